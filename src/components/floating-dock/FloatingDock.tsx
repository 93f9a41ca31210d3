import { Global } from "@emotion/react";
import { useRef } from "react";
import { useSiteContent } from "../../hooks/use-site-content";
import { space } from "../../styles/theme";
import { ChatLauncher } from "../chat/ChatLauncher";
import { CookieNotice } from "../cookie-notice/CookieNotice";
import { dockHeight, dockHeightProperties } from "./dock-layout";

/** The bottom-right corner: the cookie notice above Maxi's launcher. Mounted once for the whole app. */
export function FloatingDock() {
  const { cookieNotice, chat } = useSiteContent();
  const launcherRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      {/* Focused fields scroll clear of the corner, and the end of every page can scroll above it. */}
      <Global
        styles={{
          html: { ...dockHeightProperties, scrollPaddingBottom: `calc(${dockHeight} + ${space(4)})` },
          body: { paddingBottom: dockHeight },
        }}
      />
      <CookieNotice content={cookieNotice} returnFocusTo={launcherRef} />
      <ChatLauncher texts={chat} buttonRef={launcherRef} />
    </>
  );
}

import { Global, useTheme } from "@emotion/react";
import { useEffect, useRef } from "react";
import { useSiteContent } from "../../hooks/use-site-content";
import { mq, space } from "../../styles/theme";
import { ChatLauncher } from "../chat/ChatLauncher";
import { CookieNotice } from "../cookie-notice/CookieNotice";

/** Height of the dock (notice + launcher), so pages and the chat window can keep clear of it. */
export const DOCK_HEIGHT_VAR = "--floating-dock-height";

/**
 * The bottom-right corner shared by the cookie notice and Maxi's launcher: one column, the notice
 * above the launcher, so neither ever covers the other. Mounted once for the whole app.
 */
export function FloatingDock() {
  const theme = useTheme();
  const { cookieNotice, chat } = useSiteContent();
  const dockRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dock = dockRef.current;
    if (!dock || typeof ResizeObserver === "undefined") return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const fromBottom = window.innerHeight - dock.getBoundingClientRect().top;
      root.style.setProperty(DOCK_HEIGHT_VAR, `${Math.ceil(fromBottom)}px`);
    });
    observer.observe(dock);
    return () => {
      observer.disconnect();
      root.style.removeProperty(DOCK_HEIGHT_VAR);
    };
  }, []);

  return (
    <>
      {/* Focused fields scroll clear of the dock, and the end of every page can scroll above it. */}
      <Global
        styles={{
          html: { scrollPaddingBottom: `calc(var(${DOCK_HEIGHT_VAR}, 0px) + ${space(4)})` },
          body: { paddingBottom: `var(${DOCK_HEIGHT_VAR}, 0px)` },
        }}
      />
      <div
        ref={dockRef}
        css={{
          position: "fixed",
          zIndex: theme.zIndex.floating,
          left: `max(${space(3)}, env(safe-area-inset-left))`,
          right: `max(${space(3)}, env(safe-area-inset-right))`,
          bottom: `max(${space(3)}, env(safe-area-inset-bottom))`,
          display: "flex",
          flexDirection: "column",
          alignItems: "flex-end",
          gap: space(3),
          // The empty part of the column lets clicks through to the page.
          pointerEvents: "none",
          [mq.sm]: { left: "auto", right: space(6), bottom: space(6), width: "380px" },
        }}
      >
        <CookieNotice content={cookieNotice} returnFocusTo={launcherRef} />
        <ChatLauncher texts={chat} buttonRef={launcherRef} />
      </div>
    </>
  );
}

import { useEffect, useRef } from "react";
import { useSiteContent } from "../../hooks/use-site-content";
import { ChatLauncher } from "../chat/ChatLauncher";
import { CookieNotice } from "../cookie-notice/CookieNotice";

/**
 * Keyboard focus never lands under the corner (WCAG 2.4.11). The page's scroll-padding-bottom reserves
 * the corner's height, but Chromium does not scroll a focused field that is already inside the viewport,
 * even when the launcher or the notice lies over it; this scrolls it clear, honouring that padding.
 */
function useFocusClearOfCorner() {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.closest("main, footer")) return;
      const clearance = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
      if (target.getBoundingClientRect().bottom > window.innerHeight - clearance)
        target.scrollIntoView({ block: "nearest" });
    };
    document.addEventListener("focusin", onFocusIn);
    return () => document.removeEventListener("focusin", onFocusIn);
  }, []);
}

/** The bottom-right corner: Maxi's launcher and the cookie notice (beside it on phones, above it wider). Mounted once for the whole app. */
export function FloatingDock() {
  const { cookieNotice, chat, contact } = useSiteContent();
  const launcherRef = useRef<HTMLButtonElement>(null);
  useFocusClearOfCorner();
  return (
    <>
      <CookieNotice content={cookieNotice} returnFocusTo={launcherRef} />
      <ChatLauncher texts={chat} contact={contact} buttonRef={launcherRef} />
    </>
  );
}

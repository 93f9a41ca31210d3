import { useEffect, useRef } from "react";
import { CHAT_SHELL_CLOSED_EVENT, CHAT_SHELL_ID } from "../../lib/chat-ids";

/**
 * The launcher's side of Maxi's shell (ChatShell, static markup outside React's root): shown while the
 * window is wanted and its code is not here yet, with focus on its first control. Its close button is the
 * first-tap script's, which announces the close with CHAT_SHELL_CLOSED_EVENT: `onClosed` then closes Maxi
 * for React too, so the window does not open when its code arrives.
 */
export function useChatShell(shown: boolean, onClosed: () => void): void {
  const latest = useRef(onClosed);
  useEffect(() => {
    latest.current = onClosed;
  });
  useEffect(() => {
    const closed = () => latest.current();
    window.addEventListener(CHAT_SHELL_CLOSED_EVENT, closed);
    return () => window.removeEventListener(CHAT_SHELL_CLOSED_EVENT, closed);
  }, []);
  // On changes only: at hydration the script may already be showing it for a held tap.
  const wasShown = useRef(false);
  useEffect(() => {
    const shell = document.getElementById(CHAT_SHELL_ID);
    if (!shell || shown === wasShown.current) return;
    wasShown.current = shown;
    shell.hidden = !shown;
    if (shown) shell.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [shown]);
}

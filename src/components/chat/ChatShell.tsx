import { ThemeProvider } from "@emotion/react";
import { CHAT_SHELL_ID } from "../../lib/chat-ids";
import { theme } from "../../styles/theme";
import { chatFrameCss } from "./chat-frame";
import { ChatHeader } from "./ChatHeader";
import type { ChatTexts } from "./chat-texts";
import { ChatWelcome } from "./ChatWelcome";

const noop = () => undefined;

/**
 * Maxi's window as it first looks (header and welcome), for the moment between a tap on the launcher and
 * the arrival of the window's own code (ChatWindow, a separate chunk). Server-rendered only, after React's
 * root (gatsby-ssr), so none of it is in the page's JavaScript and hydration never touches it: the
 * first-tap script shows it on a tap before React is ready, the launcher after; its close button (and
 * Escape) is the script's to handle, and its «Empezar» is held like any early tap until the window runs it.
 */
export function ChatShell({ texts }: { texts: ChatTexts }) {
  const titleId = `${CHAT_SHELL_ID}-title`;
  return (
    <ThemeProvider theme={theme}>
      <div id={CHAT_SHELL_ID} role="dialog" aria-labelledby={titleId} hidden css={chatFrameCss(theme)}>
        <ChatHeader titleId={titleId} texts={texts} available onClose={noop} closeFirstTap />
        <ChatWelcome texts={texts} onStart={noop} startFirstTap />
      </div>
    </ThemeProvider>
  );
}

/** Maxi's window, and its shell drawn before the window's code arrives (ChatShell, the first-tap script). */
export const CHAT_WINDOW_ID = "maxi-chat";
export const CHAT_SHELL_ID = "maxi-chat-shell";
/** Dispatched on window by the first-tap script when the shell's close button closes it. */
export const CHAT_SHELL_CLOSED_EVENT = "maxi-shell-closed";

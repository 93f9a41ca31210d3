import { screen, waitFor } from "@testing-library/react";
import site from "../../content/site.json";
import { CHAT_WINDOW_ID } from "../../src/lib/chat-ids";

/** Maxi's window itself, once its code has arrived (ChatShell stands in for it until then). */
export function findChatWindow(): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen.getByRole("dialog", { name: site.chat.title });
    expect(dialog).toHaveAttribute("id", CHAT_WINDOW_ID);
    return dialog;
  });
}

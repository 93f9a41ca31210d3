import type { Page } from "playwright-core";
import site from "../../../content/site.json";
import { TEST_SITE_PORT } from "../../../tools/lib/test-env";
import { CHAT_SHELL_ID, CHAT_WINDOW_ID } from "../../../src/lib/chat-ids";

/** The cookie notice and Maxi as a visitor finds them, named by their content/site.json texts. */
export const texts = { notice: site.cookieNotice, chat: site.chat };

/** Maxi's endpoint: the preview's own gateway (functions/api/chat.ts), in front of the local backend's n8n stand-in. */
export const CHAT_ENDPOINT = `http://127.0.0.1:${TEST_SITE_PORT}/api/chat`;
export const CHAT_CHUNK = /\/chat-window-[0-9a-f]+\.js$/;

export const notice = (page: Page) => page.getByRole("region", { name: texts.notice.label });
export const launcher = (page: Page) => page.getByRole("button", { name: texts.chat.openLabel });
/** Maxi's window itself, once its code has arrived. */
export const chatDialog = (page: Page) =>
  page.getByRole("dialog", { name: texts.chat.title }).and(page.locator(`#${CHAT_WINDOW_ID}`));
/** The shell shown at once on a tap while the window's code is on its way (ChatShell). */
export const chatShell = (page: Page) =>
  page.getByRole("dialog", { name: texts.chat.title }).and(page.locator(`#${CHAT_SHELL_ID}`));
export const chatInput = (page: Page) => chatDialog(page).getByRole("textbox", { name: texts.chat.inputLabel });
export const chatLog = (page: Page) => chatDialog(page).getByRole("log", { name: texts.chat.logLabel });

/** Opens Maxi with the mouse and gets past the welcome screen. */
export async function openConversation(page: Page): Promise<void> {
  await launcher(page).click();
  await chatDialog(page).getByRole("button", { name: texts.chat.welcome.startLabel }).click();
  await chatInput(page).waitFor();
}

/** Sends a message and waits until Maxi has stopped typing. */
export async function sendMessage(page: Page, text: string): Promise<void> {
  await chatInput(page).fill(text);
  await chatInput(page).press("Enter");
  await chatLog(page).getByText(texts.chat.typing).waitFor({ state: "detached" });
}

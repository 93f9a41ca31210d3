import type { Browser, Page, Request } from "playwright-core";
import site from "../../content/site.json";
import { SESSION_STORAGE_KEY } from "../../src/components/chat/session";
import { LOCAL_REPLY_PREFIX } from "../../scripts/local-backend/chat-webhook";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, waitForHydration, type VIEWPORTS } from "./support/browser";
import { CHAT_CHUNK, CHAT_WEBHOOK, chatDialog, chatInput, chatLog, launcher, openConversation, sendMessage, texts } from "./support/widgets";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A hydrated page plus every request it makes, to prove what is (not) fetched and what is sent. */
async function visit(viewport: keyof typeof VIEWPORTS = "desktop", path = "/") {
  const opened = await openPage(browser, viewport);
  const requests: Request[] = [];
  opened.page.on("request", (request) => requests.push(request));
  await opened.page.goto(`${baseUrl()}${path}`);
  await waitForHydration(opened.page);
  return { ...opened, requests };
}

const webhookCalls = (requests: Request[]) => requests.filter((request) => request.url() === CHAT_WEBHOOK && request.method() === "POST");
const chunkLoads = (requests: Request[]) => requests.filter((request) => CHAT_CHUNK.test(new URL(request.url()).pathname));
const storedSession = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);

it("loads no chat code, stores no session and calls no webhook until the launcher is used", async () => {
  const { page, context, requests, problems } = await visit("desktop");
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  expect(chunkLoads(requests)).toEqual([]);
  expect(webhookCalls(requests)).toEqual([]);
  expect(await storedSession(page)).toBeNull();
  expect(await launcher(page).getAttribute("aria-expanded")).toBe("false");

  await launcher(page).click();
  await chatDialog(page).waitFor();
  expect(chunkLoads(requests)).toHaveLength(1);
  // A brand-new session has no history to ask for.
  expect(webhookCalls(requests)).toEqual([]);
  expect(await storedSession(page)).toMatch(/^[0-9a-f-]{36}$/);
  expect(problems.consoleErrors).toEqual([]);
  await context.close();
});

it("sends sessionId and chatInput to the webhook, shows the reply, and restores the conversation after a reload", async () => {
  const { page, context, requests, problems } = await visit("desktop");
  await openConversation(page);
  for (const greeting of texts.chat.greetings) await chatLog(page).getByText(greeting).waitFor();

  const sent = page.waitForRequest((request) => request.url() === CHAT_WEBHOOK && request.method() === "POST");
  await sendMessage(page, "¿Qué servicios ofrecéis?");
  const body = (await sent).postDataJSON();
  const sessionId = await storedSession(page);
  expect(body).toEqual({ action: "sendMessage", sessionId, chatInput: "¿Qué servicios ofrecéis?" });
  await chatLog(page).getByText(LOCAL_REPLY_PREFIX, { exact: false }).waitFor();
  expect(await chatLog(page).locator("strong", { hasText: "Inteligencia artificial" }).count()).toBe(1);

  // It survives a route change (mounted once for the app).
  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Contacto" }).click();
  await page.waitForURL(`${baseUrl()}/contacto/`);
  await chatLog(page).getByText("¿Qué servicios ofrecéis?").waitFor();

  await page.reload();
  await waitForHydration(page);
  const restore = page.waitForRequest((request) => request.url() === CHAT_WEBHOOK && request.method() === "POST");
  await launcher(page).click();
  expect((await restore).postDataJSON()).toEqual({ action: "loadPreviousSession", sessionId });
  await chatLog(page).getByText("¿Qué servicios ofrecéis?").waitFor();
  await chatLog(page).getByText(LOCAL_REPLY_PREFIX, { exact: false }).waitFor();
  expect(webhookCalls(requests).map((request) => request.postDataJSON().action)).toEqual(["sendMessage", "loadPreviousSession"]);
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await context.close();
});

it("on a webhook error shows the Spanish message and keeps the text to resend", async () => {
  const { page, context } = await visit("phone");
  await openConversation(page);
  await sendMessage(page, "Quiero un presupuesto #error");
  await chatLog(page).getByText(texts.chat.errors.server, { exact: false }).waitFor();
  expect(await chatInput(page).inputValue()).toBe("Quiero un presupuesto #error");

  await chatInput(page).fill("Quiero un presupuesto");
  await chatInput(page).press("Enter");
  await chatLog(page).getByText("presupuesto a medida", { exact: false }).waitFor();
  expect(await chatLog(page).getByText(texts.chat.errors.server, { exact: false }).count()).toBe(0);
  await context.close();
});

it("when the webhook is unreachable shows the connection message and keeps the text", async () => {
  const { page, context } = await visit("desktop");
  await page.route(CHAT_WEBHOOK, (route) => route.abort("connectionrefused"));
  await openConversation(page);
  await sendMessage(page, "¿Estáis ahí?");
  await chatLog(page).getByText(texts.chat.errors.network, { exact: false }).waitFor();
  expect(await chatInput(page).inputValue()).toBe("¿Estáis ahí?");
  await context.close();
});

it("gives up after 30 s without an answer and keeps the text", async () => {
  const { page, context } = await visit("desktop");
  await page.clock.install();
  await openConversation(page);
  await chatInput(page).fill("Respóndeme despacio #lento");
  await chatInput(page).press("Enter");
  await chatLog(page).getByText(texts.chat.typing).waitFor({ state: "attached" });
  await page.clock.fastForward(29_000);
  expect(await chatLog(page).getByText(texts.chat.errors.timeout, { exact: false }).count()).toBe(0);
  await page.clock.fastForward(1_500);
  await chatLog(page).getByText(texts.chat.errors.timeout, { exact: false }).waitFor();
  expect(await chatInput(page).inputValue()).toBe("Respóndeme despacio #lento");
  await context.close();
});

it("works with the keyboard alone: Tab to the launcher, Enter, type, Enter, Escape", async () => {
  const { page, context } = await visit("phone");
  for (let step = 0; step < 150; step += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((name) => document.activeElement?.getAttribute("aria-label") === name, texts.chat.openLabel)) break;
  }
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-expanded"))).toBe("false");
  await page.keyboard.press("Enter");
  await chatDialog(page).waitFor();
  await page.waitForFunction((label) => document.activeElement?.textContent === label, texts.chat.welcome.startLabel);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.activeElement?.tagName === "INPUT");
  await page.keyboard.type("Hola, ¿cómo os contacto?");
  await page.keyboard.press("Enter");
  await chatLog(page).getByText(site.contact.email).waitFor();
  await page.keyboard.press("Escape");
  await chatDialog(page).waitFor({ state: "hidden" });
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(texts.chat.openLabel);
  await context.close();
});

/** The chat window's controls a keyboard reaches, in order. */
const dialogControls = (page: Page) =>
  chatDialog(page).evaluate((dialog) =>
    [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.getAttribute("aria-label") || element.textContent || element.tagName),
  );
const focusedControl = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") || document.activeElement?.textContent || document.activeElement?.tagName);
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
/** Whether each part of the page behind the chat is inert (header, main, footer, the cookie notice, the launcher). */
const inertBehind = (page: Page) =>
  page.evaluate(() => ["header", "main", "footer", "#cookie-notice", '[data-first-tap="chat"]'].map((selector) => Boolean(document.querySelector(selector)?.closest("[inert]"))));

it("on a phone, where it covers the page, is a modal dialog: focus stays inside, Escape closes it from anywhere, the page behind is inert", async () => {
  const { page, context, problems } = await visit("phone");
  // The launcher is in a landmark of its own.
  expect(await launcher(page).evaluate((button) => button.closest("aside")?.getAttribute("aria-label"))).toBe(texts.chat.landmarkLabel);
  await openConversation(page);
  await sendMessage(page, "¿Qué servicios ofrecéis?");
  expect(await chatDialog(page).getAttribute("aria-modal")).toBe("true");
  expect(await inertBehind(page)).toEqual([true, true, true, true, true]);
  expect(await chatDialog(page).evaluate((dialog) => dialog.closest("[inert]"))).toBeNull();

  // Tab from the last control wraps to the first, Shift+Tab from the first to the last; focus never leaves.
  const controls = await dialogControls(page);
  expect(controls.length).toBeGreaterThanOrEqual(4);
  const visited: string[] = [];
  for (let step = 0; step < controls.length + 2; step += 1) {
    await page.keyboard.press("Tab");
    expect(await focusInDialog(page)).toBe(true);
    visited.push(String(await focusedControl(page)));
  }
  expect(new Set(visited)).toEqual(new Set(controls));
  await chatDialog(page).getByRole("textbox").focus();
  while ((await focusedControl(page)) !== controls.at(-1)) await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  expect(await focusedControl(page)).toBe(controls[0]);
  await page.keyboard.press("Shift+Tab");
  expect(await focusedControl(page)).toBe(controls.at(-1));

  // Escape closes it from every control, and from no control at all (a tap on its text); focus returns to the launcher and the page is usable again.
  for (let index = 0; index <= controls.length; index += 1) {
    if (!(await chatDialog(page).isVisible())) {
      await launcher(page).click();
      await chatDialog(page).waitFor();
    }
    if (index < controls.length) {
      await chatDialog(page).evaluate((dialog, at) => {
        const elements = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])')].filter((element) => element.getClientRects().length > 0);
        elements[at]!.focus();
      }, index);
    } else {
      await chatDialog(page).getByText(texts.chat.disclaimer).click();
    }
    await page.keyboard.press("Escape");
    await chatDialog(page).waitFor({ state: "hidden" });
    expect([index, await focusedControl(page)]).toEqual([index, texts.chat.openLabel]);
    expect(await inertBehind(page)).toEqual([false, false, false, false, false]);
  }
  expect(problems.pageErrors).toEqual([]);
  await context.close();
});

it.each(["phone", "desktop"] as const)("has no WCAG 2.2 AA violations with a conversation open (%s)", async (viewport) => {
  const { page, context } = await visit(viewport);
  await openConversation(page);
  await sendMessage(page, "¿Cuánto cuesta un chatbot?");
  await chatLog(page).getByText(LOCAL_REPLY_PREFIX, { exact: false }).waitFor();
  const box = (await chatDialog(page).boundingBox())!;
  if (viewport === "phone") expect(box).toEqual({ x: 0, y: 0, width: 375, height: 812 });
  else expect([box.width, box.x + box.width <= 1440 - 16]).toEqual([380, true]);
  expect(await axeViolations(page)).toEqual([]);
  if (viewport === "desktop") {
    // Beside the page, not over it: non-modal, nothing inert, Tab walks on from its last control into the page.
    expect(await chatDialog(page).getAttribute("aria-modal")).toBe("false");
    expect(await inertBehind(page)).toEqual([false, false, false, false, false]);
    const controls = await dialogControls(page);
    await chatDialog(page).getByRole("textbox").focus();
    while ((await focusedControl(page)) !== controls.at(-1)) await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focusInDialog(page)).toBe(false);
    expect(await chatDialog(page).isVisible()).toBe(true);
  }
  await context.close();
});

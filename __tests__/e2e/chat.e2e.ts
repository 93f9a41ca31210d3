import type { Browser, Page, Request } from "playwright-core";
import site from "../../content/site.json";
import { SESSION_ID_PATTERN } from "../../src/contracts/chat-protocol";
import { SESSION_STORAGE_KEY } from "../../src/components/chat/session";
import { LOCAL_CHAT_WEBHOOK_PATH, LOCAL_REPLY_PREFIX } from "../../tools/local-backend/chat-webhook";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, waitForHydration, type VIEWPORTS } from "./support/browser";
import { waitForPageIdle } from "./support/network-quiet";
import { request } from "./support/http";
import {
  CHAT_CHUNK,
  CHAT_ENDPOINT,
  chatDialog,
  chatInput,
  chatLog,
  launcher,
  openConversation,
  sendMessage,
  texts,
} from "./support/widgets";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

let visitors = 0;

/**
 * A hydrated page plus every request it makes, to prove what is (not) fetched and what is sent. Each visit
 * is a new visitor to the gateway: its /api/chat calls carry an address of their own (CF-Connecting-IP,
 * which the local Pages runtime passes on as Cloudflare's edge writes it), so a refusal the gateway
 * remembers for one test's client never answers another test's first message.
 */
async function visit(viewport: keyof typeof VIEWPORTS = "desktop", path = "/") {
  const opened = await openPage(browser, viewport);
  const address = `198.18.${Math.floor(visitors / 250)}.${(visitors % 250) + 1}`;
  visitors += 1;
  await opened.context.route(CHAT_ENDPOINT, (route) =>
    route.continue({ headers: { ...route.request().headers(), "cf-connecting-ip": address } }),
  );
  const requests: Request[] = [];
  opened.page.on("request", (request) => requests.push(request));
  await opened.page.goto(`${baseUrl()}${path}`);
  await waitForHydration(opened.page);
  return { ...opened, requests };
}

const webhookCalls = (requests: Request[]) =>
  requests.filter((request) => request.url() === CHAT_ENDPOINT && request.method() === "POST");
const chunkLoads = (requests: Request[]) =>
  requests.filter((request) => CHAT_CHUNK.test(new URL(request.url()).pathname));
const storedSession = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), SESSION_STORAGE_KEY);

it("loads no chat code, stores no session and calls no webhook until the launcher is used", async () => {
  const { page, context, requests, problems } = await visit("desktop");
  await page.mouse.wheel(0, 2000);
  await waitForPageIdle(page);
  expect(chunkLoads(requests)).toEqual([]);
  expect(webhookCalls(requests)).toEqual([]);
  expect(await storedSession(page)).toBeNull();
  expect(await launcher(page).getAttribute("aria-expanded")).toBe("false");

  await launcher(page).click();
  await chatDialog(page).waitFor();
  expect(chunkLoads(requests)).toHaveLength(1);
  // A brand-new session has no history to ask for.
  expect(webhookCalls(requests)).toEqual([]);
  expect(await storedSession(page)).toMatch(SESSION_ID_PATTERN);
  expect(problems.consoleErrors).toEqual([]);
  await context.close();
});

it("sends sessionId and chatInput to the site's gateway, which the stand-in answers after the database admits it, and restores the conversation after a reload", async () => {
  const { page, context, requests, problems } = await visit("desktop");
  await openConversation(page);
  for (const greeting of texts.chat.greetings) await chatLog(page).getByText(greeting).waitFor();

  const sent = page.waitForRequest((request) => request.url() === CHAT_ENDPOINT && request.method() === "POST");
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
  const restore = page.waitForRequest((request) => request.url() === CHAT_ENDPOINT && request.method() === "POST");
  await launcher(page).click();
  expect((await restore).postDataJSON()).toEqual({ action: "loadPreviousSession", sessionId });
  await chatLog(page).getByText("¿Qué servicios ofrecéis?").waitFor();
  await chatLog(page).getByText(LOCAL_REPLY_PREFIX, { exact: false }).waitFor();
  expect(webhookCalls(requests).map((request) => request.postDataJSON().action)).toEqual([
    "sendMessage",
    "loadPreviousSession",
  ]);
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
  await page.route(CHAT_ENDPOINT, (route) => route.abort("connectionrefused"));
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
    if (
      await page.evaluate((name) => document.activeElement?.getAttribute("aria-label") === name, texts.chat.openLabel)
    )
      break;
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
    [
      ...dialog.querySelectorAll<HTMLElement>(
        'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
      ),
    ]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.getAttribute("aria-label") || element.textContent || element.tagName),
  );
const focusedControl = (page: Page) =>
  page.evaluate(
    () =>
      document.activeElement?.getAttribute("aria-label") ||
      document.activeElement?.textContent ||
      document.activeElement?.tagName,
  );
const focusInDialog = (page: Page) => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
/** Whether each part of the page behind the chat is inert (header, main, footer, the cookie notice, the launcher). */
const inertBehind = (page: Page) =>
  page.evaluate(() =>
    ["header", "main", "footer", "#cookie-notice", '[data-first-tap="chat"]'].map((selector) =>
      Boolean(document.querySelector(selector)?.closest("[inert]")),
    ),
  );

it("on a phone, where it covers the page, is a modal dialog: focus stays inside, Escape closes it from anywhere, the page behind is inert", async () => {
  const { page, context, problems } = await visit("phone");
  // The launcher is in a landmark of its own.
  expect(await launcher(page).evaluate((button) => button.closest("aside")?.getAttribute("aria-label"))).toBe(
    texts.chat.landmarkLabel,
  );
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
        const elements = [
          ...dialog.querySelectorAll<HTMLElement>(
            'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])',
          ),
        ].filter((element) => element.getClientRects().length > 0);
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

/** Maxi's per-client allowance (20 answered messages per 10 minutes, in the database), used up from the page itself with fresh session ids. */
async function useUpClientAllowance(page: Page, messages: number): Promise<{ status: number; limit?: string }[]> {
  return page.evaluate(async (count) => {
    const results: { status: number; limit?: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const response = await fetch("/api/chat", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ action: "sendMessage", sessionId: crypto.randomUUID(), chatInput: `Pregunta ${index}` }),
      });
      const body = (await response.json()) as { limit?: string };
      results.push({ status: response.status, limit: body.limit });
    }
    return results;
  }, messages);
}

it.each(["phone", "desktop"] as const)(
  "past the client's allowance, answers in reduced mode (the site's own passage, its page, the form, the e-mail and the phone), and has no WCAG 2.2 AA violations (%s)",
  async (viewport) => {
    const { page, context, problems } = await visit(viewport);
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

    // Whatever session ids it uses, one client gets 20 answers in 10 minutes: this page's is the first.
    expect(await useUpClientAllowance(page, 19)).toEqual(Array.from({ length: 19 }, () => ({ status: 200 })));
    await sendMessage(page, "¿Hacéis campañas en TikTok?");
    // Answered like any message, by the gateway without the model, from the knowledge file the build published.
    await chatLog(page).getByText(texts.chat.reduced.reasons.clientBusy, { exact: false }).waitFor();
    expect(
      await chatLog(page).getByText("Campañas en Meta, Google y TikTok", { exact: false }).count(),
    ).toBeGreaterThan(0);
    expect(await chatLog(page).getByRole("link", { name: "Marketing Digital" }).first().getAttribute("href")).toBe(
      "/marketing-digital/",
    );
    expect(await chatLog(page).getByRole("link", { name: site.contact.email }).getAttribute("href")).toBe(
      `mailto:${site.contact.email}`,
    );
    expect(await chatLog(page).getByRole("link", { name: site.contact.phoneDisplay }).getAttribute("href")).toBe(
      `tel:${site.contact.phone}`,
    );
    expect(await chatLog(page).getByRole("link", { name: "formulario de contacto" }).getAttribute("href")).toBe(
      "/contacto/",
    );
    expect(await chatLog(page).getByText(texts.chat.limits.clientBusy).count()).toBe(0);
    expect(await chatLog(page).getByText(texts.chat.errors.server, { exact: false }).count()).toBe(0);
    expect(await chatInput(page).inputValue()).toBe("");
    expect(await axeViolations(page)).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  },
);

describe("the gateway in front of n8n", () => {
  const message = (sessionId: string) => JSON.stringify({ action: "sendMessage", sessionId, chatInput: "Hola" });
  const json = { "Content-Type": "application/json" };

  it("answers a malformed session id itself (400), so the stand-in and the database never see it", async () => {
    for (const sessionId of ["x".repeat(300), "A".repeat(36), "3b241101-e2bb-1255-8caf-4136c566a962"]) {
      const response = await request("/api/chat", { ...json, Origin: baseUrl() }, "POST", message(sessionId));
      expect(response.status).toBe(400);
      expect(response.headers["cache-control"]).toBe("no-store");
      // The gateway's own wording: a forwarded id would have come back as the database's refusal (a 502).
      expect(JSON.parse(response.text)).toEqual({
        error: "bad_request",
        message: "sessionId must be a lowercase version-4 UUID, as the site's chat makes",
      });
    }
  });

  it("refuses another site's page (403), and a direct call to the n8n stand-in without the gateway's credential (401)", async () => {
    const foreign = await request(
      "/api/chat",
      { ...json, Origin: "https://otra-web.example" },
      "POST",
      message(crypto.randomUUID()),
    );
    expect([foreign.status, JSON.parse(foreign.text).error]).toEqual([403, "forbidden_origin"]);
    const direct = await fetch(`${process.env.E2E_BACKEND_URL}${LOCAL_CHAT_WEBHOOK_PATH}`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({
        action: "sendMessage",
        sessionId: crypto.randomUUID(),
        chatInput: "Hola",
        clientKey: "a".repeat(64),
      }),
    });
    expect(direct.status).toBe(401);
  });
});

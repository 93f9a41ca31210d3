/**
 * The legal pages a Spanish company's site needs, as the built site serves them: the «Aviso legal»
 * reachable from every page's footer, and the cookie policy's list against what the pages really keep
 * in the browser while a visitor reads the notice, chats with Maxi, sends the form and moves around.
 */
import { parseDocument, DomUtils } from "htmlparser2";
import type { Browser, Page } from "playwright-core";
import cookies from "../../content/cookies.json";
import legalNotice from "../../content/legal-notice.json";
import { siteContent } from "../../content-model/site";
import { validContact } from "../support/contact-fixture";
import { content } from "../support/content-fixture";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { fill, submitButton, toasts, uniqueEmail } from "./support/contact-form";
import { request } from "./support/http";
import { names, recordWrites, stored, type Entry, type Kind } from "./support/storage";
import { NOT_FOUND_PATH, ROUTES } from "./support/routes";
import { chatDialog, notice, openConversation, sendMessage, texts } from "./support/widgets";

const site = content(siteContent);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The footer's Legal column of a prerendered page, as [text, href] pairs. */
function legalColumn(html: string): string[][] {
  const document = parseDocument(html);
  const footer = DomUtils.findOne((element) => element.name === "footer", document.children);
  const nav =
    footer &&
    DomUtils.findOne(
      (element) => element.name === "nav" && element.attribs["aria-labelledby"] === "footer-legal",
      footer.children,
    );
  return nav
    ? DomUtils.findAll((element) => element.name === "a", nav.children).map((link) => [
        DomUtils.textContent(link),
        link.attribs.href ?? "",
      ])
    : [];
}

describe("the «Aviso legal»", () => {
  it("is linked from the footer's Legal column of every page, the 404 page included", async () => {
    for (const path of [...ROUTES, NOT_FOUND_PATH]) {
      const { text } = await request(path);
      expect([path, legalColumn(text)]).toEqual([path, site.footer.legalLinks.map((link) => [link.label, link.to])]);
    }
    expect(site.footer.legalLinks.map((link) => link.to)).toEqual(
      expect.arrayContaining(["/aviso-legal/", "/politica-de-cookies/"]),
    );
  });

  it("is prerendered with the provider's data (LSSI-CE art. 10) from site.json and its own head", async () => {
    const { status, text } = await request("/aviso-legal/");
    expect(status).toBe(200);
    const { registry } = site.brand;
    for (const value of [
      site.brand.legalName,
      site.brand.taxId,
      site.contact.streetAddress,
      registry ?? "",
      `mailto:${site.contact.email}`,
      `tel:${site.contact.phone}`,
    ]) {
      expect(text).toContain(value);
    }
    for (const section of legalNotice.sections) expect(text).toContain(`id="${section.anchor}"`);
    expect(text).toMatch(new RegExp(`<title[^>]*>${legalNotice.seo.title} · ${site.brand.name}</title>`));
    expect(text).toMatch(/<link[^>]+rel="canonical"[^>]+href="[^"]+\/aviso-legal\/"/);
  });
});

/** The cookie policy's list for visitors, read from the page itself: the name of each card and where it says it is kept. */
async function publishedList(page: Page): Promise<Entry[]> {
  const group = page.getByRole("region", { name: cookies.groups[0]!.title });
  const cards = await group.getByRole("listitem").all();
  const kindByLabel = new Map(Object.entries(cookies.types).map(([kind, label]) => [label, kind as Kind]));
  return Promise.all(
    cards.map(async (card) => ({
      name: (await card.getByRole("heading", { level: 3 }).textContent()) ?? "",
      kind: kindByLabel.get(
        (await card
          .locator("dt", { hasText: cookies.labels.type })
          .locator("xpath=following-sibling::dd[1]")
          .textContent()) ?? "",
      )!,
    })),
  );
}

describe("the cookie policy", () => {
  it("names everything the pages keep in the browser, and nothing they do not", async () => {
    const { page, context, problems } = await openPage(browser, "phone");
    const writes = await recordWrites(page);
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);

    // The notice links to the list, and pressing «Entendido» is remembered.
    const storageLink = notice(page).getByRole("link", {
      name: site.cookieNotice.storageLink.label,
      includeHidden: true,
    });
    expect(await storageLink.getAttribute("href")).toBe(site.cookieNotice.storageLink.to);
    await notice(page).getByRole("button", { name: texts.notice.dismissLabel }).click();
    await notice(page).waitFor({ state: "detached" });

    // Maxi: a conversation, then a new one (a new session id), then closed.
    await openConversation(page);
    await sendMessage(page, "¿Qué servicios ofrecéis?");
    await chatDialog(page).getByRole("button", { name: texts.chat.newConversationLabel }).click();
    await page.keyboard.press("Escape");
    await chatDialog(page).waitFor({ state: "hidden" });

    // The form, sent for real through Supabase's client.
    await page
      .getByRole("navigation", { name: site.footer.navigationTitle, exact: true })
      .getByRole("link", { name: "Contacto" })
      .click();
    await page.waitForURL(`${baseUrl()}/contacto/`);
    await fill(page, { ...validContact, email: uniqueEmail("almacenamiento") });
    await submitButton(page).click();
    await page.getByRole("status").getByText(toasts.success.title).waitFor();

    // Around the site by its links, and back.
    await page
      .getByRole("navigation", { name: site.footer.legalTitle, exact: true })
      .getByRole("link", { name: "Política de cookies" })
      .click();
    await page.waitForURL(`${baseUrl()}/politica-de-cookies/`);
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/contacto/`);
    await page.goForward();
    await page.waitForURL(`${baseUrl()}/politica-de-cookies/`);
    await page.getByRole("heading", { level: 1, name: cookies.hero.title }).waitFor();

    const listed = await publishedList(page);
    expect(listed.map((entry) => entry.name)).toEqual(cookies.groups[0]!.items.map((item) => item.name));
    const seen = [...writes, ...(await stored(page))];
    expect(seen.filter((entry) => !listed.some((item) => names(entry, item)))).toEqual([]);
    // Each entry of the list is really written: the list claims nothing the site does not do.
    expect(listed.filter((item) => !seen.some((entry) => names(entry, item)))).toEqual([]);
    expect(seen.filter((entry) => entry.name.startsWith("@@scroll|")).length).toBeGreaterThan(1);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
    await context.close();
  });
});

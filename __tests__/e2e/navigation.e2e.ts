import path from "node:path";
import type { Browser, Page } from "playwright-core";
import about from "../../content/about.json";
import site from "../../content/site.json";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const header = (page: Page) => page.locator("header[data-scrolled]");

/**
 * The expanded state Chromium gives assistive technology for a button. The menu button has no
 * aria-expanded attribute: as a popover's invoker, the browser derives it, before hydration too.
 */
async function expandedState(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  const button = nodes.find((node) => !node.ignored && node.role?.value === "button" && node.name?.value === name);
  const expanded = button?.properties?.find((property) => property.name === "expanded");
  return expanded === undefined ? undefined : Boolean(expanded.value.value);
}

async function scrollToY(page: Page, y: number) {
  await page.evaluate((target) => window.scrollTo(0, target), y);
  await page.waitForFunction((target) => Math.round(window.scrollY) === target, y);
  // The navbar updates on the next animation frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

describe("navigation bar", () => {
  it("is fixed, 64 px high, transparent at the top and turns to glass only past 50 px", async () => {
    const { page, context } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const box = await header(page).boundingBox();
    expect(box?.height).toBe(64);
    expect(await header(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");

    const look = () =>
      header(page).evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundColor, shadow: style.boxShadow, blur: style.backdropFilter };
      });
    expect(await look()).toEqual({ background: "rgba(0, 0, 0, 0)", shadow: "none", blur: "none" });

    await scrollToY(page, 50);
    expect(await header(page).getAttribute("data-scrolled")).toBe("false");
    expect((await look()).shadow).toBe("none");

    await scrollToY(page, 51);
    await expect(header(page).getAttribute("data-scrolled")).resolves.toBe("true");
    // Once the header's transition has finished (a finished transition leaves getAnimations(); the glass's
    // scroll-driven animation stays, bound to the scroll rather than to time).
    await page.waitForFunction(
      () =>
        document
          .querySelector("header[data-scrolled]")!
          .getAnimations({ subtree: true })
          .every((animation) => !(animation instanceof CSSTransition)),
      undefined,
      {
        polling: 50,
      },
    );
    const glass = await look();
    expect(glass.blur).toContain("blur");
    expect(glass.shadow).not.toBe("none");
    expect(glass.background).not.toBe("rgba(0, 0, 0, 0)");

    const { y } = (await header(page).boundingBox())!;
    expect(y).toBe(0);
    await context.close();
  });

  it.each(site.navigation.map((item) => item.to))(
    "marks %s as the current page with aria-current and the underline",
    async (path) => {
      const { page, context } = await openPage(browser, "desktop");
      await page.goto(`${baseUrl()}${path}`);
      const current = page.locator('header nav:not(#mobile-menu) a[aria-current="page"]');
      await expect(current.count()).resolves.toBe(1);
      const expected = site.navigation.find((item) => item.to === path);
      expect(await current.textContent()).toBe(expected?.label);
      const underline = await current.evaluate((el) => getComputedStyle(el, "::after").transform);
      expect(underline).toBe("matrix(1, 0, 0, 1, 0, 0)");
      await context.close();
    },
  );

  it("shows the five links on wide screens and no menu button", async () => {
    const { page, context } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/`);
    const links = page.locator("header nav:not(#mobile-menu) a");
    expect(await links.allTextContents()).toEqual(site.navigation.map((item) => item.label));
    await expect(page.getByRole("button", { name: site.menu.openLabel }).isVisible()).resolves.toBe(false);
    await context.close();
  });

  it("on phones opens a dropdown with the same links, closes on Escape and when a link is chosen", async () => {
    const { page, context, problems } = await openPage(browser, "phone");
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const button = page.getByRole("button", { name: site.menu.openLabel });
    await expect(expandedState(page, site.menu.openLabel)).resolves.toBe(false);
    await expect(page.locator("#mobile-menu").isVisible()).resolves.toBe(false);

    await button.click();
    const open = page.getByRole("button", { name: site.menu.closeLabel });
    // React renames the button on the popover's toggle event, a task after the click: wait for it.
    await open.waitFor();
    await expect(expandedState(page, site.menu.closeLabel)).resolves.toBe(true);
    await expect(open.getAttribute("aria-controls")).resolves.toBe("mobile-menu");
    const menuLinks = page.locator("#mobile-menu a");
    expect(await menuLinks.allTextContents()).toEqual(site.navigation.map((item) => item.label));

    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu").isVisible()).resolves.toBe(false);
    await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).resolves.toBe(
      "mobile-menu",
    );

    await page.getByRole("button", { name: site.menu.openLabel }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Sobre Nosotros" }).click();
    await page.waitForURL(`${baseUrl()}/sobre-nosotros/`);
    await expect(page.locator("#mobile-menu").isVisible()).resolves.toBe(false);
    await page.getByRole("button", { name: site.menu.openLabel }).waitFor();
    await expect(expandedState(page, site.menu.openLabel)).resolves.toBe(false);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});

describe("route changes", () => {
  it("start every new page at the top, and Back restores where the visitor was", async () => {
    const { page, context } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(1000);

    await page.locator("footer").getByRole("link", { name: "Sobre Nosotros" }).click();
    await page.waitForURL(`${baseUrl()}/sobre-nosotros/`);
    // The URL changes before the new page renders: wait for its heading, not just any h1 (home has one too).
    await page.getByRole("heading", { level: 1, name: about.hero.title }).waitFor();
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);

    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before, { timeout: 5000 });
    await context.close();
  });

  it("follow same-page hash links (the skip link moves to the main content)", async () => {
    const { page, context } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(site.menu.skipLink);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl()}/#main`);
    await context.close();
  });
});

describe("/servicios", () => {
  it("on a host without redirects, the prerendered fallback page sends the visitor on without JavaScript", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    // The preview answers /servicios/ with a 301 (see hosting.e2e.ts); serve the fallback file as a plain static host would.
    await context.route(`${baseUrl()}/servicios/`, (route) =>
      route.fulfill({ path: path.resolve(__dirname, "../../public/servicios/index.html"), contentType: "text/html" }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/servicios/`);
    await page.waitForURL(`${baseUrl()}/inteligencia-artificial/`);
    await context.close();
  });

  it("a hard load replaces the history entry: Back returns to the previous page, never to /servicios", async () => {
    const { page, context } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/contacto/`);
    await page.goto(`${baseUrl()}/servicios`);
    await page.waitForURL(`${baseUrl()}/inteligencia-artificial/`);
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/contacto/`);
    await context.close();
  });

  it("'Ver Servicios' navigates in-app to the IA page and Back returns home", async () => {
    const { page, context, problems } = await openPage(browser, "desktop");
    await page.goto(`${baseUrl()}/`);
    await waitForHydration(page);
    const entries = await page.evaluate(() => history.length);
    await page.getByRole("link", { name: "Ver Servicios" }).click();
    await page.waitForURL(`${baseUrl()}/inteligencia-artificial/`);
    // One new entry, the IA page: /servicios never entered the history.
    await expect(page.evaluate(() => history.length)).resolves.toBe(entries + 1);
    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    expect(problems.pageErrors).toEqual([]);
    await context.close();
  });
});

describe("404", () => {
  it("shows 'Página no encontrada' with a link home, for any unknown path", async () => {
    const { page, context } = await openPage(browser, "phone");
    const response = await page.goto(`${baseUrl()}/no-existe/ni-esto/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Página no encontrada");
    await waitForHydration(page);
    await page
      .locator("main")
      .getByRole("link", { name: /inicio/i })
      .first()
      .click();
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});

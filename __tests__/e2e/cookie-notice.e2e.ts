import type { Browser, Page } from "playwright-core";
import { NOTICE_STORAGE_KEY } from "../../src/components/cookie-notice/notice-storage";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { launcher, notice, texts } from "./support/widgets";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

async function visit(page: Page, path: string) {
  await page.goto(`${baseUrl()}${path}`);
  await waitForHydration(page);
}

it("is absent from the prerendered HTML, so hydration never disagrees", async () => {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  expect(html).not.toContain(texts.notice.text);
  expect(html).toContain(`aria-label="${texts.chat.openLabel}"`);
});

it("shows on a first visit and, once 'Entendido' is pressed, stays away on reloads and other routes", async () => {
  const { page, context, problems } = await openPage(browser, "desktop");
  // Records whether the notice ever enters the DOM, to prove there is no flash on later visits.
  await context.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('section[aria-label="Aviso sobre cookies y almacenamiento"]')) {
        (window as unknown as { __noticeSeen?: boolean }).__noticeSeen = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await visit(page, "/");
  await notice(page).waitFor();
  const region = await notice(page).elementHandle();
  const box = (await region!.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1440 - 40);
  expect(box.y + box.height).toBeLessThan(900);
  expect(await notice(page).getByRole("link", { name: texts.notice.link.label }).getAttribute("href")).toBe("/politica-de-privacidad/");

  await notice(page).getByRole("button", { name: texts.notice.dismissLabel }).click();
  await notice(page).waitFor({ state: "detached" });
  expect(await page.evaluate((key) => window.localStorage.getItem(key), NOTICE_STORAGE_KEY)).toBe("true");

  for (const path of ["/", "/contacto/"]) {
    await visit(page, path);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __noticeSeen?: boolean }).__noticeSeen ?? false)).toBe(false);
  }
  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Inicio" }).click();
  await page.waitForURL(`${baseUrl()}/`);
  expect(await notice(page).count()).toBe(0);

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await context.close();
});

it("at 375 px spans the width above the launcher, and keyboard focus never lands under it", async () => {
  const { page, context } = await openPage(browser, "phone");
  await visit(page, "/contacto/");
  await notice(page).waitFor();
  const noticeBox = (await notice(page).boundingBox())!;
  const launcherBox = (await launcher(page).boundingBox())!;
  expect(noticeBox.width).toBeGreaterThan(375 - 32);
  expect(launcherBox.y).toBeGreaterThanOrEqual(noticeBox.y + noticeBox.height);
  expect(launcherBox.y + launcherBox.height).toBeLessThanOrEqual(812);

  // Tab through the whole page (the contact form's submit button included): every focused element
  // outside the notice/launcher corner must be scrolled clear of it (WCAG 2.4.11).
  const obscured: string[] = [];
  for (let step = 0; step < 150; step += 1) {
    await page.keyboard.press("Tab");
    const state = await page.evaluate(
      ({ openLabel, noticeLabel }) => {
        const active = document.activeElement as HTMLElement | null;
        const corner = [document.querySelector(`section[aria-label="${noticeLabel}"]`), document.querySelector(`button[aria-label="${openLabel}"]`)];
        if (!active || corner.some((element) => element?.contains(active))) return { inDock: true, clear: true, name: "" };
        const { top, bottom } = active.getBoundingClientRect();
        const cornerTop = Math.min(...corner.map((element) => element?.getBoundingClientRect().top ?? Infinity));
        return { inDock: false, clear: bottom <= cornerTop || top >= window.innerHeight, name: active.outerHTML.slice(0, 80) };
      },
      { openLabel: texts.chat.openLabel, noticeLabel: texts.notice.label },
    );
    if (state.inDock) break;
    if (!state.clear) obscured.push(state.name);
  }
  expect(obscured).toEqual([]);
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.notice.link.label);

  // The end of the page can still scroll above the notice.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerBottom = await page.evaluate(() => document.querySelector("footer")!.getBoundingClientRect().bottom);
  expect(footerBottom).toBeLessThanOrEqual(noticeBox.y + 1);
  await context.close();
});

it("appears without shifting anything (no layout shift)", async () => {
  const { page, context } = await openPage(browser, "phone");
  await context.addInitScript(() => {
    const state = window as unknown as { __shift: number };
    state.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.__shift += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await visit(page, "/");
  await notice(page).waitFor();
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  await context.close();
});

it.each(["phone", "desktop"] as const)("has no WCAG 2.2 AA violations with the notice shown (%s)", async (viewport) => {
  const { page, context } = await openPage(browser, viewport);
  await visit(page, "/");
  await notice(page).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

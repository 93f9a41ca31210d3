import type { Browser, Page } from "playwright-core";
import { NOTICE_STORAGE_KEY } from "../../src/lib/notice-storage";
import { axeViolations } from "./support/axe";
import { baseUrl, launchBrowser, openPage, waitForHydration } from "./support/browser";
import { waitForPageIdle } from "./support/network-quiet";
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

it("is prerendered, so it is painted with the page and hydration adds no styles or layout work", async () => {
  const html = await (await fetch(`${baseUrl()}/`)).text();
  expect(html).toContain(texts.notice.text);
  expect(html).toContain('id="cookie-notice"');
  expect(html).toContain(`aria-label="${texts.chat.openLabel}"`);
  const { page, context } = await openPage(browser, "phone");
  await visit(page, "/");
  await notice(page).waitFor();
  // Every rule emotion holds came with the page: none was inserted at run time.
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll("style[data-emotion]")]
        .map((tag) => (tag as HTMLStyleElement).sheet!.cssRules.length)
        .filter((rules, i) => i > 0 && rules > 0),
    ),
  ).toEqual([]);
  await context.close();
});

it("shows on a first visit and, once 'Entendido' is pressed, stays away on reloads and other routes", async () => {
  const { page, context, problems } = await openPage(browser, "desktop");
  // Records whether the notice is ever rendered visible, to prove there is no flash on later visits.
  await context.addInitScript(() => {
    const check = () => {
      const region = document.getElementById("cookie-notice");
      if (region && getComputedStyle(region).display !== "none")
        (window as { __noticeSeen?: boolean }).__noticeSeen = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    const everyFrame = () => {
      check();
      requestAnimationFrame(everyFrame);
    };
    requestAnimationFrame(everyFrame);
  });
  await visit(page, "/");
  await notice(page).waitFor();
  const region = await notice(page).elementHandle();
  const box = (await region.boundingBox())!;
  expect(box.x + box.width).toBeGreaterThan(1440 - 40);
  expect(box.y + box.height).toBeLessThan(900);
  expect(await notice(page).getByRole("link", { name: texts.notice.link.label }).getAttribute("href")).toBe(
    "/politica-de-privacidad/",
  );

  await notice(page).getByRole("button", { name: texts.notice.dismissLabel }).click();
  await notice(page).waitFor({ state: "detached" });
  expect(await page.evaluate((key) => window.localStorage.getItem(key), NOTICE_STORAGE_KEY)).toBe("true");

  for (const path of ["/", "/contacto/"]) {
    await visit(page, path);
    await waitForPageIdle(page, { afterFrame: true });
    expect(await page.evaluate(() => (window as { __noticeSeen?: boolean }).__noticeSeen ?? false)).toBe(false);
  }
  await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Inicio" }).click();
  await page.waitForURL(`${baseUrl()}/`);
  expect(await notice(page).count()).toBe(0);

  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  await context.close();
});

it("at 375 px is a compact bar beside the launcher (title, privacy link, 'Entendido'; the full text a tap away), and keyboard focus never lands under it", async () => {
  const { page, context } = await openPage(browser, "phone");
  await visit(page, "/contacto/");
  await notice(page).waitFor();
  const noticeBox = (await notice(page).boundingBox())!;
  const launcherBox = (await launcher(page).boundingBox())!;
  // Beside the launcher, on the same bottom line, two short lines high.
  expect(noticeBox.x + noticeBox.width).toBeLessThanOrEqual(launcherBox.x);
  expect(Math.abs(noticeBox.y + noticeBox.height - (launcherBox.y + launcherBox.height))).toBeLessThanOrEqual(1);
  expect(noticeBox.height).toBeLessThanOrEqual(120);
  await expect(notice(page).getByText(texts.notice.title).isVisible()).resolves.toBe(true);
  await expect(notice(page).getByRole("link", { name: texts.notice.link.label }).isVisible()).resolves.toBe(true);
  await expect(notice(page).getByRole("button", { name: texts.notice.dismissLabel }).isVisible()).resolves.toBe(true);

  // Tab through the whole page (the contact form's submit button included): every focused element
  // outside the notice/launcher corner must be scrolled clear of it (WCAG 2.4.11).
  const obscured: string[] = [];
  for (let step = 0; step < 150; step += 1) {
    await page.keyboard.press("Tab");
    const state = await page.evaluate(
      ({ openLabel, noticeLabel }) => {
        const active = document.activeElement as HTMLElement | null;
        const corner = [
          document.querySelector(`section[aria-label="${noticeLabel}"]`),
          document.querySelector(`button[aria-label="${openLabel}"]`),
        ];
        if (!active || corner.some((element) => element?.contains(active)))
          return { inDock: true, clear: true, name: "" };
        const { top, bottom } = active.getBoundingClientRect();
        const cornerTop = Math.min(...corner.map((element) => element?.getBoundingClientRect().top ?? Infinity));
        return {
          inDock: false,
          clear: bottom <= cornerTop || top >= window.innerHeight,
          name: `${active.outerHTML.slice(0, 60)} ${Math.round(top)}–${Math.round(bottom)} corner ${Math.round(cornerTop)}`,
        };
      },
      { openLabel: texts.chat.openLabel, noticeLabel: texts.notice.label },
    );
    if (state.inDock) break;
    if (!state.clear) obscured.push(state.name);
  }
  expect(obscured).toEqual([]);
  expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(texts.notice.expandLabel);

  const fullText = notice(page).getByText(texts.notice.text);
  await expect(fullText.isVisible()).resolves.toBe(false);
  const more = notice(page).getByRole("button", { name: texts.notice.expandLabel });
  await more.click();
  await expect(fullText.isVisible()).resolves.toBe(true);
  await expect(more.getAttribute("aria-expanded")).resolves.toBe("true");
  await more.click();
  await expect(fullText.isVisible()).resolves.toBe(false);
  await context.close();
});

describe.each([
  { width: 375, height: 667 },
  { width: 375, height: 812 },
])("on a $width × $height phone, while the notice shows", (viewport) => {
  /** The element is inside the viewport, clear of the notice and launcher, and a tap at its centre reaches it. */
  async function usable(page: Page, selector: string) {
    return page.evaluate((target) => {
      const element = document.querySelector<HTMLElement>(target)!;
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      // Points near each edge, inside even a pill-shaped button (hit testing follows rounded corners).
      const edges = [
        [0.1, 0.5],
        [0.9, 0.5],
        [0.5, 0.15],
        [0.5, 0.85],
      ].map(([fx, fy]) => document.elementFromPoint(box.left + box.width * fx!, box.top + box.height * fy!));
      return {
        inViewport: box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth,
        reachable: Boolean(hit && element.contains(hit)),
        uncovered: edges.every((point) => Boolean(point && element.contains(point))),
      };
    }, selector);
  }

  it("both hero buttons on / are fully visible and take a tap", async () => {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce", locale: "es-ES" });
    const page = await context.newPage();
    await visit(page, "/");
    await notice(page).waitFor();
    for (const label of ["Comenzar Ahora", "Ver Servicios"]) {
      const selector = `main a[href="${label === "Comenzar Ahora" ? "/contacto/" : "/servicios/"}"]`;
      await expect(page.locator(selector).first().textContent()).resolves.toContain(label);
      expect({ label, ...(await usable(page, selector)) }).toEqual({
        label,
        inViewport: true,
        reachable: true,
        uncovered: true,
      });
    }
    await context.close();
  });

  it("the contact form's title on /contacto/ is fully visible and reachable", async () => {
    const context = await browser.newContext({ viewport, reducedMotion: "reduce", locale: "es-ES" });
    const page = await context.newPage();
    await visit(page, "/contacto/");
    await notice(page).waitFor();
    expect(await usable(page, "#contact-form-title")).toEqual({ inViewport: true, reachable: true, uncovered: true });
    await context.close();
  });
});

it("appears without shifting anything (no layout shift)", async () => {
  const { page, context } = await openPage(browser, "phone");
  await context.addInitScript(() => {
    const state = window as typeof window & { __shift: number };
    state.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.__shift += (entry as PerformanceEntry & { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await visit(page, "/");
  await notice(page).waitFor();
  await waitForPageIdle(page, { afterFrame: true });
  expect(await page.evaluate(() => (window as typeof window & { __shift: number }).__shift)).toBe(0);
  await context.close();
});

it.each(["phone", "desktop"] as const)("has no WCAG 2.2 AA violations with the notice shown (%s)", async (viewport) => {
  const { page, context } = await openPage(browser, viewport);
  await visit(page, "/");
  await notice(page).waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await context.close();
});

import { list, named, obj, optionalText, pageHero, pageSeo, text } from "./shared";
import { legalDate, legalSection, legalText } from "./legal";
import type { ContentFileSpec } from "./types";

/** Where a browser keeps an entry: each has its own label on the page (`types`). */
export const STORAGE_TYPES = ["localStorage", "sessionStorage", "cookie", "indexedDB"] as const;
export type StorageType = (typeof STORAGE_TYPES)[number];

/**
 * The cookie policy (/politica-de-cookies/): every cookie and storage entry the site keeps on the
 * visitor's device, with what it is for, how long it stays, how to delete it and whether it needs
 * consent. A name ending in «…» stands for every key that starts with what comes before it.
 * __tests__/e2e/device-storage.e2e.ts fails when the pages write anything this list does not name.
 */
export const cookiesContent = {
  file: "cookies.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    updated: legalDate(),
    tocTitle: text(),
    intro: list(legalText()),
    labels: obj({ type: text(), purpose: text(), lifetime: text(), removal: text(), consent: text() }),
    types: obj(Object.fromEntries(STORAGE_TYPES.map((type) => [type, text()])) as Record<StorageType, ReturnType<typeof text>>),
    groups: list(
      named(
        "CookiesGroup",
        obj({
          anchor: text().matches(/^[a-z0-9-]+$/, "must be lowercase words joined by hyphens (it becomes the #anchor)"),
          title: text(),
          lead: optionalText(),
          items: list(
            named(
              "CookiesItem",
              obj({
                name: text(),
                type: text().oneOf([...STORAGE_TYPES], `must be one of: ${STORAGE_TYPES.join(", ")}`),
                purpose: text(),
                lifetime: text(),
                removal: text(),
                consent: text(),
              }),
            ),
          ),
        }),
      ),
    ),
    sections: list(legalSection()),
  }),
} satisfies ContentFileSpec;

import { list, obj, pageHero, pageSeo, text } from "./shared";
import { legalDate, legalSection } from "./legal";
import type { ContentFileSpec } from "./types";

/** The «Aviso legal» (/aviso-legal/): the provider's data LSSI-CE art. 10 requires, and the terms of use. */
export const legalNoticeContent = {
  file: "legal-notice.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    updated: legalDate(),
    tocTitle: text(),
    // Shown after the first section, filled from content/site.json (brand and contact).
    company: obj({
      title: text(),
      nameLabel: text(),
      taxIdLabel: text(),
      addressLabel: text(),
      registryLabel: text(),
      emailLabel: text(),
      phoneLabel: text(),
    }),
    sections: list(legalSection()),
  }),
} satisfies ContentFileSpec;

import { exactly, obj, pageHero, pageSeo, text } from "./shared";
import { legalDate, legalSection } from "./legal";
import type { ContentFileSpec } from "./types";

export const privacyContent = {
  file: "privacy.json",
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    // The spec dates the policy 13 August 2025; the page shows that and the date of the last change.
    published: legalDate(),
    updated: legalDate(),
    tocTitle: text(),
    controller: obj({ title: text(), nameLabel: text(), taxIdLabel: text(), addressLabel: text(), emailLabel: text() }),
    sections: exactly(legalSection(), 6),
  }),
} satisfies ContentFileSpec;

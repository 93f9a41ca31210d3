import { exactly, obj, pageHero, pageSeo, text } from "./shared";
import { legalDate, legalSection } from "./legal";
import type { ContentFileSpec } from "./types";

export const privacyContent: ContentFileSpec = {
  file: "privacy.json",
  sdl: `
    type PrivacyJson implements Node @dontInfer {
      seo: PageSeo!
      hero: PageHero!
      published: LegalDate!
      updated: LegalDate!
      tocTitle: String!
      controller: PrivacyController!
      sections: [LegalSection!]!
    }
    type PrivacyController @dontInfer { title: String!, nameLabel: String!, taxIdLabel: String!, addressLabel: String!, emailLabel: String! }
  `,
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
};

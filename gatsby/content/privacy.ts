import { exactly, list, obj, optionalText, pageHero, pageSeo, text } from "./shared";
import type { ContentFileSpec } from "./types";

/** Placeholders the privacy text may use; the page fills them from content/site.json. */
export const PRIVACY_TOKENS = ["brandName", "legalName", "email", "address"] as const;

const legalText = () =>
  text().test({
    name: "known-tokens",
    message: "unknown placeholder {${token}}; use one of: " + PRIVACY_TOKENS.map((t) => `{${t}}`).join(", "),
    params: { tokens: PRIVACY_TOKENS },
    test: (value, ctx) => {
      const unknown = [...(value ?? "").matchAll(/\{(\w+)\}/g)].find(([, token]) => !(PRIVACY_TOKENS as readonly string[]).includes(token ?? ""));
      return unknown ? ctx.createError({ params: { token: unknown[1] } }) : true;
    },
  });

const block = () =>
  obj({
    title: optionalText(),
    paragraphs: list(legalText()).optional().default(undefined),
    items: list(obj({ term: optionalText(), text: legalText() })).optional().default(undefined),
  }).test("has-text", "needs paragraphs or items", (value) => !value || Boolean(value.paragraphs ?? value.items));

export const privacyContent: ContentFileSpec = {
  file: "privacy.json",
  sdl: `
    type PrivacyJson implements Node @dontInfer {
      seo: PageSeo!
      hero: PageHero!
      updated: PrivacyUpdated!
      tocTitle: String!
      controller: PrivacyController!
      sections: [PrivacySection!]!
    }
    type PrivacyUpdated @dontInfer { label: String!, date: String! }
    type PrivacyController @dontInfer { title: String!, nameLabel: String!, taxIdLabel: String!, addressLabel: String!, emailLabel: String! }
    type PrivacySection @dontInfer { anchor: String!, title: String!, blocks: [PrivacyBlock!]! }
    type PrivacyBlock @dontInfer { title: String, paragraphs: [String!], items: [PrivacyItem!] }
    type PrivacyItem @dontInfer { term: String, text: String! }
  `,
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    updated: obj({
      label: text(),
      date: text().matches(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2025-08-13"),
    }),
    tocTitle: text(),
    controller: obj({ title: text(), nameLabel: text(), taxIdLabel: text(), addressLabel: text(), emailLabel: text() }),
    sections: exactly(
      obj({
        anchor: text().matches(/^[a-z0-9-]+$/, "must be lowercase words joined by hyphens (it becomes the #anchor)"),
        title: text(),
        blocks: list(block()),
      }),
      6,
    ),
  }),
};

import { obj, pageSeo, text } from "./shared";
import type { ContentFileSpec } from "./types";

export const contactContent: ContentFileSpec = {
  file: "contact.json",
  sdl: `
    type ContactJson implements Node @dontInfer {
      seo: PageSeo!
      hero: ContactHero!
      form: ContactForm!
    }
    type ContactHero @dontInfer { eyebrow: String!, title: String!, lead: String! }
    type ContactForm @dontInfer {
      title: String!, intro: String!, requiredNote: String!, submitLabel: String!, sendingLabel: String!, privacyNote: String!
    }
  `,
  schema: obj({
    seo: pageSeo(),
    hero: obj({ eyebrow: text(), title: text(), lead: text() }),
    form: obj({
      title: text(),
      intro: text(),
      requiredNote: text(),
      submitLabel: text(),
      sendingLabel: text(),
      privacyNote: text(),
    }),
  }),
};

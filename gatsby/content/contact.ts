import { exactly, imageBanner, obj, pageHero, pageSeo, sectionIntro, text } from "./shared";
import type { ContentFileSpec } from "./types";

export const contactContent: ContentFileSpec = {
  file: "contact.json",
  sdl: `
    type ContactJson implements Node @dontInfer {
      seo: PageSeo!
      hero: PageHero!
      form: ContactForm!
      info: ContactInfo!
      guarantee: ContactGuarantee!
      faq: ContactFaq!
      banner: ImageBanner!
    }
    type ContactForm @dontInfer {
      title: String!, intro: String!, requiredNote: String!, submitLabel: String!, sendingLabel: String!, privacyNote: String!
    }
    type ContactInfo @dontInfer { title: String!, lead: String!, email: ContactChannel!, phone: ContactPhoneChannel!, office: ContactChannel! }
    type ContactChannel @dontInfer { title: String!, note: String! }
    type ContactPhoneChannel @dontInfer { title: String! }
    type ContactGuarantee @dontInfer { title: String!, text: String! }
    type ContactFaq @dontInfer { intro: SectionIntro!, items: [FaqItem!]! }
    type FaqItem @dontInfer { question: String!, answer: String! }
  `,
  schema: obj({
    seo: pageSeo(),
    hero: pageHero(),
    form: obj({
      title: text(),
      intro: text(),
      requiredNote: text(),
      submitLabel: text(),
      sendingLabel: text(),
      privacyNote: text(),
    }),
    info: obj({
      title: text(),
      lead: text(),
      email: obj({ title: text(), note: text() }),
      // The phone card shows the opening hours from site.json, so it has no note of its own.
      phone: obj({ title: text() }),
      office: obj({ title: text(), note: text() }),
    }),
    guarantee: obj({ title: text(), text: text() }),
    faq: obj({ intro: sectionIntro(), items: exactly(obj({ question: text(), answer: text() }), 4) }),
    banner: imageBanner(),
  }),
};

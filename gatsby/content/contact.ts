import { SERVICE_OPTIONS } from "../../src/components/contact/contact-fields";
import { exactly, obj, optionalText, pageSeo, text } from "./shared";
import type { ContentFileSpec } from "./types";

const field = () => obj({ label: text(), placeholder: optionalText(), help: optionalText() });
const toast = () => obj({ title: text(), description: text() });

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
      fields: ContactFormFields!, serviceOptions: [String!]!, optionalLabel: String!, honeypotLabel: String!
      validation: ContactFormValidation!, toasts: ContactFormToasts!, serverErrors: ContactFormServerErrors!
    }
    type ContactFormField @dontInfer { label: String!, placeholder: String, help: String }
    type ContactFormFields @dontInfer {
      name: ContactFormField!, last_name: ContactFormField!, email: ContactFormField!, phone: ContactFormField!
      company: ContactFormField!, company_sector: ContactFormField!, interested_service: ContactFormField!, message: ContactFormField!
    }
    type ContactFormValidation @dontInfer {
      nameRequired: String!, lastNameRequired: String!, emailRequired: String!, emailInvalid: String!
      phoneRequired: String!, phoneInvalid: String!, sectorRequired: String!, serviceRequired: String!, tooLong: String!
    }
    type ContactToast @dontInfer { title: String!, description: String! }
    type ContactFormToasts @dontInfer { invalid: ContactToast!, connection: ContactToast!, failure: ContactToast!, success: ContactToast! }
    type ContactFormServerErrors @dontInfer {
      network: String!, timeout: String!, rejected: String!, forbidden: String!, rateLimited: String!, unavailable: String!
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
      fields: obj({
        name: field(),
        last_name: field(),
        email: field(),
        phone: field(),
        company: field(),
        company_sector: field(),
        interested_service: field(),
        message: field(),
      }),
      // The options are the values the database accepts (supabase/migrations): same text, same order.
      serviceOptions: exactly(text(), SERVICE_OPTIONS.length).test(
        "database-values",
        `must be exactly: ${SERVICE_OPTIONS.join(" | ")}`,
        (options) => SERVICE_OPTIONS.every((option, index) => options?.[index] === option),
      ),
      optionalLabel: text(),
      honeypotLabel: text(),
      validation: obj({
        nameRequired: text(),
        lastNameRequired: text(),
        emailRequired: text(),
        emailInvalid: text(),
        phoneRequired: text(),
        phoneInvalid: text(),
        sectorRequired: text(),
        serviceRequired: text(),
        tooLong: text().matches(/\$\{max\}/, "must contain the max placeholder where the limit goes"),
      }),
      toasts: obj({ invalid: toast(), connection: toast(), failure: toast(), success: toast() }),
      serverErrors: obj({
        network: text(),
        timeout: text(),
        rejected: text(),
        forbidden: text(),
        rateLimited: text(),
        unavailable: text(),
      }),
    }),
  }),
};

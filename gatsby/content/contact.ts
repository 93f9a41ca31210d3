import { SERVICE_OPTIONS } from "../../src/components/contact/contact-fields";
import { exactly, imageBanner, link, obj, optionalText, pageHero, pageSeo, sectionIntro, text } from "./shared";
import type { ContentFileSpec } from "./types";

const field = () => obj({ label: text(), placeholder: optionalText(), help: optionalText() });
const toast = () => obj({ title: text(), description: text() });

/** What a failure message may fill in from content/site.json. */
export const MESSAGE_PLACEHOLDERS = ["email", "phone"] as const;
type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

const placeholder = (name: string) => "${" + name + "}";

/**
 * A failure message: `${email}` and `${phone}` are replaced by the agency's contact data from
 * content/site.json; `needs` lists the ones the message must offer. One rule, so the CMS checks it as
 * one pattern (cms/src/model/rules.ts).
 */
const serverError = (...needs: MessagePlaceholder[]) =>
  text().test({
    name: "message-placeholders",
    params: { known: MESSAGE_PLACEHOLDERS, needs },
    test: (value, ctx) => {
      const text = value ?? "";
      // Messages as functions: yup would fill a "${…}" in a message string with its own parameters.
      if ([...text.matchAll(/\$\{([^}]*)\}/g)].some(([, name]) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name ?? ""))) {
        return ctx.createError({ message: () => `can fill in only ${MESSAGE_PLACEHOLDERS.map(placeholder).join(" and ")}` });
      }
      if (!needs.every((name) => text.includes(placeholder(name)))) {
        return ctx.createError({ message: () => `must offer ${needs.map(placeholder).join(" and ")} to reach us another way` });
      }
      return true;
    },
  });

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
      title: String!, intro: String!, requiredNote: String!, submitLabel: String!, sendingLabel: String!, privacyNote: String!, privacyLink: ContentLink!
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
      network: String!, timeout: String!, unavailable: String!, rateLimited: String!, configuration: String!, rejected: String!
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
      privacyLink: link(),
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
      serviceOptions: exactly(text(), SERVICE_OPTIONS.length).test({
        name: "database-values",
        message: `must be exactly: ${SERVICE_OPTIONS.join(" | ")}`,
        params: { values: SERVICE_OPTIONS },
        test: (options) => SERVICE_OPTIONS.every((option, index) => options?.[index] === option),
      }),
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
      // One sentence per failure class (src/components/contact/insert-outcome.ts), after failure.description.
      serverErrors: obj({
        network: serverError(),
        timeout: serverError(),
        unavailable: serverError(),
        rateLimited: serverError("email"),
        configuration: serverError("email", "phone"),
        rejected: serverError("email"),
      }),
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

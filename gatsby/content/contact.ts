import { exactly, imageBanner, link, named, obj, optionalText, pageHero, pageSeo, sectionIntro, text } from "./shared";
import type { ContentFileSpec } from "./types";

const field = () => named("ContactFormField", obj({ label: text(), placeholder: optionalText(), help: optionalText() }));
const toast = () => named("ContactToast", obj({ title: text(), description: text() }));
const channel = () => named("ContactChannel", obj({ title: text(), note: text() }));

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

export const contactContent = {
  file: "contact.json",
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
        siteFull: serverError("email", "phone"),
        configuration: serverError("email", "phone"),
        rejected: serverError("email"),
      }),
    }),
    info: obj({
      title: text(),
      lead: text(),
      email: channel(),
      // The phone card shows the opening hours from site.json, so it has no note of its own.
      phone: named("ContactPhoneChannel", obj({ title: text() })),
      office: channel(),
    }),
    guarantee: obj({ title: text(), text: text() }),
    faq: obj({ intro: sectionIntro(), items: exactly(named("FaqItem", obj({ question: text(), answer: text() })), 4) }),
    banner: imageBanner(),
  }),
} satisfies ContentFileSpec;

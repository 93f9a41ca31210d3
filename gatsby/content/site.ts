import * as yup from "yup";
import { imagePath, link, list, obj, optionalText, text } from "./shared";
import type { ContentFileSpec } from "./types";

export const siteContent = {
  file: "site.json",
  schema: obj({
    brand: obj({
      name: text(),
      legalName: text(),
      taxId: text(),
      // The Registro Mercantil entry (LSSI-CE art. 10); absent for a business that is not registered there.
      registry: optionalText(),
      tagline: text(),
      description: text(),
      logoAlt: text(),
      foundingYear: yup.number().strict().integer().min(1990).max(2100).required("required"),
    }),
    seo: obj({
      titleTemplate: text().matches(/%s/, "must contain %s where the page title goes"),
      defaultImage: imagePath(),
      defaultImageAlt: text(),
      locale: text(),
      twitterHandle: optionalText(),
    }),
    navigation: list(link(), { min: 5, max: 5 }),
    menu: obj({ openLabel: text(), closeLabel: text(), skipLink: text(), navLabel: text() }),
    contact: obj({
      email: text().email("must be an e-mail address"),
      phone: text().matches(/^\+\d{9,15}$/, "must be an international number such as +34954123456"),
      phoneDisplay: text(),
      hours: text(),
      openingHours: text(),
      streetAddress: text(),
      postalCode: text(),
      city: text(),
      region: text(),
      country: text(),
      countryCode: text().length(2, "must be a two-letter country code"),
      location: text(),
    }),
    // May be empty: a business without social profiles shows none (the launch check asks for real ones or none).
    social: list(
      obj({
        network: text().oneOf(["facebook", "instagram", "linkedin", "tiktok", "youtube", "x"], "unknown network"),
        label: text(),
        url: text().url("must be a full https:// address"),
      }),
      { min: 0 },
    ),
    footer: obj({
      navigationTitle: text(),
      legalTitle: text(),
      contactTitle: text(),
      legalLinks: list(link()),
      socialLabel: text().matches(/\{network\}/, "must contain {network}"),
      rightsReserved: text(),
    }),
    cookieNotice: obj({ label: text(), title: text(), text: text(), expandLabel: text(), link: link(), storageLink: link(), dismissLabel: text() }),
    chat: obj({
      openLabel: text(),
      closeLabel: text(),
      landmarkLabel: text(),
      title: text().matches(/24\/7/, "must say Maxi is available 24/7"),
      status: text(),
      newConversationLabel: text(),
      welcome: obj({ title: text(), subtitle: text(), startLabel: text() }),
      greetings: list(text(), { max: 3 }),
      logLabel: text(),
      botName: text(),
      userName: text(),
      inputLabel: text(),
      inputPlaceholder: text(),
      sendLabel: text(),
      typing: text(),
      loadingHistory: text(),
      newTabNote: text(),
      disclaimer: text(),
      errors: obj({ server: text(), timeout: text(), network: text(), retryHint: text() }),
      limits: obj({
        tooLong: text().matches(/\{max\}/, "must contain {max} where the character limit goes"),
        tooMany: text().matches(/\{max\}/, "must contain {max} where the hourly message limit goes"),
        clientBusy: text(),
        networkBusy: text(),
        siteBusy: text(),
        contact: text()
          .matches(/\{email\}/, "must contain {email} where the e-mail address goes")
          .matches(/\{phone\}/, "must contain {phone} where the phone number goes"),
        action: link(),
      }),
      // Maxi's answer without the model when the visitor's connection, network or the site has used its share
      // (gateway/reduced-answer.ts): the intro, the passages found in the knowledge file, then `contact`.
      reduced: obj({
        intro: text().matches(/\{reason\}/, "must contain {reason} where why Maxi answers in reduced mode goes"),
        noMatch: text().matches(/\{reason\}/, "must contain {reason} where why Maxi answers in reduced mode goes"),
        reasons: obj({ clientBusy: text(), networkBusy: text(), siteBusy: text() }),
        readMore: text(),
        contact: text()
          .matches(/\{email\}/, "must contain {email} where the e-mail address goes")
          .matches(/\{phone\}/, "must contain {phone} where the phone number goes"),
      }),
      // Shown instead of `status` (and the welcome) when the site was built without a chat endpoint.
      unavailable: obj({ status: text(), title: text(), text: text(), action: link() }),
    }),
  }),
} satisfies ContentFileSpec;

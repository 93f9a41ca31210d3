import * as yup from "yup";
import { imagePath, link, list, obj, optionalText, text } from "./shared";
import type { ContentFileSpec } from "./types";

export const siteContent: ContentFileSpec = {
  file: "site.json",
  sdl: `
    type SiteJson implements Node @dontInfer {
      brand: SiteBrand!
      seo: SiteSeo!
      navigation: [ContentLink!]!
      menu: SiteMenu!
      contact: SiteContact!
      social: [SiteSocial!]!
      footer: SiteFooter!
    }
    type SiteBrand @dontInfer { name: String!, legalName: String!, taxId: String!, tagline: String!, description: String!, logoAlt: String!, foundingYear: Int! }
    type SiteSeo @dontInfer { titleTemplate: String!, defaultImage: File! @fileByRelativePath, defaultImageAlt: String!, locale: String!, twitterHandle: String }
    type SiteMenu @dontInfer { openLabel: String!, closeLabel: String!, skipLink: String!, navLabel: String! }
    type SiteContact @dontInfer {
      email: String!, phone: String!, phoneDisplay: String!, hours: String!, openingHours: String!
      streetAddress: String!, postalCode: String!, city: String!, region: String!, country: String!, countryCode: String!, location: String!
    }
    type SiteSocial @dontInfer { network: String!, label: String!, url: String! }
    type SiteFooter @dontInfer {
      navigationTitle: String!, legalTitle: String!, contactTitle: String!
      legalLinks: [ContentLink!]!, socialLabel: String!, rightsReserved: String!
    }
  `,
  schema: obj({
    brand: obj({
      name: text(),
      legalName: text(),
      taxId: text(),
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
    social: list(
      obj({
        network: text().oneOf(["facebook", "instagram", "linkedin", "tiktok", "youtube", "x"], "unknown network"),
        label: text(),
        url: text().url("must be a full https:// address"),
      }),
    ),
    footer: obj({
      navigationTitle: text(),
      legalTitle: text(),
      contactTitle: text(),
      legalLinks: list(link()),
      socialLabel: text().matches(/\{network\}/, "must contain {network}"),
      rightsReserved: text(),
    }),
  }),
};

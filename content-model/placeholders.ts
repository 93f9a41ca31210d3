/**
 * Every value in the repository that stands in for the owner's real data, in one place. The content
 * values are recognisable as placeholders (a NIF that fails its checksum, street number 0, a phone
 * starting with 0, an e-mail on the reserved .example domain) so none can be mistaken for a real
 * company's; a production build refuses to ship any of them (gatsby/launch/launch-check.ts), and the
 * "Before launch" checklist in docs/deployment.md lists the same entries (a unit test keeps them in step).
 *
 * If a value listed here turns out to be the real one (the social profiles are plausible), replace the
 * entry's `value` with something else only after checking it with the owner.
 */
export interface ContentPlaceholder {
  /** File inside content/. */
  file: string;
  /** Path of the field; a list item is chosen by one of its keys: `social[network=facebook].url`. */
  field: string;
  /** The placeholder as the repository ships it. */
  value: string;
  /** What to put there, in Spanish and in English. */
  es: string;
  en: string;
}

export const CONTENT_PLACEHOLDERS: readonly ContentPlaceholder[] = [
  {
    file: "site.json",
    field: "brand.legalName",
    value: "Azahar Digital S.L.",
    es: "la razón social de la empresa, tal como figura en su escritura o en el censo de Hacienda",
    en: "the company's registered legal name, as in its deed of incorporation or the tax register",
  },
  {
    file: "site.json",
    field: "brand.taxId",
    value: "B00000001",
    es: "el NIF de la empresa (p. ej. B12345678)",
    en: "the company's tax identification number (NIF, e.g. B12345678)",
  },
  {
    file: "site.json",
    field: "brand.registry",
    value: "Registro Mercantil de Sevilla, tomo 0000, folio 0, hoja SE-000000",
    es: "la inscripción en el Registro Mercantil (registro, tomo, folio y hoja), o borra el campo si la empresa no está inscrita",
    en: "the Registro Mercantil entry (registry, volume, folio and sheet), or delete the field if the business is not registered there",
  },
  {
    file: "site.json",
    field: "contact.email",
    value: "hola@azahardigital.example",
    es: "el correo en el que el equipo atiende a los clientes",
    en: "the e-mail address where the team answers customers",
  },
  {
    file: "site.json",
    field: "contact.phone",
    value: "+34000000000",
    es: "el teléfono de la empresa con prefijo y sin espacios (p. ej. +34954123456)",
    en: "the company's phone number with its country code and no spaces (e.g. +34954123456)",
  },
  {
    file: "site.json",
    field: "contact.phoneDisplay",
    value: "000 00 00 00",
    es: "el mismo teléfono tal como se muestra (p. ej. 954 12 34 56)",
    en: "the same phone number as it is displayed (e.g. 954 12 34 56)",
  },
  {
    file: "site.json",
    field: "contact.streetAddress",
    value: "Calle Ejemplo, 0",
    es: "la calle y el número del domicilio social",
    en: "the street and number of the registered address",
  },
  {
    file: "site.json",
    field: "contact.postalCode",
    value: "41000",
    es: "el código postal del domicilio social",
    en: "the postal code of the registered address",
  },
  {
    file: "site.json",
    field: "social[network=facebook].url",
    value: "https://www.facebook.com/azahardigital",
    es: "la dirección de la página de Facebook de la empresa, o borra la entrada si no tiene",
    en: "the address of the company's Facebook page, or delete the entry if it has none",
  },
  {
    file: "site.json",
    field: "social[network=instagram].url",
    value: "https://www.instagram.com/azahardigital",
    es: "la dirección del perfil de Instagram de la empresa, o borra la entrada si no tiene",
    en: "the address of the company's Instagram profile, or delete the entry if it has none",
  },
  {
    file: "site.json",
    field: "seo.twitterHandle",
    value: "@azahardigital",
    es: "el usuario de la empresa en X (Twitter), o borra el campo si no tiene",
    en: "the company's X (Twitter) handle, or delete the field if it has none",
  },
];

/** The build settings a production site needs, and what each must hold. Read through src/config/env.ts and the CMS's settings. */
export interface SettingPlaceholder {
  variable:
    | "GATSBY_SITE_URL"
    | "GATSBY_SUPABASE_URL"
    | "GATSBY_SUPABASE_ANON_KEY"
    | "GATSBY_CHAT_WEBHOOK_URL"
    | "CMS_GITHUB_REPO";
  es: string;
  en: string;
}

export const SETTING_PLACEHOLDERS: readonly SettingPlaceholder[] = [
  {
    variable: "GATSBY_SITE_URL",
    es: "el dominio público del sitio con https:// (p. ej. https://www.tu-dominio.es): lo usan las URL canónicas, el sitemap y robots.txt",
    en: "the site's public origin with https:// (e.g. https://www.your-domain.es): canonical URLs, the sitemap and robots.txt use it",
  },
  {
    variable: "GATSBY_SUPABASE_URL",
    es: "la URL del proyecto de Supabase, https://<ref>.supabase.co: sin ella el formulario no guarda ningún contacto",
    en: "the Supabase project URL, https://<ref>.supabase.co: without it the form stores no lead",
  },
  {
    variable: "GATSBY_SUPABASE_ANON_KEY",
    es: "la clave anon (pública) de ese proyecto de Supabase",
    en: "that Supabase project's anon (public) key",
  },
  {
    variable: "GATSBY_CHAT_WEBHOOK_URL",
    es: "la dirección del chat de Maxi en n8n, https://<n8n>/webhook/<id>/chat: sin ella Maxi no responde",
    en: "Maxi's n8n chat address, https://<n8n>/webhook/<id>/chat: without it Maxi does not answer",
  },
  {
    variable: "CMS_GITHUB_REPO",
    es: "el repositorio de GitHub en el que guarda el editor de /admin/, propietario/nombre",
    en: "the GitHub repository /admin/ saves to, owner/name",
  },
];

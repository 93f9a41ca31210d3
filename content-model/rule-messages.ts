/**
 * The build's checks (yup tests in content-model/) in the editor's language. Every test a content
 * rule can carry has an entry here: the CMS generator and the save guard both fail loudly on a test
 * they do not know, so a new build rule cannot silently go unchecked in the editor.
 */
import { ARTICLE_SERVICE_LABELS } from "./article";
import { TESTIMONIAL_PAGE_LABELS } from "../src/config/testimonial-pages";
import { iconNames } from "../src/contracts/icon-names";

/** Spanish messages for the regular expressions the content rules use, by the expression's source. */
const PATTERN_MESSAGES: Readonly<Record<string, string>> = {
  "^\\/([a-z0-9-]+\\/)*$": "debe ser una ruta del sitio que empiece y acabe en «/», p. ej. /contacto/",
  "\\$\\{max\\}": "debe contener ${max} donde va el número máximo de caracteres",
  "^\\d{4}-\\d{2}-\\d{2}$": "debe ser una fecha con el formato AAAA-MM-DD, p. ej. 2025-08-13",
  "^[a-z0-9-]+$": "solo admite minúsculas sin tildes, números y guiones",
  "^(?=.{1,80}$)[a-z0-9]+(?:-[a-z0-9]+)*$":
    "solo admite palabras en minúscula sin tildes o números, unidas por un guion, hasta 80 caracteres",
  "%s": "debe contener %s donde va el título de cada página",
  "^\\+\\d{9,15}$": "debe ser un número internacional sin espacios, p. ej. +34954123456",
  "\\{network\\}": "debe contener {network} donde va el nombre de la red",
  "\\{max\\}": "debe contener {max} donde va el límite del chat, que se rellena solo",
  "\\{email\\}": "debe contener {email} donde va el email de contacto, que se rellena solo",
  "\\{phone\\}": "debe contener {phone} donde va el teléfono de contacto, que se rellena solo",
  "24\\/7": "debe decir que Maxi está disponible 24/7",
  "^\\/([a-z0-9-]+\\/)*(#[a-z0-9-]+)?$":
    "debe ser una ruta del sitio que empiece y acabe en «/», con un ancla opcional, p. ej. /sobre-nosotros/#equipo",
  "\\{minutes\\}": "debe contener {minutes} donde van los minutos de lectura, que se rellenan solos",
  "\\{page\\}": "debe contener {page} donde va el número de página, que se rellena solo",
  "\\{reason\\}": "debe contener {reason} donde va el motivo del modo reducido, que se rellena solo",
};

export function patternMessage(source: string): string {
  const message = PATTERN_MESSAGES[source];
  if (!message)
    throw new Error(`No Spanish message for the content pattern /${source}/: add it to content-model/rule-messages.ts`);
  return message;
}

export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** A string equal to one of `values`. */
export const oneOfPattern = (values: readonly string[]): string => `^(?:${values.map(escapeRegExp).join("|")})$`;

/** Text whose {placeholders} are all among `tokens` (the privacy policy's known-tokens rule). */
export const knownTokensPattern = (tokens: readonly string[]): string =>
  `^(?:[^{]|\\{(?!\\w+\\})|\\{(?:${tokens.map(escapeRegExp).join("|")})\\})*$`;

/**
 * Text whose ${placeholders} (a "$" followed by a complete "{…}") are all among `known`, and that
 * contains each of `needs` (the contact form's failure messages).
 */
export const messagePlaceholdersPattern = (known: readonly string[], needs: readonly string[]): string =>
  `^${needs.map((name) => `(?=[\\s\\S]*\\$\\{${escapeRegExp(name)}\\})`).join("")}` +
  `(?:[^$]|\\$(?!\\{[^}]*\\})|\\$\\{(?:${known.map(escapeRegExp).join("|")})\\})*$`;

export const messagePlaceholdersMessage = (known: readonly string[], needs: readonly string[]): string =>
  `usa solo los marcadores ${known.map((name) => "${" + name + "}").join(" y ")}` +
  (needs.length > 0
    ? ` e incluye ${needs.map((name) => "${" + name + "}").join(" y ")}, para que el visitante pueda contactarnos de otra forma`
    : "");

export const list = (values: readonly string[]): string => values.map((value) => `«${value}»`).join(", ");

/** Spanish names for the icons an editor can pick (src/contracts/icon-names.ts). */
const ICON_LABELS: Readonly<Record<(typeof iconNames)[number], string>> = {
  megaphone: "Megáfono",
  brain: "Cerebro",
  target: "Diana",
  workflow: "Flujo de trabajo",
  bot: "Robot",
  users: "Personas",
  cog: "Engranaje",
  lightbulb: "Bombilla",
  "line-chart": "Gráfico de líneas",
  "bar-chart": "Gráfico de barras",
  gauge: "Indicador",
  sparkles: "Destellos",
  rocket: "Cohete",
  shield: "Escudo",
  clock: "Reloj",
  database: "Base de datos",
  plug: "Enchufe",
  "trending-up": "Tendencia al alza",
  handshake: "Apretón de manos",
  video: "Vídeo",
  search: "Lupa",
  pen: "Pluma",
  layers: "Capas",
  mail: "Sobre",
  phone: "Teléfono",
  "map-pin": "Chincheta de mapa",
  check: "Marca de verificación",
  message: "Bocadillo de mensaje",
  zap: "Rayo",
  eye: "Ojo",
};

const NETWORK_LABELS: Readonly<Record<string, string>> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  tiktok: "TikTok",
  youtube: "YouTube",
  x: "X (Twitter)",
};

/** The label an editor sees for a value of a closed list (icons, social networks). */
export function optionLabel(value: string): string {
  const icon = ICON_LABELS[value as keyof typeof ICON_LABELS];
  return icon
    ? `${icon} (${value})`
    : (NETWORK_LABELS[value] ??
        (ARTICLE_SERVICE_LABELS as Readonly<Record<string, string>>)[value] ??
        (TESTIMONIAL_PAGE_LABELS as Readonly<Record<string, string>>)[value] ??
        value);
}

type Params = Readonly<Record<string, unknown>> | undefined;

const count = (n: unknown, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/**
 * The Spanish message for a failed build check, from yup's error `type` and `params`. `kind` is the
 * checked value's type, since min/max/length mean characters, items or numbers depending on it.
 */
export function ruleMessage(
  type: string,
  params: Params,
  kind: "string" | "array" | "number" | "object" | "other",
): string {
  const p = params ?? {};
  switch (type) {
    case "required":
    case "defined":
    case "optionality":
    case "nullable":
      return "es obligatorio";
    case "typeError":
      return "tiene un tipo de dato incorrecto";
    case "trim":
      return "no debe empezar ni terminar con espacios";
    case "noUnknown":
      return `tiene un campo desconocido (${(p.unknown as string | undefined) ?? ""})`;
    case "length":
      return kind === "array"
        ? `debe tener exactamente ${count(p.length, "elemento", "elementos")}`
        : `debe tener exactamente ${count(p.length, "carácter", "caracteres")}`;
    case "min":
      if (kind === "array") return `necesita al menos ${count(p.min, "elemento", "elementos")}`;
      return kind === "number"
        ? `debe ser como mínimo ${String(p.min)}`
        : `debe tener al menos ${count(p.min, "carácter", "caracteres")}`;
    case "max":
      if (kind === "array") return `admite como máximo ${count(p.max, "elemento", "elementos")}`;
      return kind === "number"
        ? `debe ser como máximo ${String(p.max)}`
        : `admite como máximo ${count(p.max, "carácter", "caracteres")}`;
    case "integer":
      return "debe ser un número entero";
    case "matches":
      return patternMessage((p.regex as RegExp).source);
    case "email":
      return "debe ser una dirección de correo electrónico";
    case "url":
      return "debe ser una dirección web completa, empezando por https://";
    case "oneOf": {
      const values = (p.values as string | undefined) ?? "";
      return `debe ser uno de los valores permitidos: ${values}`;
    }
    case "image-exists":
      return `no se encuentra la imagen ${(p.value as string | undefined) ?? ""}`;
    case "titles-in-order":
      return `los títulos deben ser, en este orden: ${list(p.titles as string[])}`;
    case "known-tokens":
      return `usa solo los marcadores ${(p.tokens as string[]).map((token) => `{${token}}`).join(", ")}`;
    case "message-placeholders":
      return messagePlaceholdersMessage(p.known as string[], p.needs as string[]);
    case "iso-datetime":
      return "debe ser una fecha y hora con su zona horaria, p. ej. 2026-11-18T09:00:00+01:00";
    case "team-member":
      return `«${(p.value as string | undefined) ?? ""}» no está en la lista del equipo (content/team.json)`;
    case "alt-with-image":
      return "es obligatorio cuando el artículo tiene imagen: describe lo que muestra";
    case "updated-after-date":
      return "no puede ser anterior a la fecha de publicación";
    case "unique-ids":
      return "dos elementos de la lista comparten identificador; cada uno necesita el suyo";
    case "consent-not-future":
      return "no puede ser posterior a hoy: la persona tiene que haber dado ya su autorización";
    case "permission-not-future":
      return "no puede ser posterior a hoy: el cliente tiene que haber dado ya su permiso";
    case "percentage-of":
      return "con la unidad %, di de qué es el porcentaje, p. ej. «de las visitas»";
    case "has-text":
      return "necesita párrafos, una lista o ambos";
    case "stated-figure-source":
      return `la respuesta da una cifra (${typeof p.figure === "string" ? `«${p.figure}»` : "un porcentaje o un plazo"}): añade de dónde sale en «Fuente de la cifra»`;
    default:
      throw new Error(`No Spanish message for the content check "${type}": add it to content-model/rule-messages.ts`);
  }
}

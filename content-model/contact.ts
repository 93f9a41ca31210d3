import {
  exactly,
  imageBanner,
  lead,
  link,
  longText,
  named,
  obj,
  optionalClaimSource,
  optionalText,
  pageHero,
  pageSeo,
  sectionIntro,
  STATED_FIGURE,
  text,
} from "./shared";
import type { ContentFileSpec } from "./types";

/** The words of one form field; its own label says which field. */
const field = (label: string) =>
  named(
    "ContactFormField",
    obj({
      label: text().label("Texto"),
      placeholder: optionalText().label("Texto de ejemplo"),
      help: optionalText().label("Ayuda"),
    }),
  ).label(label);
const toast = (label: string) =>
  named("ContactToast", obj({ title: text().label("Título"), description: longText("Descripción") })).label(label);
const channel = (label: string) =>
  named("ContactChannel", obj({ title: text().label("Título"), note: text().label("Nota") })).label(label);

/** What a failure message may fill in from content/site.json. */
export const MESSAGE_PLACEHOLDERS = ["email", "phone"] as const;
type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

const placeholder = (name: string) => "${" + name + "}";

/**
 * A failure message: `${email}` and `${phone}` are replaced by the agency's contact data from
 * content/site.json; `needs` lists the ones the message must offer. One rule, so the CMS checks it as
 * one pattern (content-model/rule-messages.ts).
 */
const serverError = (...needs: MessagePlaceholder[]) =>
  text().test({
    name: "message-placeholders",
    params: { known: MESSAGE_PLACEHOLDERS, needs },
    test: (value, ctx) => {
      const text = value ?? "";
      // Messages as functions: yup would fill a "${…}" in a message string with its own parameters.
      if (
        [...text.matchAll(/\$\{([^}]*)\}/g)].some(
          ([, name]) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name ?? ""),
        )
      ) {
        return ctx.createError({
          message: () => `can fill in only ${MESSAGE_PLACEHOLDERS.map(placeholder).join(" and ")}`,
        });
      }
      if (!needs.every((name) => text.includes(placeholder(name)))) {
        return ctx.createError({
          message: () => `must offer ${needs.map(placeholder).join(" and ")} to reach us another way`,
        });
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
      title: text().label("Título"),
      intro: longText("Introducción"),
      requiredNote: text().label("Nota de campos obligatorios"),
      submitLabel: text().label("Texto del botón de enviar"),
      sendingLabel: text().label("Texto mientras se envía"),
      privacyNote: longText("Aviso de privacidad"),
      privacyLink: link().label("Enlace a la política de privacidad"),
      fields: obj({
        name: field("Nombre"),
        last_name: field("Apellidos"),
        email: field("Email"),
        phone: field("Teléfono"),
        company: field("Empresa"),
        company_sector: field("Sector"),
        interested_service: field("Servicio de interés"),
        message: field("Mensaje"),
      }).label("Campos del formulario"),
      optionalLabel: text().label("Marca de campo opcional"),
      honeypotLabel: text()
        .label("Etiqueta del campo trampa (invisible)")
        .meta({ hint: "Solo lo leen los robots; no lo cambies sin motivo." }),
      validation: obj({
        nameRequired: text().label("Falta el nombre"),
        lastNameRequired: text().label("Faltan los apellidos"),
        emailRequired: text().label("Falta el email"),
        emailInvalid: text().label("Email no válido"),
        phoneRequired: text().label("Falta el teléfono"),
        phoneInvalid: text().label("Teléfono no válido"),
        sectorRequired: text().label("Falta el sector"),
        serviceRequired: text().label("Falta el servicio"),
        tooLong: text()
          .matches(/\$\{max\}/, "must contain the max placeholder where the limit goes")
          .label("Texto demasiado largo")
          .meta({ hint: "${max} se sustituye por el número máximo de caracteres." }),
      }).label("Mensajes de validación"),
      toasts: obj({
        invalid: toast("Formulario con errores"),
        connection: toast("Sin conexión con la base de datos"),
        failure: toast("Error al guardar"),
        success: toast("Mensaje enviado"),
      }).label("Avisos tras enviar"),
      // One sentence per failure class (src/components/contact/insert-outcome.ts), after failure.description.
      serverErrors: obj({
        network: serverError().label("Sin conexión"),
        timeout: serverError().label("Sin respuesta a tiempo"),
        unavailable: serverError().label("Servicio no disponible"),
        rateLimited: serverError("email").label("Demasiadas solicitudes").meta({ hint: "Debe incluir ${email}." }),
        siteFull: serverError("email", "phone")
          .label("Límite diario de toda la web")
          .meta({ hint: "Debe incluir ${email} y ${phone}: hoy el formulario no guarda más solicitudes." }),
        configuration: serverError("email", "phone")
          .label("Fallo de configuración")
          .meta({ hint: "Debe incluir ${email} y ${phone}: el visitante no puede usar el formulario." }),
        rejected: serverError("email").label("Solicitud rechazada"),
      }).label("Errores del servidor"),
    }).label("Formulario"),
    info: obj({
      title: text().label("Título"),
      lead: lead(text()),
      email: channel("Tarjeta de email"),
      // The phone card shows the opening hours from site.json, so it has no note of its own.
      phone: named("ContactPhoneChannel", obj({ title: text().label("Título") })).label("Tarjeta de teléfono"),
      office: channel("Tarjeta de oficina"),
    }).label("Datos de contacto"),
    guarantee: obj({ title: text().label("Título"), text: longText("Texto") }).label("Respuesta garantizada"),
    faq: obj({
      intro: sectionIntro(),
      items: exactly(
        named(
          "FaqItem",
          obj({
            question: text().label("Pregunta"),
            answer: longText("Respuesta"),
            source: optionalClaimSource(),
          }).test({
            name: "stated-figure-source",
            message: "its answer states a figure («${figure}»): add where it comes from (source)",
            test: (item, ctx) => {
              const figure = STATED_FIGURE.exec(item?.answer ?? "")?.[0];
              return !figure || (item?.source?.length ?? 0) > 0 || ctx.createError({ params: { figure } });
            },
          }),
        ),
        4,
      ).label("Preguntas"),
    }).label("Preguntas frecuentes"),
    banner: imageBanner(),
  }),
} satisfies ContentFileSpec;

import * as yup from "yup";
import { imagePath, link, list, longText, obj, optionalText, seoGroup, text } from "./shared";
import type { ContentFileSpec } from "./types";

/** Maxi's other ways to reach the agency, the e-mail and phone filled in from `contact`. */
const contactLine = () =>
  longText(
    "Otras formas de contacto",
    "{email} y {phone} se sustituyen por el email y el teléfono de Contacto, como enlaces.",
  )
    .matches(/\{email\}/, "must contain {email} where the e-mail address goes")
    .matches(/\{phone\}/, "must contain {phone} where the phone number goes");

export const siteContent = {
  file: "site.json",
  schema: obj({
    brand: obj({
      name: text().label("Nombre comercial"),
      legalName: text().label("Razón social"),
      taxId: text().label("NIF"),
      // The Registro Mercantil entry (LSSI-CE art. 10); absent for a business that is not registered there.
      registry: optionalText()
        .label("Inscripción en el Registro Mercantil")
        .meta({ hint: "Registro, tomo, folio y hoja. Déjalo vacío si la empresa no está inscrita." }),
      tagline: text().label("Lema"),
      description: longText("Descripción de la agencia"),
      logoAlt: text().label("Texto alternativo del logotipo"),
      foundingYear: yup.number().strict().integer().min(1990).max(2100).required("required").label("Año de fundación"),
    }).label("Marca"),
    seo: seoGroup(
      obj({
        titleTemplate: text()
          .matches(/%s/, "must contain %s where the page title goes")
          .label("Plantilla del título")
          .meta({ hint: "%s se sustituye por el título de cada página." }),
        defaultImage: imagePath()
          .label("Imagen para compartir")
          .meta({ hint: "1200 × 630 px; la muestran las redes al compartir una página." }),
        defaultImageAlt: text().label("Texto alternativo de la imagen para compartir"),
        locale: text().label("Idioma y país").meta({ hint: "Formato es_ES." }),
        twitterHandle: optionalText().label("Usuario de X (Twitter)"),
      }),
    ),
    navigation: list(link(), { min: 5, max: 5 })
      .label("Navegación principal")
      .meta({ hint: "Los cinco enlaces del menú, en orden." }),
    menu: obj({
      openLabel: text().label("Texto del botón para abrir"),
      closeLabel: text().label("Texto del botón para cerrar"),
      skipLink: text().label("Enlace para saltar al contenido"),
      navLabel: text().label("Nombre de la navegación (lectores de pantalla)"),
    }).label("Menú"),
    contact: obj({
      email: text().email("must be an e-mail address").label("Correo electrónico"),
      phone: text()
        .matches(/^\+\d{9,15}$/, "must be an international number such as +34954123456")
        .label("Teléfono (internacional)")
        .meta({ hint: "Solo cifras con prefijo, p. ej. +34954123456." }),
      phoneDisplay: text().label("Teléfono tal como se muestra"),
      hours: text().label("Horario"),
      openingHours: text()
        .label("Horario para buscadores")
        .meta({ hint: "Formato schema.org, p. ej. Mo-Fr 09:00-18:00." }),
      streetAddress: text().label("Dirección"),
      postalCode: text().label("Código postal"),
      city: text().label("Ciudad"),
      region: text().label("Comunidad autónoma"),
      country: text().label("País"),
      countryCode: text()
        .length(2, "must be a two-letter country code")
        .label("Código de país")
        .meta({ hint: "Dos letras, p. ej. ES." }),
      location: text().label("Ubicación tal como se muestra"),
    }).label("Contacto"),
    // May be empty: a business without social profiles shows none (the launch check asks for real ones or none).
    social: list(
      obj({
        network: text()
          .oneOf(["facebook", "instagram", "linkedin", "tiktok", "youtube", "x"], "unknown network")
          .label("Red social"),
        label: text().label("Nombre visible"),
        url: text()
          .url("must be a full https:// address")
          .label("Dirección web")
          .meta({ hint: "Completa, empezando por https://" }),
      }),
      { min: 0 },
    )
      .label("Redes sociales")
      .meta({ singular: "Red social" }),
    footer: obj({
      navigationTitle: text().label("Título de la columna de navegación"),
      legalTitle: text().label("Título de la columna legal"),
      contactTitle: text().label("Título de la columna de contacto"),
      legalLinks: list(link()).label("Enlaces legales").meta({ singular: "Enlace legal" }),
      socialLabel: text()
        .matches(/\{network\}/, "must contain {network}")
        .label("Texto de los enlaces sociales")
        .meta({ hint: "{network} se sustituye por el nombre de la red." }),
      rightsReserved: text().label("Texto de derechos reservados"),
    }).label("Pie de página"),
    claimSources: obj({
      title: text().label("Título de la lista de fuentes"),
      marker: text()
        .label("Nombre de la llamada a la fuente (lectores de pantalla)")
        .meta({ hint: "Se lee antes del número: «Fuente 1»." }),
      sample: text().label("Aviso de fuente de ejemplo"),
      checked: text().label("Texto antes de la fecha del dato"),
      caseLink: text()
        .label("Texto del enlace al caso que respalda una cifra")
        .meta({ hint: "Va delante del título del caso: «Lo demuestra el caso: …»." }),
      back: text()
        .label("Nombre del enlace de vuelta a la cifra (lectores de pantalla)")
        .meta({ hint: "Se lee antes del número: «Volver a la cifra 1»." }),
    })
      .label("Fuentes de las cifras")
      .meta({ hint: "Los textos de la lista que explica de dónde sale cada cifra (inicio y «Sobre nosotros»)." }),
    cookieNotice: obj({
      label: text().label("Nombre del aviso (lectores de pantalla)"),
      title: text().label("Título"),
      text: longText("Texto"),
      expandLabel: text().label("Texto del botón que muestra el aviso completo (móvil)"),
      link: link().label("Enlace"),
      storageLink: link()
        .label("Enlace a la política de cookies")
        .meta({ hint: "Se muestra al final del texto del aviso." }),
      dismissLabel: text().label("Texto del botón para aceptar"),
    }).label("Aviso de cookies"),
    chat: obj({
      openLabel: text().label("Texto del botón para abrir"),
      closeLabel: text().label("Texto del botón para cerrar"),
      landmarkLabel: text().label("Nombre de la zona del chat (lectores de pantalla)"),
      title: text()
        .matches(/24\/7/, "must say Maxi is available 24/7")
        .label("Título del chat")
        .meta({ hint: "Debe decir que Maxi está disponible 24/7." }),
      status: text().label("Estado"),
      newConversationLabel: text().label("Texto del botón de nueva conversación"),
      welcome: obj({
        title: text().label("Título"),
        subtitle: text().label("Subtítulo"),
        startLabel: text().label("Texto del botón para empezar"),
      }).label("Bienvenida"),
      greetings: list(text(), { max: 3 })
        .label("Saludos iniciales")
        .meta({ singular: "Saludo inicial", hint: "Los primeros mensajes de Maxi al abrir el chat." }),
      logLabel: text().label("Nombre del historial (lectores de pantalla)"),
      botName: text().label("Nombre del asistente"),
      userName: text().label("Nombre del visitante"),
      inputLabel: text().label("Etiqueta del cuadro de mensaje"),
      inputPlaceholder: text().label("Texto de ejemplo del cuadro de mensaje"),
      sendLabel: text().label("Texto del botón de enviar"),
      typing: text().label("Texto mientras Maxi escribe"),
      loadingHistory: text().label("Texto mientras carga el historial"),
      newTabNote: text().label("Aviso de enlace en pestaña nueva"),
      disclaimer: longText("Aviso legal del chat"),
      errors: obj({
        server: text().label("Error del servidor"),
        timeout: text().label("Sin respuesta a tiempo"),
        network: text().label("Sin conexión"),
        retryHint: text().label("Sugerencia para reintentar"),
      }).label("Mensajes de error"),
      limits: obj({
        tooLong: longText(
          "Mensaje demasiado largo",
          "{max} se sustituye por el máximo de caracteres por mensaje.",
        ).matches(/\{max\}/, "must contain {max} where the character limit goes"),
        tooMany: longText(
          "Demasiados mensajes en una hora",
          "{max} se sustituye por el máximo de mensajes por hora.",
        ).matches(/\{max\}/, "must contain {max} where the hourly message limit goes"),
        clientBusy: longText(
          "Demasiados mensajes desde una misma conexión",
          "Se muestra cuando Maxi ya ha respondido el máximo de mensajes a una misma conexión (el límite está en la base de datos).",
        ),
        networkBusy: longText(
          "Demasiados mensajes desde una misma red",
          "Se muestra cuando Maxi ya ha respondido hoy la parte del máximo diario que corresponde a una red (una oficina, un barrio o un proveedor de internet; el límite está en la base de datos).",
        ),
        siteBusy: longText(
          "Maxi ha llegado a su máximo diario",
          "Se muestra cuando la web ha agotado los mensajes de Maxi del día (el límite está en la base de datos).",
        ),
        contact: contactLine(),
        action: link().label("Botón"),
      }).label("Límites del chat"),
      // Maxi's answer without the model when the visitor's connection, network or the site has used its share
      // (gateway/reduced-answer.ts): the intro, the passages found in the knowledge file, then `contact`.
      reduced: obj({
        intro: longText("Introducción", "{reason} se sustituye por el motivo (abajo).").matches(
          /\{reason\}/,
          "must contain {reason} where why Maxi answers in reduced mode goes",
        ),
        noMatch: longText(
          "Introducción si la web no responde a la pregunta",
          "{reason} se sustituye por el motivo.",
        ).matches(/\{reason\}/, "must contain {reason} where why Maxi answers in reduced mode goes"),
        reasons: obj({
          clientBusy: longText("Muchos mensajes desde una misma conexión"),
          networkBusy: longText("Muchos mensajes hoy desde una misma red"),
          siteBusy: longText("Máximo diario de toda la web"),
        }).label("Motivos"),
        readMore: text().label("Texto antes del enlace a la página"),
        contact: contactLine(),
      })
        .label("Modo reducido (respuestas sin IA)")
        .meta({
          hint: "Lo que Maxi responde, sin IA, cuando una conexión o toda la web ha agotado sus mensajes: la introducción, los pasajes de la web que mejor encajan con la pregunta y las formas de contacto.",
        }),
      // Shown instead of `status` (and the welcome) when the site was built without a chat endpoint.
      unavailable: obj({
        status: text()
          .label("Estado cuando el chat no está disponible")
          .meta({ hint: "Sustituye a «Estado» si el sitio se publica sin la dirección del chat." }),
        title: text().label("Título"),
        text: longText("Texto"),
        action: link().label("Botón"),
      }).label("Chat no disponible"),
    }).label("Asistente Maxi"),
  }),
} satisfies ContentFileSpec;

/** The CMS's own interface texts (Decap's are in locale.ts): the notice of a save refused because the page changed. */
export const CMS_TEXTS = {
  staleSave: {
    /** Decap's error notice prints it after «No se ha guardado: ». */
    notice: (page: string) =>
      `otra persona ha guardado «${page}» mientras la editabas, así que no se ha escrito nada. Mira el aviso.`,
    title: "No se ha guardado: alguien ha cambiado esta página",
    explanation: (page: string) =>
      `Mientras editabas «${page}», otra persona guardó una versión nueva. Para no borrar su cambio no se ha escrito nada: ` +
      "tus cambios siguen en el formulario.",
    whatToDo:
      "Pulsa «Cargar su versión con mis cambios»: el formulario mostrará su versión con tus cambios aplicados encima. " +
      "Revísala en la vista previa y vuelve a publicar.",
    yourEdits: "Tus cambios",
    removed: "(vacío)",
    list: (count: number) => `(lista de ${count} ${count === 1 ? "elemento" : "elementos"})`,
    conflicts: "Estos campos los habéis cambiado los dos; se queda tu texto. Compáralo con el suyo antes de publicar:",
    theirs: "Su texto",
    rebase: "Cargar su versión con mis cambios",
    rebased: "Cargada su versión con tus cambios. Revísala y pulsa «Publicar».",
    close: "Cerrar",
  },
  /** Decap's error notice prints it after «No se ha guardado: ». */
  slugTaken: (slug: string) =>
    `ya hay un artículo con la dirección /blog/${slug}/, que sale de su título. Cambia el título de este ` +
    "(o ábrelo desde «Artículos» si querías editar aquel): lo que has escrito sigue en el formulario.",
  /** Decap's error notice prints it after «No se ha borrado: ». */
  staleDelete: (title: string) =>
    `otra persona ha cambiado «${title}» desde que lo abriste, así que no se ha borrado nada. ` +
    "Vuelve a abrirlo desde «Artículos» para ver su versión y decide entonces si lo borras.",
  listItem: {
    expand: "Desplegar el elemento",
    collapse: "Plegar el elemento",
    reorder: "Arrastrar para cambiar el orden",
    remove: "Quitar el elemento",
  },
  toolbar: {
    unsaved: "Cambios sin publicar",
    saved: "Publicado: sin cambios pendientes",
    publish: "Publicar",
    publishing: "Publicando…",
    viewPage: "Ver la página",
    viewSite: "Ver sitio",
    newArticle: "Artículo nuevo",
    deleteArticle: "Borrar el artículo",
  },
} as const;

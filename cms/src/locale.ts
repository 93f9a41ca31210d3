/**
 * Spanish for the parts of Decap's interface this site shows that its `es` locale leaves in English,
 * and clearer wording for the validation messages (the pattern message is our own Spanish sentence).
 */
import { es } from "decap-cms-locales";

type Phrases = { [key: string]: string | Phrases };

const OVERRIDES: Phrases = {
  auth: { loggingIn: "Iniciando sesión…" },
  collection: {
    sidebar: { allCollections: "Todas las colecciones", searchIn: "Buscar en" },
    // Decap's "＋" is missing from many fonts, and its spoken name differed from the visible one.
    collectionTop: {
      viewAsList: "Ver como lista",
      viewAsGrid: "Ver como cuadrícula",
      newButton: "Nuevo %{collectionLabel}",
      newButtonAriaLabel: "Nuevo %{collectionLabel}",
    },
  },
  editor: {
    editorControl: { field: { widgetLabel: "campo %{widgetLabel}" } },
    editorControlPane: {
      widget: {
        regexPattern: "%{fieldLabel}: %{pattern}.",
        invalidPath: "«%{path}» no es una ruta válida",
        pathExists: "La ruta «%{path}» ya existe",
      },
    },
    editor: {
      confirmLoadBackup:
        "Este navegador guarda cambios sin publicar de esta página, de una sesión anterior. ¿Quieres recuperarlos? (Si cancelas, se descartan.)",
      onLeavePage: "Tienes cambios sin publicar. ¿Seguro que quieres salir?",
      onDeletePublishedEntry:
        "¿Seguro que quieres borrar este artículo? Se quitará del sitio en la próxima publicación.",
      onDeleteWithUnsavedChanges:
        "¿Seguro que quieres borrar este artículo? Se perderán también los cambios que no has publicado.",
    },
    editorInterface: {
      togglePreview: "Mostrar u ocultar la vista previa",
      toggleScrollSync: "Desplazamiento sincronizado",
      toggleI18n: "Mostrar u ocultar idiomas",
      toggleNotes: "Mostrar u ocultar notas",
    },
    editorWidgets: {
      list: { add: "Añadir %{item}", addType: "Añadir %{item}" },
      object: { expand: "Desplegar", collapse: "Plegar" },
      image: {
        chooseUrl: "Insertar desde una URL",
        replaceUrl: "Sustituir por una URL",
        promptUrl: "Escribe la URL de la imagen",
      },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      copy: "Copiar",
      copyUrl: "Copiar URL",
      copyPath: "Copiar ruta",
      copyName: "Copiar nombre",
      copied: "Copiado",
    },
    mediaLibraryModal: { close: "Cerrar" },
  },
  ui: {
    default: { goBackToSite: "Volver al sitio" },
    settingsDropdown: { account: "Opciones de la cuenta" },
    toast: {
      missingRequiredField:
        "Falta algún campo obligatorio: lo verás marcado en rojo con su nombre. Complétalo antes de guardar.",
      onFailToPersist: "No se ha guardado: %{details}",
      onFailToDelete: "No se ha borrado: %{details}",
      onLoggedOut: "Se ha cerrado la sesión: copia lo que estabas escribiendo y vuelve a iniciar sesión.",
      onBackendDown: "El servicio de almacenamiento no responde. Más información: %{details}",
    },
  },
};

function merge(base: Phrases, extra: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const current = result[key];
    result[key] = typeof value === "object" && typeof current === "object" ? merge(current, value) : value;
  }
  return result;
}

export const spanishPhrases = (): Phrases => merge(es as Phrases, OVERRIDES);

/**
 * The article's body (Decap's rich-text widget is not part of this CMS): Markdown in a text box with a
 * toolbar for what articles use (headings 2 and 3, bold, italic, lists, links, quotes, images uploaded
 * through Decap's media library into content/images). The preview beside it shows the result as the
 * site draws it, as the editor types.
 */
import { Component, createRef } from "react";
import type { Map as ImmutableMap } from "immutable";
import { palette } from "../ui/palette";
import { insertImage, insertLink, prefixLines, wrapSelection, type Edited } from "./markdown-edits";
import type { WidgetProps } from "./widget-props";

interface Props extends WidgetProps<string> {
  mediaPaths: ImmutableMap<string, unknown>;
  onOpenMediaLibrary(options: Record<string, unknown>): void;
  onRemoveInsertedMedia(controlID: string): void;
  onRemoveMediaControl(controlID: string): void;
}

/** `label`: the button's text and name; `help`: what it does, shown on hover. */
type Action = { label: string; help: string; edit: (text: string, start: number, end: number) => Edited | undefined };

const LINK_PROMPT =
  "Dirección del enlace: una página del sitio acabada en «/» (/contacto/) o una web completa (https://…)";

const ACTIONS: readonly Action[] = [
  { label: "Título 2", help: "Título de un apartado (##)", edit: (t, s, e) => prefixLines(t, s, e, "## ") },
  { label: "Título 3", help: "Subtítulo dentro de un apartado (###)", edit: (t, s, e) => prefixLines(t, s, e, "### ") },
  {
    label: "Negrita",
    help: "Texto en negrita (**)",
    edit: (t, s, e) => wrapSelection(t, s, e, "**", "texto en negrita"),
  },
  {
    label: "Cursiva",
    help: "Texto en cursiva (_)",
    edit: (t, s, e) => wrapSelection(t, s, e, "_", "texto en cursiva"),
  },
  { label: "Lista", help: "Lista con viñetas (-)", edit: (t, s, e) => prefixLines(t, s, e, "- ") },
  { label: "Lista numerada", help: "Lista numerada (1.)", edit: (t, s, e) => prefixLines(t, s, e, "1. ") },
  { label: "Cita", help: "Cita destacada (>)", edit: (t, s, e) => prefixLines(t, s, e, "> ") },
  {
    label: "Enlace",
    help: "Enlace a una página del sitio o a otra web",
    edit: (t, s, e) => {
      const url = window.prompt(LINK_PROMPT)?.trim();
      return url ? insertLink(t, s, e, url) : undefined;
    },
  },
];

const button = {
  font: "inherit",
  fontSize: 14,
  fontWeight: 600,
  minWidth: 36,
  height: 32,
  padding: "0 8px",
  border: `1px solid ${palette.border}`,
  borderRadius: 4,
  background: palette.surface,
  color: palette.text,
  cursor: "pointer",
  "&:hover": { background: palette.activeBackground },
  "&:focus-visible": { outline: `3px solid ${palette.active}`, outlineOffset: 1 },
} as const;

export class MarkdownEditorControl extends Component<Props> {
  private readonly controlID = crypto.randomUUID();
  private readonly box = createRef<HTMLTextAreaElement>();
  /** Where the image goes: the cursor when the media library was opened. */
  private imageAt = 0;
  /** The media library's last choice, inserted once. */
  private inserted: string | undefined;

  override shouldComponentUpdate(next: Props) {
    return (
      next.value !== this.props.value ||
      next.classNameWrapper !== this.props.classNameWrapper ||
      next.mediaPaths.get(this.controlID) !== undefined
    );
  }

  override componentDidUpdate() {
    // A string, or a list when the library was opened with one (Decap's MEDIA_INSERT).
    const chosen = this.props.mediaPaths.get(this.controlID);
    const path = Array.isArray(chosen) ? (chosen[chosen.length - 1] as unknown) : chosen;
    if (typeof path !== "string" || path === "" || path === this.inserted) return;
    this.inserted = path;
    this.props.onRemoveInsertedMedia(this.controlID);
    this.apply(insertImage(this.text(), Math.min(this.imageAt, this.text().length), path));
  }

  override componentWillUnmount() {
    this.props.onRemoveMediaControl(this.controlID);
  }

  private text = () => (typeof this.props.value === "string" ? this.props.value : "");

  private apply(edited: Edited | undefined) {
    if (!edited) return;
    this.props.onChange(edited.text);
    // After Decap has re-rendered the box with the new text.
    requestAnimationFrame(() => {
      const box = this.box.current;
      if (!box) return;
      box.focus();
      box.setSelectionRange(edited.start, edited.end);
    });
  }

  private run(action: Action) {
    const box = this.box.current;
    const [start, end] = box ? [box.selectionStart, box.selectionEnd] : [this.text().length, this.text().length];
    this.apply(action.edit(this.text(), start, end));
  }

  private openImages = () => {
    this.imageAt = this.box.current?.selectionStart ?? this.text().length;
    this.inserted = undefined;
    this.props.onOpenMediaLibrary({
      controlID: this.controlID,
      forImage: true,
      allowMultiple: false,
      field: this.props.field,
    });
  };

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, onChange } = this.props;
    return (
      <div className={classNameWrapper} css={{ padding: 0 }}>
        <div
          role="toolbar"
          aria-label="Formato del texto"
          aria-controls={forID}
          css={{
            display: "flex",
            flexWrap: "wrap",
            gap: 6,
            padding: 8,
            borderBottom: `1px solid ${palette.border}`,
            background: palette.background,
          }}
        >
          {ACTIONS.map((action) => (
            <button key={action.label} type="button" title={action.help} css={button} onClick={() => this.run(action)}>
              {action.label}
            </button>
          ))}
          <button
            type="button"
            title="Sube una imagen o elige una de content/images"
            css={button}
            onClick={this.openImages}
          >
            Imagen
          </button>
        </div>
        <textarea
          id={forID}
          ref={this.box}
          value={this.text()}
          onChange={(event) => onChange(event.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          rows={24}
          spellCheck
          lang="es"
          css={{
            display: "block",
            width: "100%",
            minHeight: 360,
            padding: 16,
            border: 0,
            resize: "vertical",
            font: "15px/1.6 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
            color: palette.text,
            background: palette.surface,
            outline: "none",
          }}
        />
      </div>
    );
  }
}

export function MarkdownEditorPreview({ value }: { value?: string }) {
  return <pre css={{ whiteSpace: "pre-wrap" }}>{typeof value === "string" ? value : ""}</pre>;
}

/**
 * The notice of a refused save: what happened, that nothing was written, the editor's changes field by
 * field, and a way to go on without retyping them (rebase.ts). A modal alert dialog of the CMS's page
 * (not a toast that fades): focus moves into it and comes back when it closes.
 */
import { useEffect, useRef, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { fieldLabelPath } from "../model/save-check";
import { CMS_TEXTS } from "../texts";
import { palette } from "../ui/palette";
import type { StaleSave } from "./checked-save";
import { contentOf } from "./content-text";
import { editsBetween } from "./edits";
import { loadTheirsWithMine } from "./rebase";

const texts = CMS_TEXTS.staleSave;

function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return texts.removed;
  if (Array.isArray(value)) return texts.list(value.length);
  return typeof value === "string" ? value : JSON.stringify(value);
}

const valueAt = (data: unknown, path: string): unknown =>
  (path.match(/[^.[\]]+/g) ?? []).reduce<unknown>(
    (value, key) => (value as Record<string, unknown> | undefined)?.[key],
    data,
  );

const button = {
  font: "inherit",
  fontSize: 14,
  fontWeight: 600,
  borderRadius: 5,
  padding: "10px 16px",
  cursor: "pointer",
  border: `1px solid ${palette.active}`,
} as const;

function Dialog({ error, onClose }: { error: StaleSave; onClose: () => void }) {
  const { file, base, content } = error.save;
  const edits = editsBetween(contentOf(file, base), content);
  const theirs = contentOf(file, error.current);
  const [conflicts, setConflicts] = useState<string[] | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  const label = (path: string) => fieldLabelPath(file.fields, path);
  return (
    <div
      css={{
        position: "fixed",
        inset: 0,
        zIndex: 100000,
        display: "grid",
        placeItems: "center",
        padding: 16,
        background: "rgba(30, 37, 50, 0.5)",
      }}
    >
      <section
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="stale-save-title"
        aria-describedby="stale-save-explanation"
        css={{
          width: "min(40rem, 100%)",
          maxHeight: "calc(100vh - 32px)",
          overflow: "auto",
          background: palette.surface,
          color: palette.text,
          borderRadius: 8,
          borderTop: `6px solid ${palette.error}`,
          padding: "24px 28px",
          fontSize: 15,
          lineHeight: 1.5,
          boxShadow: "0 8px 32px rgba(0, 0, 0, 0.3)",
        }}
      >
        <h2
          id="stale-save-title"
          ref={heading}
          tabIndex={-1}
          css={{ fontSize: 20, margin: "0 0 12px", outline: "none" }}
        >
          {texts.title}
        </h2>
        <p id="stale-save-explanation" css={{ margin: "0 0 8px" }}>
          {texts.explanation(file.info.label)}
        </p>
        <p css={{ margin: "0 0 16px" }}>{texts.whatToDo}</p>
        <h3 css={{ fontSize: 15, margin: "0 0 8px" }}>{texts.yourEdits}</h3>
        <dl css={{ margin: "0 0 16px", display: "grid", gap: 8 }}>
          {edits.map((edit) => (
            <div key={edit.path} css={{ background: palette.background, borderRadius: 5, padding: "8px 12px" }}>
              <dt css={{ fontWeight: 600, fontSize: 13, color: palette.muted }}>{label(edit.path)}</dt>
              <dd css={{ margin: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{shown(edit.value)}</dd>
            </div>
          ))}
        </dl>
        <div role="status">
          {conflicts ? (
            <div
              css={{
                background: palette.warningBackground,
                color: palette.warning,
                borderRadius: 5,
                padding: "8px 12px",
                margin: "0 0 16px",
              }}
            >
              <p css={{ margin: 0, fontWeight: 600 }}>{texts.rebased}</p>
              {conflicts.length > 0 ? (
                <>
                  <p css={{ margin: "8px 0" }}>{texts.conflicts}</p>
                  <ul css={{ margin: 0, paddingLeft: 20 }}>
                    {conflicts.map((path) => (
                      <li key={path}>
                        {label(path)}. {texts.theirs}: «{shown(valueAt(theirs, path))}»
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </div>
          ) : null}
        </div>
        <div css={{ display: "flex", flexWrap: "wrap", gap: 12, justifyContent: "flex-end" }}>
          {conflicts === null ? (
            <button
              type="button"
              css={{ ...button, background: palette.active, color: palette.surface }}
              onClick={() => setConflicts(loadTheirsWithMine(error))}
            >
              {texts.rebase}
            </button>
          ) : null}
          <button
            type="button"
            css={{ ...button, background: palette.surface, color: palette.active }}
            onClick={onClose}
          >
            {texts.close}
          </button>
        </div>
      </section>
    </div>
  );
}

let root: Root | null = null;
let shownCount = 0;

/** Shows the notice for `error` (one at a time); returns the error, for the backend to throw. */
export function showStaleSave(error: StaleSave): StaleSave {
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const container =
    document.getElementById("stale-save") ??
    document.body.appendChild(Object.assign(document.createElement("div"), { id: "stale-save" }));
  // The rest of the CMS is out of reach (keyboard, pointer, screen readers) while the notice is open.
  const cms = document.getElementById("nc-root");
  cms?.setAttribute("inert", "");
  root ??= createRoot(container);
  const close = () => {
    cms?.removeAttribute("inert");
    root?.render(null);
    returnTo?.focus();
  };
  shownCount += 1;
  root.render(<Dialog key={shownCount} error={error} onClose={close} />);
  return error;
}

/**
 * «Cargar su versión con mis cambios»: after a refused save, the editor gets the file as it is now
 * with their own changes applied on top (edits.ts), as a draft with unsaved changes checked against the
 * new version. Decap has no public way to replace a draft, so this uses its store and entry actions,
 * as its own components do.
 */
import { fromJS, Map as ImmutableMap } from "immutable";
import { changeDraftField, createDraftFromEntry, entryLoaded } from "decap-cms-core/dist/esm/actions/entries";
import { store } from "decap-cms-core/dist/esm/redux";
import type { StaleSave } from "./checked-save";
import { contentOf } from "./content-text";
import { mergeEdits } from "./edits";
import { VERSION_KEY, rememberVersion, versionText } from "./versions";

type Entry = Record<string, unknown> & { data: Record<string, unknown> };

/** Loads their version with the editor's changes into the open entry; returns the fields both changed. */
export function loadTheirsWithMine(error: StaleSave): string[] {
  const state = store.getState();
  const draft = (state.entryDraft.get("entry") as ImmutableMap<string, unknown>).toJS() as Entry;
  const { [VERSION_KEY]: token, ...mine } = draft.data;
  const base = versionText(token) ?? error.save.base;
  const theirs = contentOf(error.save.file, error.current);
  const merged = mergeEdits(contentOf(error.save.file, base), theirs, mine);

  const collection = state.collections.get(draft.collection as string) as ImmutableMap<string, unknown>;
  const version = rememberVersion(error.current);
  const published: Entry = { ...draft, raw: error.current, data: { ...theirs, [VERSION_KEY]: version } };
  const rebased: Entry = {
    ...published,
    data: { ...(merged.data as Record<string, unknown>), [VERSION_KEY]: version },
  };
  store.dispatch(entryLoaded(collection, published));
  store.dispatch(createDraftFromEntry(rebased));
  // A draft made from an entry starts "unchanged"; setting one field to its own value has Decap compare
  // the whole draft with the published entry, which marks it changed and enables «Publicar».
  const [name] = Object.keys(mine);
  if (name !== undefined) {
    store.dispatch(
      changeDraftField({
        field: ImmutableMap({ name }),
        value: fromJS(rebased.data[name]),
        metadata: {},
        entries: [fromJS(published) as ImmutableMap<string, unknown>],
      }),
    );
  }
  return merged.conflicts;
}

/**
 * Decap keeps a backup of a draft in the browser (IndexedDB), offered back when the entry is opened
 * again after a reload or a crashed tab. It asks for the backup and loads the file at the same time,
 * and whichever arrives last fills the form: the backup, read from the disk, usually arrives first, is
 * accepted, and is then replaced by the loaded file, losing the draft (and Decap's toolbar fails on the
 * entry it does not have yet). So the backup is handed over only once the form holds the loaded file.
 */
import type { Map as ImmutableMap } from "immutable";
import { Backend } from "decap-cms-core/dist/esm/backend";
import { store } from "decap-cms-core/dist/esm/redux";

/** Resolves once the editor's draft is the loaded file of entry `slug` of `collection`, or its loading failed. */
function whenLoaded(collection: string, slug: string): Promise<void> {
  const loaded = () => {
    const state = store.getState();
    const draft = state.entryDraft.get("entry") as ImmutableMap<string, unknown> | undefined;
    const entry = state.entries.getIn(["entities", `${collection}.${slug}`]) as
      ImmutableMap<string, unknown> | undefined;
    return (draft?.get("collection") === collection && draft.get("slug") === slug) || entry?.get("error") !== undefined;
  };
  if (loaded()) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe(() => {
      if (!loaded()) return;
      unsubscribe();
      resolve();
    });
  });
}

export function offerBackupsAfterLoading(): void {
  const retrieve = Backend.prototype.getLocalDraftBackup;
  Backend.prototype.getLocalDraftBackup = async function (collection, slug) {
    const backup = await retrieve.call(this, collection, slug);
    if (backup.entry && slug) await whenLoaded(collection.get("name") as string, slug);
    return backup;
  };
}

/** Decap's GitHub backend with its save replaced by the checked one (github-save.ts). */
import { GitHubBackend } from "decap-cms-backend-github";
import type { ContentFile } from "../model/collections";
import { persistChecked } from "./github-save";
import type { StaleSaveHandler } from "./proxy-backend";

export function checkedGitHubBackend(files: readonly ContentFile[], onStale: StaleSaveHandler): typeof GitHubBackend {
  return class CheckedGitHubBackend extends GitHubBackend {
    /** One save at a time, as Decap's own backend does. */
    private saving: Promise<unknown> = Promise.resolve();

    override persistEntry(entry: DecapEntry, options: PersistOptions): Promise<unknown> {
      const api = this.api;
      if (!api) return Promise.reject(new Error("Not signed in to GitHub"));
      const run = this.saving.then(() => persistChecked(api, files, entry, options, onStale));
      this.saving = run.catch(() => undefined);
      return run;
    }
  };
}

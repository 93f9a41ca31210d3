/** Decap's GitHub backend with its save replaced by the checked one (github-save.ts), and its delete checked first. */
import { GitHubBackend } from "decap-cms-backend-github";
import type { ContentFile } from "../model/collections";
import { checkDelete, persistChecked } from "./github-save";
import type { OpenedVersion, StaleSaveHandler } from "./proxy-backend";

export function checkedGitHubBackend(
  files: readonly ContentFile[],
  onStale: StaleSaveHandler,
  openedVersion: OpenedVersion,
): typeof GitHubBackend {
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

    override async deleteFiles(paths: string[], commitMessage: string): Promise<unknown> {
      const api = this.api;
      if (!api) throw new Error("Not signed in to GitHub");
      await checkDelete(api, files, paths, openedVersion);
      return super.deleteFiles(paths, commitMessage);
    }
  };
}

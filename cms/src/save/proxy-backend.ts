/**
 * Decap's local-proxy backend (decap-server, which edits the files of the working copy), refusing a
 * save whose file changed on disk since the entry was opened, a new article whose file already exists,
 * and a delete of a file that changed since it was opened. decap-server writes and deletes whatever it
 * is sent, so each check is a read just before the write: a change landing between the two (a few
 * milliseconds on this machine) is the one it cannot see.
 */
import { ProxyBackend } from "decap-cms-backend-proxy";
import type { ContentFile } from "../model/collections";
import {
  checkedSave,
  fileLabel,
  fileToWrite,
  saved,
  savedFileAt,
  SlugTaken,
  StaleDelete,
  StaleSave,
} from "./checked-save";
import { contentOf } from "./content-text";

export type StaleSaveHandler = (error: StaleSave) => StaleSave;
/** The text of the version of the file at `path` the editor opened, if it is the open entry. */
export type OpenedVersion = (path: string) => string | undefined;

export function checkedProxyBackend(
  files: readonly ContentFile[],
  onStale: StaleSaveHandler,
  openedVersion: OpenedVersion,
): typeof ProxyBackend {
  return class CheckedProxyBackend extends ProxyBackend {
    /** The file's text now, "" when it does not exist (decap-server then answers `data: null`). */
    private async currentText(path: string): Promise<string> {
      const { data } = await this.getEntry(path);
      return data ?? "";
    }

    override async persistEntry(entry: DecapEntry, options: PersistOptions): Promise<unknown> {
      const saves = entry.dataFiles.map((dataFile) => checkedSave(files, dataFile, options.newEntry === true));
      for (const save of saves) {
        const current = await this.currentText(save.file.path);
        if (current === save.base) continue;
        if (save.base === "") throw new SlugTaken(save.dataFile.slug ?? save.file.info.name);
        throw onStale(new StaleSave(save, current));
      }
      const dataFiles = saves.map(fileToWrite);
      const result = await super.persistEntry({ ...entry, dataFiles }, options);
      saves.forEach((save, index) => saved(save, dataFiles[index]!));
      return result;
    }

    override async deleteFiles(paths: string[], commitMessage: string): Promise<unknown> {
      for (const path of paths) {
        const file = savedFileAt(files, path);
        // Images the media library deletes are not content files: nobody edits them in a form.
        if (!file) continue;
        const opened = openedVersion(path);
        if (opened === undefined || (await this.currentText(path)) !== opened)
          throw new StaleDelete(fileLabel(file, contentOf(file, opened ?? "")));
      }
      return super.deleteFiles(paths, commitMessage);
    }
  };
}

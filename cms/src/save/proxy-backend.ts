/**
 * Decap's local-proxy backend (decap-server, which edits the files of the working copy), refusing a
 * save whose file changed on disk since the entry was opened. decap-server writes whatever it is sent,
 * so the check is a read just before the write: a change landing between the two (a few milliseconds
 * on this machine) is the one it cannot see.
 */
import { ProxyBackend } from "decap-cms-backend-proxy";
import type { ContentFile } from "../model/collections";
import { checkedSave, fileToWrite, saved, StaleSave } from "./checked-save";

export type StaleSaveHandler = (error: StaleSave) => StaleSave;

export function checkedProxyBackend(files: readonly ContentFile[], onStale: StaleSaveHandler): typeof ProxyBackend {
  return class CheckedProxyBackend extends ProxyBackend {
    override async persistEntry(entry: DecapEntry, options: PersistOptions): Promise<unknown> {
      const saves = entry.dataFiles.map((dataFile) => checkedSave(files, dataFile));
      for (const save of saves) {
        const { data: current } = await this.getEntry(save.file.path);
        if (current !== save.base) throw onStale(new StaleSave(save, current));
      }
      const dataFiles = saves.map(fileToWrite);
      const result = await super.persistEntry({ ...entry, dataFiles }, options);
      saves.forEach((save, index) => saved(save, dataFiles[index]!));
      return result;
    }
  };
}

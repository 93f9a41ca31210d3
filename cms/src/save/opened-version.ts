/**
 * The version of a file the editor opened, read from Decap's store: the open entry's draft carries
 * its version's token (versions.ts). A delete is checked against it (proxy-backend.ts, github-save.ts).
 */
import type { Map as ImmutableMap } from "immutable";
import { store } from "decap-cms-core/dist/esm/redux";
import { VERSION_KEY, versionText } from "./versions";

export function openedVersion(path: string): string | undefined {
  const entry = store.getState().entryDraft.get("entry") as ImmutableMap<string, unknown> | undefined;
  const opened = entry?.get("path");
  if (typeof opened !== "string" || opened.replace(/^\/+/, "") !== path.replace(/^\/+/, "")) return undefined;
  return versionText(entry!.getIn(["data", VERSION_KEY]));
}

/**
 * Decap's GitHub backend, committing a save only on top of the version of the file the editor opened.
 * Decap's own save (API.persistFiles) builds the commit on the branch's head and moves the branch
 * without force, so GitHub refuses it if the branch moved during the save; but it never looks at the
 * file, so a change pushed while the entry was open was silently undone. This save reads the head,
 * checks each file's blob SHA in that very commit against the version the editor opened, and builds
 * the commit on it: a push after the check makes GitHub refuse the branch update, and the save starts
 * over from the new head (where the check sees the push if it touched the file).
 */
import type { GitHubApi } from "decap-cms-backend-github";
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
  type CheckedSave,
  type DataFile,
} from "./checked-save";
import { contentOf } from "./content-text";
import { gitBlobSha } from "./git-blob-sha";
import type { OpenedVersion, StaleSaveHandler } from "./proxy-backend";

/** Attempts when the branch moves between reading its head and updating it. */
const ATTEMPTS = 3;

const isNotFound = (error: unknown) => (error as { status?: number }).status === 404;
const isNotFastForward = (error: unknown) => (error as { status?: number }).status === 422;

/** The blob SHA of `path` in commit `commitSha`, or null when the commit has no such file. */
async function shaAt(api: GitHubApi, path: string, commitSha: string): Promise<string | null> {
  try {
    return await api.getFileSha(path, { branch: commitSha });
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function textOf(api: GitHubApi, path: string, sha: string | null): Promise<string> {
  if (!sha) return "";
  const text = await api.readFile(path, sha);
  return typeof text === "string" ? text : await text.text();
}

/** One attempt: check every file against `head`, commit on it, move the branch (refused if it moved). */
async function commitOnHead(
  api: GitHubApi,
  entry: DecapEntry,
  saves: readonly CheckedSave[],
  options: PersistOptions,
  onStale: StaleSaveHandler,
) {
  const head = (await api.getDefaultBranch()).commit.sha;
  for (const save of saves) {
    const sha = await shaAt(api, save.file.path, head);
    // A new article starts from no file at all.
    if (save.base === "" && sha !== null) throw new SlugTaken(save.dataFile.slug ?? save.file.info.name);
    if (save.base !== "" && sha !== (await gitBlobSha(save.base)))
      throw onStale(new StaleSave(save, await textOf(api, save.file.path, sha)));
  }
  const dataFiles: DataFile[] = saves.map(fileToWrite);
  const files = [...entry.assets, ...dataFiles] as Array<DecapEntry["assets"][number] & { sha?: string }>;
  await Promise.all(files.map((file) => api.uploadBlob(file)));
  const tree = await api.updateTree(
    head,
    files.map((file) => ({ path: file.path, sha: file.sha ?? null })),
  );
  const commit = await api.commit(options.commitMessage, tree);
  await api.patchBranch(api.branch, commit.sha);
  return dataFiles;
}

/** The save of one entry through `api` (exported for its test, which stubs the API). */
export async function persistChecked(
  api: GitHubApi,
  files: readonly ContentFile[],
  entry: DecapEntry,
  options: PersistOptions,
  onStale: StaleSaveHandler,
) {
  if (options.useWorkflow) throw new Error("The CMS saves straight to the branch (publish_mode: simple)");
  const saves = entry.dataFiles.map((dataFile) => checkedSave(files, dataFile, options.newEntry === true));
  for (let attempt = 1; ; attempt += 1) {
    try {
      const written = await commitOnHead(api, entry, saves, options, onStale);
      saves.forEach((save, index) => saved(save, written[index]!));
      return;
    } catch (error) {
      if (!isNotFastForward(error) || attempt === ATTEMPTS) throw error;
    }
  }
}

/**
 * Before a delete: every content file among `paths` must still be, in the branch's head, the version
 * the editor opened. Decap's delete then commits on the head without force, so a push in between makes
 * GitHub refuse it rather than delete a newer version unseen.
 */
export async function checkDelete(
  api: GitHubApi,
  files: readonly ContentFile[],
  paths: readonly string[],
  openedVersion: OpenedVersion,
): Promise<void> {
  const head = (await api.getDefaultBranch()).commit.sha;
  for (const path of paths) {
    const file = savedFileAt(files, path);
    if (!file) continue;
    const opened = openedVersion(path);
    const sha = await shaAt(api, path, head);
    if (opened === undefined || sha !== (await gitBlobSha(opened)))
      throw new StaleDelete(fileLabel(file, contentOf(file, opened ?? "")));
  }
}

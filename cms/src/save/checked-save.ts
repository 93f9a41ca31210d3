/**
 * What both backends do around a save: read, from the text Decap hands them, the entry and the version
 * it started from; refuse the save if the file is no longer that version (someone else saved it
 * meanwhile, or a commit was pushed); otherwise write it in its own layout, and let the entry's next
 * save start from what was written.
 */
import { articleFileAt } from "../model/articles";
import { fileAtPath, type ContentFile } from "../model/collections";
import { CMS_TEXTS } from "../texts";
import { contentOf, contentText } from "./content-text";
import { readDraft } from "./draft-text";
import { editsBetween, type Edit } from "./edits";
import { advanceVersion } from "./versions";

/** One file of a Decap save. */
export type DataFile = DecapEntry["dataFiles"][number];

export interface CheckedSave {
  file: ContentFile;
  token: string;
  /** The text of the version the editor started from. */
  base: string;
  /** The entry as the editor left it. */
  content: Record<string, unknown>;
  dataFile: DataFile;
}

/** The file changed since the editor opened it: nothing was written. */
export class StaleSave extends Error {
  constructor(
    readonly save: CheckedSave,
    /** The file as it is now ("" when it no longer exists). */
    readonly current: string,
  ) {
    super(CMS_TEXTS.staleSave.notice(save.file.info.label));
    // Decap prints String(error) in its error notice; without a name that is the message alone.
    this.name = "";
  }

  /** The editor's changes, from the version they opened to their draft. */
  get edits(): Edit[] {
    return editsBetween(contentOf(this.save.file, this.save.base), this.save.content);
  }
}

/** A new article whose address is already another article's: nothing was written. */
export class SlugTaken extends Error {
  constructor(readonly slug: string) {
    super(CMS_TEXTS.slugTaken(slug));
    this.name = "";
  }
}

/** A delete of a file that changed since the editor opened it (or whose opened version is unknown): nothing was deleted. */
export class StaleDelete extends Error {
  constructor(readonly label: string) {
    super(CMS_TEXTS.staleDelete(label));
    this.name = "";
  }
}

/** The file the CMS edits at a repository path: a page's JSON file, or an article. */
export const savedFileAt = (files: readonly ContentFile[], path: string): ContentFile | undefined =>
  fileAtPath(files, path) ?? articleFileAt(path);

/** The name an editor knows a file by: its title (an article's) or its entry's label. */
export function fileLabel(file: ContentFile, content: Record<string, unknown>): string {
  return typeof content.title === "string" && file.format === "markdown" ? content.title : file.info.label;
}

/**
 * A save of one of Decap's data files. `newEntry`: the editor is creating the file (an article), so
 * the version it starts from is "no file at all".
 */
export function checkedSave(files: readonly ContentFile[], dataFile: DataFile, newEntry = false): CheckedSave {
  const found = savedFileAt(files, dataFile.path);
  if (!found) throw new Error(`${dataFile.path} is not a content file the CMS edits`);
  const { content, version } = readDraft(dataFile.raw);
  if (!version && !newEntry)
    throw new Error(`${dataFile.path}: the entry does not say which version of the file it was opened from`);
  const file = { ...found, info: { ...found.info, label: fileLabel(found, content) } };
  return { file, token: version?.token ?? "", base: version?.base ?? "", content, dataFile };
}

/** The Decap data file to write, once the file is known to be still the version the editor opened. */
export const fileToWrite = (save: CheckedSave): DataFile => ({
  ...save.dataFile,
  raw: contentText(save.file, save.content, save.base),
});

/** After the write: the entry's next save is checked against what was written. */
export function saved(save: CheckedSave, written: DataFile): void {
  // A new article has no token: Decap opens the created file afresh, as a version of its own.
  if (save.token !== "") advanceVersion(save.token, written.raw);
}

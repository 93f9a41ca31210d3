// Decap's backends, widgets and locales ship without type declarations: the parts this project uses.

/** What Decap asks a backend to save (its `Entry`): the entry's files and the images uploaded with it. */
interface DecapEntry {
  dataFiles: Array<{ path: string; raw: string; slug?: string; newPath?: string }>;
  assets: Array<{ path: string; sha?: string; raw?: string; toBase64?: () => Promise<string> }>;
}

interface PersistOptions {
  commitMessage: string;
  useWorkflow?: boolean;
  /** The entry is being created (a new article): its file should not exist yet. */
  newEntry?: boolean;
}
declare module "decap-cms-backend-github" {
  /** decap-cms-backend-github/src/API.ts, the methods a save uses. */
  export interface GitHubApi {
    branch: string;
    getDefaultBranch(): Promise<{ commit: { sha: string } }>;
    /** The blob SHA of `path` in the tree of `branch` (a branch name or a commit SHA); rejects with status 404 when absent. */
    getFileSha(path: string, options?: { branch?: string }): Promise<string>;
    readFile(path: string, sha?: string | null, options?: { branch?: string }): Promise<string | Blob>;
    uploadBlob(item: { raw?: string; sha?: string; toBase64?: () => Promise<string> }): Promise<unknown>;
    updateTree(
      baseSha: string,
      files: ReadonlyArray<{ path: string; sha: string | null; newPath?: string }>,
    ): Promise<{ sha: string; parentSha: string }>;
    commit(message: string, changeTree: { sha: string; parentSha: string }): Promise<{ sha: string }>;
    /** Not forced unless asked: GitHub refuses it (422) when `sha` does not descend from the branch's head. */
    patchBranch(branchName: string, sha: string, options?: { force?: boolean }): Promise<unknown>;
  }
  export class GitHubBackend {
    constructor(config: unknown, options?: unknown);
    api: GitHubApi | null;
    persistEntry(entry: DecapEntry, options: PersistOptions): Promise<unknown>;
    deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  }
}
declare module "decap-cms-backend-proxy" {
  export class ProxyBackend {
    constructor(config: unknown, options?: unknown);
    /** `data` is null when the file does not exist. */
    getEntry(path: string): Promise<{ file: { path: string }; data: string | null }>;
    persistEntry(entry: DecapEntry, options: PersistOptions): Promise<unknown>;
    deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
  }
}
declare module "decap-cms-locales" {
  export const es: Record<string, unknown>;
}
declare module "decap-cms-widget-*" {
  const widget: { Widget(): import("decap-cms-core").CmsWidgetParam };
  export default widget;
}

// Decap's own store and entry actions, for loading a newer version of a file into the editor with the
// editor's changes (save/rebase.ts). They are the modules Decap's components use (decap-cms-core 3.19).
declare module "decap-cms-core/dist/esm/redux" {
  type State = Readonly<Record<"entryDraft" | "entries" | "collections", import("immutable").Map<string, unknown>>>;
  export const store: {
    getState(): State;
    dispatch(action: unknown): unknown;
    subscribe(listener: () => void): () => void;
  };
}
declare module "decap-cms-core/dist/esm/actions/entries" {
  type Entry = Record<string, unknown>;
  export function entryLoaded(collection: import("immutable").Map<string, unknown>, entry: Entry): unknown;
  export function createDraftFromEntry(entry: Entry): unknown;
  export function changeDraftField(change: {
    field: import("immutable").Map<string, unknown>;
    value: unknown;
    metadata: Record<string, unknown>;
    entries: ReadonlyArray<import("immutable").Map<string, unknown>>;
  }): unknown;
}
declare module "decap-cms-core/dist/esm/backend" {
  export class Backend {
    getLocalDraftBackup(
      collection: import("immutable").Map<string, unknown>,
      slug: string,
    ): Promise<{ entry?: unknown }>;
    /** The file name of a new entry: the one its fields make, or the next free one ("x-1"). */
    generateUniqueSlug(
      collection: import("immutable").Map<string, unknown>,
      entryData: import("immutable").Map<string, unknown>,
      config: { slug?: unknown },
      usedSlugs: unknown,
      customPath?: string,
    ): Promise<string>;
  }
}
declare module "decap-cms-core/dist/esm/lib/formatters" {
  export function slugFormatter(
    collection: import("immutable").Map<string, unknown>,
    entryData: import("immutable").Map<string, unknown>,
    slugConfig: unknown,
  ): string;
}
declare module "decap-cms-ui-default" {
  import type { ComponentType, ReactNode } from "react";
  export const Dropdown: ComponentType<{
    renderButton: () => ReactNode;
    dropdownTopOverlap?: string;
    dropdownWidth?: string;
    dropdownPosition?: "left" | "right";
    children: ReactNode;
  }>;
  export const DropdownItem: ComponentType<{ label: string; onClick: () => void }>;
  export const DropdownButton: ComponentType<{ "aria-label"?: string; className?: string; children: ReactNode }>;
  export const Icon: ComponentType<{
    type: string;
    size?: "xsmall" | "small" | "medium" | "large";
    direction?: "right" | "down" | "left" | "up";
    className?: string;
  }>;
}
declare module "decap-cms-ui-default/dist/esm/Icon" {
  const Icon: import("react").ComponentType<{
    type: string;
    size?: "xsmall" | "small" | "medium" | "large";
    direction?: "right" | "down" | "left" | "up";
    className?: string;
  }>;
  export default Icon;
}
declare module "decap-cms-core/dist/esm/routing/history" {
  interface Location {
    pathname: string;
  }
  export const history: {
    location: Location;
    listen(listener: (location: Location) => void): () => void;
    replace(path: string): void;
  };
}

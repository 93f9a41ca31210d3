/**
 * @jest-environment node
 *
 * The GitHub backend's save, against a stubbed GitHub API that behaves as GitHub does where it matters:
 * commits are built on a base commit, and a branch moves only forward (a non-forced update from a
 * commit that does not descend from its head is refused with 422).
 */
import fs from "node:fs";
import path from "node:path";
import type { GitHubApi } from "decap-cms-backend-github";
import { contentFileList } from "../../cms/src/model/collections";
import { homeContent } from "../../content-model/home";
import type { ContentOf } from "../../content-model/types";
import { SlugTaken, StaleDelete, StaleSave } from "../../cms/src/save/checked-save";
import { articleFormat, contentFormat } from "../../cms/src/save/draft-text";
import { gitBlobSha } from "../../cms/src/save/git-blob-sha";
import { checkDelete, persistChecked } from "../../cms/src/save/github-save";
import { VERSION_KEY } from "../../cms/src/save/versions";

const files = contentFileList();
const HOME = "content/home.json";
const homeText = fs.readFileSync(path.resolve(__dirname, "../../content/home.json"), "utf8");

type Tree = ReadonlyMap<string, string>;

class StubGitHub implements GitHubApi {
  branch = "main";
  head = "";
  readonly blobs = new Map<string, string>();
  readonly commits = new Map<string, { tree: Tree; parent: string | null; message: string }>();
  private readonly trees = new Map<string, Tree>();
  private count = 0;
  /** Runs once, just before the next branch update: another push landing during a save. */
  beforeNextUpdate: (() => Promise<void>) | null = null;

  private constructor() {
    this.head = this.record(new Map(), null, "initial");
  }

  /** A repository whose branch holds `files`. */
  static async holding(files: Record<string, string>): Promise<StubGitHub> {
    const github = new StubGitHub();
    await github.pushFiles(files);
    return github;
  }

  private record(tree: Tree, parent: string | null, message: string): string {
    this.count += 1;
    const sha = `commit-${this.count}`;
    this.commits.set(sha, { tree, parent, message });
    return sha;
  }

  /** Another editor's commit (or a developer's push) on the branch. */
  async pushFiles(changes: Record<string, string>): Promise<void> {
    const tree = new Map(this.commits.get(this.head)!.tree);
    for (const [file, text] of Object.entries(changes)) {
      const sha = await gitBlobSha(text);
      this.blobs.set(sha, text);
      tree.set(file, sha);
    }
    this.head = this.record(tree, this.head, "push");
  }

  textAtHead(file: string): string {
    return this.blobs.get(this.commits.get(this.head)!.tree.get(file)!)!;
  }

  async getDefaultBranch() {
    return { commit: { sha: this.head } };
  }

  async getFileSha(file: string, { branch = this.branch }: { branch?: string } = {}) {
    const commit = this.commits.get(branch === this.branch ? this.head : branch);
    const sha = commit?.tree.get(file);
    if (!sha) throw Object.assign(new Error("Not Found"), { status: 404 });
    return sha;
  }

  async readFile(_file: string, sha?: string | null) {
    return this.blobs.get(sha!)!;
  }

  async uploadBlob(item: { raw?: string; sha?: string }) {
    item.sha = await gitBlobSha(item.raw!);
    this.blobs.set(item.sha, item.raw!);
    return item;
  }

  async updateTree(baseSha: string, changes: ReadonlyArray<{ path: string; sha: string | null }>) {
    const tree = new Map(this.commits.get(baseSha)!.tree);
    for (const change of changes) {
      if (change.sha === null) tree.delete(change.path);
      else tree.set(change.path, change.sha);
    }
    const sha = `tree-${this.trees.size + 1}`;
    this.trees.set(sha, tree);
    return { sha, parentSha: baseSha };
  }

  async commit(message: string, changeTree: { sha: string; parentSha: string }) {
    return { sha: this.record(this.trees.get(changeTree.sha)!, changeTree.parentSha, message) };
  }

  async patchBranch(branchName: string, sha: string, { force = false }: { force?: boolean } = {}) {
    const pending = this.beforeNextUpdate;
    this.beforeNextUpdate = null;
    await pending?.();
    if (branchName !== this.branch) throw new Error(`unknown branch ${branchName}`);
    if (!force && this.commits.get(sha)!.parent !== this.head)
      throw Object.assign(new Error("Update is not a fast forward"), { status: 422 });
    this.head = sha;
    return {};
  }
}

/** What Decap hands the backend for a save of the home page opened at `opened` and edited by `edit`. */
function homeSave(opened: string, edit: (data: ContentOf<typeof homeContent>) => void) {
  const data = contentFormat.fromFile(opened) as ContentOf<typeof homeContent>;
  edit(data);
  return { data, entry: { dataFiles: [{ path: HOME, slug: "home", raw: contentFormat.toFile(data) }], assets: [] } };
}

const options = { commitMessage: "Update Pages “home”" };
const retitled = (text: string) =>
  text.replace('"title": "Transforma tu negocio con",', '"title": "Impulsa tu negocio con",');
const otherEyebrow = (text: string) =>
  text.replace('"eyebrow": "Agencia de IA y marketing digital · Sevilla",', '"eyebrow": "Agencia de IA en Sevilla",');

describe("a save through GitHub", () => {
  it("commits the edited line on top of the version the editor opened", async () => {
    const github = await StubGitHub.holding({ [HOME]: homeText });
    const opened = github.head;
    const { entry } = homeSave(homeText, (data) => (data.hero.title = "Impulsa tu negocio con"));
    const onStale = jest.fn((error: StaleSave) => error);
    await persistChecked(github, files, entry, options, onStale);
    expect(onStale).not.toHaveBeenCalled();
    expect(github.commits.get(github.head)).toMatchObject({ parent: opened, message: options.commitMessage });
    expect(github.textAtHead(HOME)).toBe(retitled(homeText));
  });

  it("is refused, committing nothing, when the file's SHA on the branch is no longer the one the editor opened", async () => {
    const github = await StubGitHub.holding({ [HOME]: homeText });
    const { entry } = homeSave(homeText, (data) => (data.hero.title = "Impulsa tu negocio con"));
    await github.pushFiles({ [HOME]: otherEyebrow(homeText) });
    const theirs = github.head;
    const onStale = jest.fn((error: StaleSave) => error);
    const save = persistChecked(github, files, entry, options, onStale);
    await expect(save).rejects.toBeInstanceOf(StaleSave);
    await expect(save).rejects.toThrow("otra persona ha guardado «Inicio» mientras la editabas");
    expect(github.head).toBe(theirs);
    expect(github.textAtHead(HOME)).toBe(otherEyebrow(homeText));
    // The notice gets their version and the editor's own change, to offer them together.
    expect(onStale.mock.calls[0]![0].current).toBe(otherEyebrow(homeText));
    expect(onStale.mock.calls[0]![0].edits).toEqual([{ path: "hero.title", value: "Impulsa tu negocio con" }]);
  });

  it("starts over on the new head when a push to another file lands during the save, and still commits", async () => {
    const github = await StubGitHub.holding({ [HOME]: homeText, "README.md": "# Sitio\n" });
    const { entry } = homeSave(homeText, (data) => (data.hero.title = "Impulsa tu negocio con"));
    github.beforeNextUpdate = () => github.pushFiles({ "README.md": "# Sitio web\n" });
    await persistChecked(github, files, entry, options, (error) => error);
    expect(github.textAtHead(HOME)).toBe(retitled(homeText));
    expect(github.textAtHead("README.md")).toBe("# Sitio web\n");
  });

  it("is refused when a push to the same file lands during the save: GitHub refuses the update, and the new head fails the check", async () => {
    const github = await StubGitHub.holding({ [HOME]: homeText });
    const { entry } = homeSave(homeText, (data) => (data.hero.title = "Impulsa tu negocio con"));
    github.beforeNextUpdate = () => github.pushFiles({ [HOME]: otherEyebrow(homeText) });
    await expect(persistChecked(github, files, entry, options, (error) => error)).rejects.toBeInstanceOf(StaleSave);
    expect(github.textAtHead(HOME)).toBe(otherEyebrow(homeText));
  });

  it("checks the editor's next save against what their last one committed", async () => {
    const github = await StubGitHub.holding({ [HOME]: homeText });
    const { data, entry } = homeSave(homeText, (draft) => (draft.hero.title = "Impulsa tu negocio con"));
    await persistChecked(github, files, entry, options, (error) => error);
    data.hero.highlight = "IA y marketing";
    const next = { dataFiles: [{ path: HOME, slug: "home", raw: contentFormat.toFile(data) }], assets: [] };
    await persistChecked(github, files, next, options, (error) => error);
    expect(github.textAtHead(HOME)).toBe(
      retitled(homeText).replace('"highlight": "IA y Marketing Digital",', '"highlight": "IA y marketing",'),
    );
  });
});

describe("an article through GitHub", () => {
  const CHATBOT = "content/articles/chatbot-con-los-documentos-de-tu-empresa.md";
  const chatbotText = fs.readFileSync(path.resolve(__dirname, "../..", CHATBOT), "utf8");
  const NEW = "content/articles/como-medir-un-chatbot.md";

  /** What Decap hands the backend for a new article (no version: the file should not exist). */
  function newArticle(file: string) {
    const { [VERSION_KEY]: version, ...stored } = articleFormat.fromFile(chatbotText);
    expect(version).toEqual(expect.any(String));
    const data = { ...stored, title: "Cómo medir un chatbot" };
    return {
      dataFiles: [{ path: file, slug: path.basename(file, ".md"), raw: articleFormat.toFile(data) }],
      assets: [],
    };
  }

  it("creates a new article as Markdown with its frontmatter", async () => {
    const github = await StubGitHub.holding({ [CHATBOT]: chatbotText });
    await persistChecked(github, files, newArticle(NEW), { ...options, newEntry: true }, (error) => error);
    expect(github.textAtHead(NEW)).toBe(
      chatbotText.replace(
        'title: "Un chatbot que responde con los documentos de tu empresa"',
        'title: "Cómo medir un chatbot"',
      ),
    );
  });

  it("refuses a new article whose file already exists, committing nothing", async () => {
    const github = await StubGitHub.holding({ [CHATBOT]: chatbotText });
    const before = github.head;
    const save = persistChecked(github, files, newArticle(CHATBOT), { ...options, newEntry: true }, (error) => error);
    await expect(save).rejects.toBeInstanceOf(SlugTaken);
    await expect(save).rejects.toThrow(
      "ya hay un artículo con la dirección /blog/chatbot-con-los-documentos-de-tu-empresa/",
    );
    expect(github.head).toBe(before);
    expect(github.textAtHead(CHATBOT)).toBe(chatbotText);
  });

  it("refuses an edit over a newer version of the article, naming it by its title", async () => {
    const github = await StubGitHub.holding({ [CHATBOT]: chatbotText });
    const data = articleFormat.fromFile(chatbotText);
    data.title = "Un chatbot que contesta con tus documentos";
    const entry = { dataFiles: [{ path: CHATBOT, slug: "x", raw: articleFormat.toFile(data) }], assets: [] };
    const theirs = chatbotText.replace("draft: false", "draft: true");
    await github.pushFiles({ [CHATBOT]: theirs });
    const onStale = jest.fn((error: StaleSave) => error);
    await expect(persistChecked(github, files, entry, options, onStale)).rejects.toThrow(
      "otra persona ha guardado «Un chatbot que contesta con tus documentos» mientras la editabas",
    );
    expect(onStale.mock.calls[0]![0].edits).toEqual([
      { path: "title", value: "Un chatbot que contesta con tus documentos" },
    ]);
    expect(github.textAtHead(CHATBOT)).toBe(theirs);
  });

  it("lets a delete through only while the article is still the version the editor opened", async () => {
    const github = await StubGitHub.holding({ [CHATBOT]: chatbotText });
    await expect(checkDelete(github, files, [CHATBOT], () => chatbotText)).resolves.toBeUndefined();
    // Images the media library deletes are not checked.
    await expect(checkDelete(github, files, ["content/images/x.png"], () => undefined)).resolves.toBeUndefined();
    await expect(checkDelete(github, files, [CHATBOT], () => undefined)).rejects.toBeInstanceOf(StaleDelete);
    await github.pushFiles({ [CHATBOT]: chatbotText.replace("draft: false", "draft: true") });
    await expect(checkDelete(github, files, [CHATBOT], () => chatbotText)).rejects.toThrow(
      "otra persona ha cambiado «Un chatbot que responde con los documentos de tu empresa» desde que lo abriste",
    );
  });
});

/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onCreateNode } from "../../gatsby-node";
import type { BrokenJson } from "../support/content";

type OnCreateNodeArgs = Parameters<NonNullable<typeof onCreateNode>>[0];
const CONTENT = path.resolve(__dirname, "../../content");

/** A copy of content/ in a temp folder, with `edit` applied to home.json: the File node Gatsby would create for it. */
function brokenHomeNode(edit: (data: BrokenJson) => void) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(CONTENT, root, { recursive: true });
  const absolutePath = path.join(root, "home.json");
  const data = JSON.parse(fs.readFileSync(absolutePath, "utf8"));
  edit(data);
  fs.writeFileSync(absolutePath, JSON.stringify(data));
  return fileNode(absolutePath, "home.json");
}

function fileNode(absolutePath: string, relativePath: string) {
  return {
    id: "file",
    internal: { type: "File", contentDigest: "x", owner: "gatsby-source-filesystem" },
    sourceInstanceName: "content",
    extension: "json",
    absolutePath,
    relativePath,
    children: [],
    parent: null,
  };
}

async function panicsFor(node: ReturnType<typeof fileNode>) {
  const reporter = { panicOnBuild: jest.fn() };
  await onCreateNode!({ node, reporter } as unknown as OnCreateNodeArgs, { plugins: [] }, () => undefined);
  return reporter.panicOnBuild;
}

describe("gatsby build with an editor's mistake", () => {
  it("fails the build with a message naming the file and the field", async () => {
    const panic = await panicsFor(brokenHomeNode((data) => delete data.hero.primaryAction.label));
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0]![0]).toContain("content/home.json → hero.primaryAction.label: required");
  });

  it("lets valid content through", async () => {
    const panic = await panicsFor(fileNode(path.join(CONTENT, "site.json"), "site.json"));
    expect(panic).not.toHaveBeenCalled();
  });
});

describe("gatsby build with an article", () => {
  const articleNode = (root: string, name: string) => ({
    ...fileNode(path.join(root, "articles", name), `articles/${name}`),
    extension: "md",
  });
  const contentWithArticle = (source: string) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
    fs.cpSync(CONTENT, root, { recursive: true });
    fs.mkdirSync(path.join(root, "articles"), { recursive: true });
    fs.writeFileSync(path.join(root, "articles", "un-articulo.md"), source);
    return root;
  };
  const valid = fs.readFileSync(path.resolve(__dirname, "../fixtures/articles/valid-article.md"), "utf8");

  it("fails the build naming the article's file and field", async () => {
    const root = contentWithArticle(valid.replace(/^title: .*$/m, 'title: "Demasiado corto"'));
    const panic = await panicsFor(articleNode(root, "un-articulo.md"));
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic.mock.calls[0]![0]).toContain("content/articles/un-articulo.md → title («Título»): must be 20–70");
  });

  it("lets a valid article through", async () => {
    const panic = await panicsFor(articleNode(contentWithArticle(valid), "un-articulo.md"));
    expect(panic).not.toHaveBeenCalled();
  });
});

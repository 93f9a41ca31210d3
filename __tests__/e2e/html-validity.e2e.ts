import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { listDocuments, type DocumentFile } from "../../gatsby/documents";
import { ROUTES } from "./support/routes";

/** The Nu HTML Checker (vnu.jar, needs Java) on every prerendered document in public/: zero errors. */
const PUBLIC = path.resolve(__dirname, "../../public");
const VNU_JAR = require.resolve("vnu-jar/build/dist/vnu.jar");

/**
 * The checker's CSS grammar predates container queries (CSS Containment 3, in every current browser),
 * which the contact form's layout uses, and scroll-driven animations (Chromium 115, Safari 26; behind
 * `@supports` elsewhere), which the navbar's glass uses; only these exact messages are set aside.
 */
const OUTDATED_CSS_GRAMMAR = [
  "CSS: “container-type”: Property “container-type” doesn't exist.",
  "CSS: “container-name”: Property “container-name” doesn't exist.",
  "CSS: Unrecognized at-rule “@container”",
  "CSS: “animation-timeline”: Property “animation-timeline” doesn't exist.",
  "CSS: “animation-range”: Property “animation-range” doesn't exist.",
];

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const errorsByFile = new Map<string, string[]>();
let documents: DocumentFile[] = [];

beforeAll(async () => {
  documents = await listDocuments(PUBLIC);
  // One JVM for all files; vnu exits non-zero when it finds errors and reports them as JSON on stderr.
  const { stderr } = await promisify(execFile)(
    "java",
    ["-jar", VNU_JAR, "--errors-only", "--format", "json", ...documents.map((d) => d.file)],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  ).catch((error: { stderr?: string; message: string }) => {
    if (!error.stderr?.startsWith("{")) throw new Error(`vnu did not run (is Java installed?): ${error.message}`);
    return { stderr: error.stderr };
  });
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  for (const message of messages.filter((candidate) => !OUTDATED_CSS_GRAMMAR.includes(candidate.message.trim()))) {
    const file = path.relative(PUBLIC, new URL(message.url).pathname);
    const line = `${message.type} line ${message.lastLine ?? "?"}: ${message.message} ${JSON.stringify(message.extract ?? "").slice(0, 120)}`;
    errorsByFile.set(file, [...(errorsByFile.get(file) ?? []), line]);
  }
}, 120_000);

it("checks every route, the 404 page and the /servicios fallback", () => {
  expect(documents.map((document) => document.path)).toEqual(
    expect.arrayContaining([...ROUTES, "/404.html", "/servicios/"]),
  );
});

it("finds no errors in any of them", () => {
  expect(Object.fromEntries(errorsByFile)).toEqual({});
});

/**
 * Measures the preview's keep-alive race (docs/deployment.md, "What the local preview does and does not
 * emulate"): volleys of GETs for the app bundle, fired at multiples of 5 s — the idle timeout of the
 * pooled connections between wrangler's ProxyWorker and the Pages worker — each on a fresh client
 * connection. Prints how many answered, failed, or hung past 15 s. A result of the host's timing, so a
 * bench, never a test. Usage: npm run bench:preview-race [-- volleys [lanes]] (after npm run build:test).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { startPagesPreview } from "./lib/pages-preview";

const PORT = 9917;
const HANG_MS = 15_000;
const PERIOD_MS = 5_000;

function get(pathname: string): Promise<string> {
  return new Promise((resolve) => {
    const request = http.get({ host: "127.0.0.1", port: PORT, path: pathname, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve(String(response.statusCode)));
    });
    request.setTimeout(HANG_MS, () => {
      request.destroy();
      resolve(`hung > ${HANG_MS / 1000} s`);
    });
    request.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });
}

async function main(): Promise<void> {
  const [volleys = 30, lanes = 32] = process.argv.slice(2).map(Number);
  const root = path.resolve(__dirname, "../public");
  const bundle = fs.readdirSync(root).find((name) => /^app-[0-9a-f]+\.js$/.test(name));
  if (!bundle) throw new Error("public/ holds no app-*.js: run npm run build:test first");
  const preview = await startPagesPreview(root, PORT);
  const tally: Record<string, number> = {};
  try {
    const start = Date.now();
    for (let volley = 1; volley <= volleys; volley++) {
      const due = start + PERIOD_MS * volley;
      // Lanes 8 ms apart around the due time sample the moment the idle connections are closed.
      const outcomes = await Promise.all(
        Array.from(
          { length: lanes },
          (_, lane) =>
            new Promise<string>((resolve) =>
              setTimeout(
                () => void get(`/${bundle}`).then(resolve),
                Math.max(0, due + (lane - lanes / 2) * 8 - Date.now()),
              ),
            ),
        ),
      );
      for (const outcome of outcomes) tally[outcome] = (tally[outcome] ?? 0) + 1;
      console.log(`volley ${volley}/${volleys}: ${JSON.stringify(tally)}`);
    }
  } finally {
    await preview.close();
  }
  const output = preview.output().trim();
  if (output) console.log(`wrangler printed:\n${output}`);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

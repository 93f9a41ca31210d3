import fs from "node:fs/promises";
import path from "node:path";
import type { Env } from "../src/config/env";
import { connectOrigins, inlineScriptHashes } from "./content-security-policy";
import { listDocuments } from "./documents";
import { headerRules, headersFile } from "./headers-file";
import { redirectsFile } from "./redirects";

/** Writes public/_headers and public/_redirects for Cloudflare Pages (Netlify reads the same files). Runs after every other file is written. */
export async function writeHostingFiles(
  publicDir: string,
  env: Pick<Env, "supabaseUrl" | "chatWebhookUrl">,
  adminPolicy: string,
): Promise<void> {
  const documents = await Promise.all(
    (await listDocuments(publicDir)).map(async ({ path: urlPath, file }) => ({
      path: urlPath,
      scriptHashes: inlineScriptHashes(await fs.readFile(file, "utf8"), path.relative(publicDir, file)),
    })),
  );
  const rootFiles = (await fs.readdir(publicDir, { withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const rules = headerRules({ documents, connectOrigins: connectOrigins(env), rootFiles, adminPolicy });
  await fs.writeFile(path.join(publicDir, "_headers"), headersFile(rules));
  await fs.writeFile(path.join(publicDir, "_redirects"), redirectsFile());
}

/**
 * `npm run check:backend`: checks, before a deploy, that the configured Supabase project takes the
 * form's leads and protects them (see tools/check-backend/checks.ts). Reads GATSBY_SUPABASE_URL and
 * GATSBY_SUPABASE_ANON_KEY from the environment, else from .env.production. Exit code 1 on any failure.
 */
import fs from "node:fs";
import path from "node:path";
import dotenv from "dotenv";
import { checkBackend } from "./check-backend/checks";

const envFile = path.resolve(process.env.CHECK_BACKEND_ENV_FILE ?? ".env.production");
const fromFile = fs.existsSync(envFile) ? dotenv.parse(fs.readFileSync(envFile)) : {};
const url = (process.env.GATSBY_SUPABASE_URL ?? fromFile.GATSBY_SUPABASE_URL ?? "").trim();
const anonKey = (process.env.GATSBY_SUPABASE_ANON_KEY ?? fromFile.GATSBY_SUPABASE_ANON_KEY ?? "").trim();

if (!url) {
  console.error(`GATSBY_SUPABASE_URL is not set (environment or ${envFile}).`);
  process.exit(1);
}

checkBackend({ url, anonKey })
  .then((results) => {
    console.log(`Checking ${url} with the anon key (${anonKey.slice(0, 6)}…):\n`);
    for (const { ok, name, detail } of results) console.log(`${ok ? "✔" : "✘"} ${name}: ${detail}`);
    const failed = results.filter((result) => !result.ok).length;
    console.log(
      failed ? `\n${failed} problem(s): fix them before building the site.` : "\nThe backend is ready for the site.",
    );
    process.exit(failed ? 1 : 0);
  })
  .catch((error: Error) => {
    console.error(`check:backend could not finish: ${error.message}`);
    process.exit(1);
  });

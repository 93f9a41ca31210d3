import fs from "node:fs";

/** The browser used by the tests and Lighthouse: $CHROME_PATH or Debian's Chromium. */
export function chromiumPath(): string {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  if (!fs.existsSync(candidate)) {
    throw new Error(`Chromium not found at ${candidate}. Run tools/ensure-test-tools.sh or set CHROME_PATH.`);
  }
  return candidate;
}

/** Flags that keep a headless Chromium quiet on a closed network. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-default-apps",
  "--disable-extensions",
  "--disable-dev-shm-usage",
];

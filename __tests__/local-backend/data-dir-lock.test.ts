/** @jest-environment node */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { toContactRow } from "../../src/components/contact/submit-contact";
import { LOCK_FILE } from "../../tools/local-backend/data-dir-lock";
import { STATE_FILE } from "../../tools/local-backend/backend-state";
import { validContact } from "../support/contact-fixture";
import { ANON_KEY, loopbackClient, requestFrom } from "../support/local-backend";

jest.setTimeout(120_000);

/** Finding 7: `npm run backend` twice on one data folder. Real processes, as a developer would start them. */
const ROOT = path.resolve(__dirname, "../..");

interface BackendProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function runBackend(dataDir: string): BackendProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "tools/local-backend/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, LOCAL_BACKEND_PORT: "0", LOCAL_BACKEND_DATA: dataDir, LOCAL_NOTIFIER: "off" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output, exited: new Promise((resolve) => child.once("exit", resolve)) };
}

async function waitForUrl(backend: BackendProcess): Promise<string> {
  const started = Date.now();
  for (;;) {
    const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(backend.output());
    if (match?.[1]) return match[1];
    if (backend.child.exitCode !== null) throw new Error(`backend exited: ${backend.output()}`);
    if (Date.now() - started > 60_000) throw new Error(`backend did not start: ${backend.output()}`);
    await delay(100);
  }
}

const post = (url: string, email: string, from: string) =>
  requestFrom(from, `${url}/rest/v1/contacts`, {
    headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify(toContactRow({ ...validContact, email })),
  });

const stop = async (backend: BackendProcess) => {
  if (backend.child.exitCode === null) backend.child.kill("SIGTERM");
  return backend.exited;
};

const started: BackendProcess[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map(stop));
});

it("refuses a second backend on the same folder, naming the first, and loses nothing", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lock-test-"));
  const first = runBackend(dataDir);
  started.push(first);
  const url = await waitForUrl(first);
  const stateBefore = fs.readFileSync(path.join(dataDir, STATE_FILE), "utf8");

  const second = runBackend(dataDir);
  started.push(second);
  await expect(second.exited).resolves.toBe(1);
  expect(second.output()).toContain(`Another local backend (pid ${first.child.pid}) is already using ${dataDir}`);
  // The first one still owns the folder: same state file, same lock, and it keeps storing.
  expect(fs.readFileSync(path.join(dataDir, STATE_FILE), "utf8")).toBe(stateBefore);
  expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim()).toBe(String(first.child.pid));
  const statuses = [];
  for (let index = 0; index < 10; index += 1)
    statuses.push((await post(url, `kept-${index}@empresa.es`, loopbackClient(index))).status);
  expect(statuses).toEqual(Array(10).fill(201));

  await expect(stop(first)).resolves.toBe(0);
  expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  const again = runBackend(dataDir);
  started.push(again);
  await waitForUrl(again);
  await stop(again);
  const leads = spawnSync(process.execPath, ["--import", "tsx", "tools/print-leads.ts"], {
    cwd: ROOT,
    env: { ...process.env, LOCAL_BACKEND_DATA: dataDir },
    encoding: "utf8",
  });
  expect(leads.stdout).toContain(`10 lead(s) in ${dataDir}`);
});

it("takes over a lock left by a process that no longer exists", async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stale-lock-test-"));
  const gone = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" });
  fs.writeFileSync(path.join(dataDir, LOCK_FILE), `${gone.stdout}\n`);

  const backend = runBackend(dataDir);
  started.push(backend);
  await waitForUrl(backend);
  expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8").trim()).toBe(String(backend.child.pid));
});

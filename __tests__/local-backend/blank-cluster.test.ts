/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createPglite } from "../../tools/local-backend/blank-cluster";
import { applyMigrations } from "../../tools/local-backend/migrations";

const folders: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(dir);
  return dir;
};
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

// One initdb for the whole file (each costs seconds of CPU): the first test makes the kept cluster, the next use it.
describe("a new local database starts from PGlite's blank cluster, kept once", () => {
  let cacheFile: string;
  beforeAll(() => {
    cacheFile = path.join(tempDir("cluster-cache-"), "blank.tar");
  });

  it("replaces a kept cluster it cannot read, and the next database starts from the new one, migrated from scratch", async () => {
    fs.writeFileSync(cacheFile, "not a tar file");
    const first = await createPglite(undefined, cacheFile);
    expect(fs.statSync(cacheFile).size).toBeGreaterThan(1_000_000);
    const applied = await applyMigrations(first);
    expect(applied.length).toBeGreaterThan(0);
    await first.query("create table public.only_in_first (a int)");
    await first.close();

    const kept = fs.statSync(cacheFile).mtimeMs;
    const second = await createPglite(undefined, cacheFile);
    expect(fs.statSync(cacheFile).mtimeMs).toBe(kept);
    // Nothing of the first database: the same migrations run again, and its table is not there.
    expect(await applyMigrations(second)).toEqual(applied);
    expect((await second.query("select to_regclass('public.only_in_first') as t")).rows).toEqual([{ t: null }]);
    await second.close();
  });

  it("makes a database in a new folder from the kept cluster, and opens it again as it was", async () => {
    const dataDir = tempDir("cluster-data-");
    const db = await createPglite(dataDir, cacheFile);
    await db.query("create table kept (a int)");
    await db.query("insert into kept values (7)");
    await db.close();

    const again = await createPglite(dataDir, cacheFile);
    expect((await again.query("select a from kept")).rows).toEqual([{ a: 7 }]);
    await again.close();
  });
});

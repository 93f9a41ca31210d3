import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { LOCK_FILE } from "./data-dir-lock";

/**
 * A new PGlite database starts with initdb run in WebAssembly: about 3 s of CPU, the same every time
 * (a unit-test run creates a few hundred). Its files are kept once per machine and PGlite version, and a
 * new database starts from them (about 0.5 s). The migrations still run on every database: only what
 * PGlite itself makes before them is reused.
 */
const PGLITE_VERSION = (
  JSON.parse(fs.readFileSync(path.join(require.resolve("@electric-sql/pglite"), "../../package.json"), "utf8")) as {
    version: string;
  }
).version;
export const BLANK_CLUSTER_FILE = path.join(os.tmpdir(), "agency-site-pglite", `blank-cluster-${PGLITE_VERSION}.tar`);

async function writeBlankCluster(file: string): Promise<Blob> {
  const db = await PGlite.create();
  const dump = await db.dumpDataDir("none");
  await db.close();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed: another process reading it never sees half a file.
  const partial = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(partial, file);
  return dump;
}

const readBlankCluster = async (file: string): Promise<Blob> =>
  fs.existsSync(file) ? new Blob([fs.readFileSync(file)]) : writeBlankCluster(file);

/**
 * Opens `dataDir` (in memory without one): an existing database as it is, a new one from the blank
 * cluster kept in `cacheFile`.
 */
export async function createPglite(dataDir?: string, cacheFile = BLANK_CLUSTER_FILE): Promise<PGlite> {
  if (dataDir && fs.existsSync(path.join(dataDir, "PG_VERSION"))) return PGlite.create(dataDir);
  try {
    return await PGlite.create({ dataDir, loadDataDir: await readBlankCluster(cacheFile) });
  } catch {
    // A cache file this PGlite cannot read (cut short, another build of it): made again, then used.
    fs.rmSync(cacheFile, { force: true });
    for (const name of dataDir ? fs.readdirSync(dataDir) : []) {
      if (name !== LOCK_FILE) fs.rmSync(path.join(dataDir as string, name), { recursive: true, force: true });
    }
    return PGlite.create({ dataDir, loadDataDir: await writeBlankCluster(cacheFile) });
  }
}

import fs from "node:fs";
import path from "node:path";

/**
 * One process per local database folder. PGlite keeps the whole database in the memory of the process
 * that opened it and writes it back on its own schedule, so a second process on the same folder would
 * acknowledge inserts that the first one later overwrites. The lock file holds the owner's pid; a lock
 * whose process is gone (a crash, kill -9) is taken over.
 */
export const LOCK_FILE = "local-backend.lock";

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another local backend (pid ${ownerPid}) is already using ${dataDir}. ` +
        `Stop it first (Ctrl+C in its terminal, or kill ${ownerPid}), or give this one its own folder with LOCAL_BACKEND_DATA=<dir>.`,
    );
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const readPid = (file: string): number | null => {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8"), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/** Takes the folder's lock or throws DataDirLockedError naming the process that holds it. */
export function lockDataDir(dataDir: string): { release(): void } {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      return {
        release: () => {
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = readPid(file);
    if (owner !== null && owner !== process.pid && isProcessAlive(owner)) throw new DataDirLockedError(dataDir, owner);
    // Stale (or unreadable, e.g. written half-way by a crash). Move it aside under a name only this
    // process uses, so two processes finding the same stale lock cannot both remove a fresh one.
    const aside = `${file}.stale-${process.pid}`;
    try {
      fs.renameSync(file, aside);
    } catch {
      continue; // someone else moved it first; retry the exclusive create
    }
    const moved = readPid(aside);
    if (moved !== owner && moved !== null && isProcessAlive(moved)) {
      // We moved a lock that a live process had just taken: put it back and give way.
      try {
        fs.linkSync(aside, file);
      } catch {
        // a third process already holds the folder; it refuses us all the same
      }
      fs.rmSync(aside, { force: true });
      throw new DataDirLockedError(dataDir, moved);
    }
    fs.rmSync(aside, { force: true });
  }
  const owner = readPid(file);
  throw owner ? new DataDirLockedError(dataDir, owner) : new Error(`Could not lock ${dataDir}`);
}

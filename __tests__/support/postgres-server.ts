import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startChild } from "../../tools/lib/child-process";

/**
 * A throw-away PostgreSQL server (the machine's own, e.g. Debian's postgresql-15) on 127.0.0.1, brought to
 * the hosted project's schema with supabase/local/bootstrap.sql and every supabase/migrations/*.sql, for
 * tests that need a server speaking the wire protocol (n8n's Postgres nodes). PGlite serves everything else.
 */
export interface PostgresServer {
  port: number;
  user: string;
  database: string;
  /** Runs SQL through psql and returns its unaligned, tab-separated rows. */
  query(sql: string): string[][];
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, "../..");
const USER = "postgres";
const DATABASE = "postgres";

/** The newest /usr/lib/postgresql/<version>/bin, or PG_BIN when set. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = "/usr/lib/postgresql";
  const versions = fs.existsSync(base)
    ? fs
        .readdirSync(base)
        .filter((name) => /^\d+$/.test(name))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions
    .map((version) => path.join(base, version, "bin"))
    .find((dir) => fs.existsSync(path.join(dir, "postgres")));
  if (!found)
    throw new Error(
      "No PostgreSQL server found under /usr/lib/postgresql: `apt-get install postgresql`, or set PG_BIN",
    );
  return found;
}

// initdb and postgres refuse to run as root: as root, they run as the `postgres` system user.
const asServerUser = (command: string, args: string[]): [string, string[]] =>
  process.getuid?.() === 0 ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args];

export async function startPostgres({ port }: { port: number }): Promise<PostgresServer> {
  const bin = postgresBinDir();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-test-"));
  if (process.getuid?.() === 0) spawnSync("chown", ["-R", "postgres:postgres", dataDir]);
  fs.chmodSync(dataDir, 0o700);

  const [initCommand, initArgs] = asServerUser(path.join(bin, "initdb"), [
    "-D",
    dataDir,
    "-U",
    USER,
    "--auth=trust",
    "--encoding=UTF8",
    "--locale=C",
  ]);
  const init = spawnSync(initCommand, initArgs, { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`initdb failed:\n${init.stdout}\n${init.stderr}`);

  const [command, args] = asServerUser(path.join(bin, "postgres"), [
    "-D",
    dataDir,
    "-p",
    String(port),
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    `unix_socket_directories=${dataDir}`,
    "-c",
    "fsync=off",
  ]);
  const psql = (extra: string[]) =>
    spawnSync(
      path.join(bin, "psql"),
      [
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-U",
        USER,
        "-d",
        DATABASE,
        "-v",
        "ON_ERROR_STOP=1",
        "-X",
        "-q",
        ...extra,
      ],
      {
        encoding: "utf8",
      },
    );
  const server = await startChild({
    name: "PostgreSQL",
    command,
    args,
    startTimeoutMs: 30_000,
    pollMs: 200,
    ready: () => psql(["-c", "select 1"]).status === 0,
  }).catch((error: Error) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });

  const stop = async () => {
    // A fast shutdown through pg_ctl (as root the child is runuser); the group's SIGTERM, SIGKILL if that fails.
    const [stopCommand, stopArgs] = asServerUser(path.join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    spawnSync(stopCommand, stopArgs, { stdio: "ignore" });
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  const files = [
    path.join(ROOT, "supabase/local/bootstrap.sql"),
    ...fs
      .readdirSync(path.join(ROOT, "supabase/migrations"))
      .filter((file) => file.endsWith(".sql"))
      .sort()
      .map((file) => path.join(ROOT, "supabase/migrations", file)),
  ];
  for (const file of files) {
    const applied = psql(["--single-transaction", "-f", file]);
    if (applied.status !== 0) {
      await stop();
      throw new Error(`${path.relative(ROOT, file)} failed on PostgreSQL:\n${applied.stderr}`);
    }
  }

  return {
    port,
    user: USER,
    database: DATABASE,
    query(sql) {
      const result = psql(["-A", "-t", "-F", "\t", "-c", sql]);
      if (result.status !== 0) throw new Error(`psql: ${result.stderr}`);
      return result.stdout
        .split("\n")
        .filter((line) => line !== "")
        .map((line) => line.split("\t"));
    },
    stop,
  };
}

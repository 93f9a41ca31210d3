import { Pool } from "pg";
import { becomeRole, type LocalDatabase, type SqlTransaction } from "../../tools/local-backend/db";

export interface PostgresConnection {
  host: string;
  port: number;
  user: string;
  database: string;
  password?: string;
}

/**
 * The local backend's database on a PostgreSQL server instead of the embedded PGlite, for the real-n8n
 * test: there n8n's Postgres nodes (Maxi's memory, limits and lead tokens) and the REST API (the leads)
 * must share one database, as they share the Supabase project in production. The schema is the server's
 * own (its migrations are applied by whoever started it); this only connects.
 */
export function connectPostgres(connection: PostgresConnection): LocalDatabase {
  const pool = new Pool({ ...connection, max: 4 });
  return {
    async asRole(role, work, request) {
      const client = await pool.connect();
      const tx: SqlTransaction = {
        query: async <T>(sql: string, params: unknown[] = []) => ({
          rows: (await client.query(sql, params)).rows as T[],
        }),
        exec: (sql: string) => client.query(sql),
      };
      try {
        await client.query("begin");
        await becomeRole(tx, role, request);
        const result = await work(tx);
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    asOwner: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    close: () => pool.end(),
  };
}

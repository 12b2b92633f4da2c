import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Pool } from 'pg';

export interface QueryResult<T> {
  rows: T[];
}

/** The one database interface every module uses: the same SQL runs on PGlite and PostgreSQL. */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` before the statement (or, in a transaction, the commit)
   * that sent it returns to its caller. Only the embedded database has it: it has no writer but this
   * process, so what it hears is every change (the response cache relies on that).
   */
  listen?(channel: string, onNotify: (payload: string) => void): Promise<void>;
  /**
   * Loads tab-separated rows into a table with COPY, the fastest bulk load (seeds of large reference data).
   * Only the embedded database has it: node-postgres needs a stream for COPY, so callers fall back to an INSERT.
   */
  copyFrom?(table: string, columns: readonly string[], tsv: string): Promise<void>;
}

export function pgliteDatabase(pg: PGlite): Database {
  const wrap = (runner: Pick<PGlite, 'query' | 'exec'>): Database => ({
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await runner.query<T>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await runner.exec(sql);
    },
    transaction: (work) => pg.transaction((tx) => work(wrap(tx))),
    ping: async () => {
      await runner.query('SELECT 1');
      return true;
    },
    close: () => pg.close(),
    listen: async (channel, onNotify) => {
      await pg.listen(channel, onNotify);
    },
    copyFrom: async (table, columns, tsv) => {
      await runner.query(`COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`, [], { blob: new Blob([tsv]) });
    },
  });
  return wrap(pg);
}

/** The embedded database, in memory or in `dataDir` (made with its parents when missing, as on a fresh clone). */
export async function openPglite(dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir ? { dataDir } : {});
  return pgliteDatabase(pg);
}

export function postgresDatabase(pool: Pool, schema?: string): Database {
  const db: Database = {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Database) => Promise<T>) {
      const client = await pool.connect();
      const tx: Database = {
        ...db,
        query: async <R>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as R[] }),
        exec: async (sql: string) => {
          await client.query(sql);
        },
        transaction: (inner) => inner(tx),
      };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('SELECT 1');
      return true;
    },
    close: () => pool.end(),
  };
  void schema;
  return db;
}

/** Opens PostgreSQL; with a schema, every connection uses it first (tests isolate themselves this way). */
export function openPostgres(url: string, schema?: string): Database {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  pool.on('error', () => undefined);
  return postgresDatabase(pool, schema);
}

export async function openDatabase(config: { databaseUrl: string; dataDir: string }): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir);
}

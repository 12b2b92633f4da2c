import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Pool, type PoolConfig, type QueryResult as PgQueryResult } from 'pg';
import { createNotifyListener, type Listening, type OnNotify } from './notify-listener';
import { timedQuery, trackPool } from '../metrics/metrics';
import { inSpan, tracingOn } from '../tracing/tracing';

export type { Listening } from './notify-listener';

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
   * Calls `onNotify` for each NOTIFY on `channel`. The embedded database calls it before the statement
   * (or, in a transaction, the commit) that sent it returns: it has no writer but this process. PostgreSQL
   * calls it when the notice arrives on a connection of its own, a little after the commit, for writes of
   * every process; it also calls it with '' after each writing statement or commit of this process (its
   * own notice may arrive after its next read) and when that connection drops or listens again (notices
   * may have been missed). The response cache relies on it (http/response-cache.ts).
   */
  listen?(channel: string, onNotify: OnNotify): Promise<Listening>;
  /**
   * Loads tab-separated rows into a table with COPY, the fastest bulk load (seeds of large reference data).
   * Only the embedded database has it: node-postgres needs a stream for COPY, so callers fall back to an INSERT.
   */
  copyFrom?(table: string, columns: readonly string[], tsv: string): Promise<void>;
}

/**
 * One statement, timed, and in a span of its own inside a traced request. The span holds the statement's text
 * (up to 300 characters), never its parameters. node-postgres' OpenTelemetry instrumentation is not used: loaded,
 * it cost 5-10% of a cached search's CPU with no request traced (docs/benchmarks.md).
 */
function statement<T>(db: 'pglite' | 'postgres', sql: string, run: () => Promise<T>): Promise<T> {
  const timed = () => timedQuery(db, run);
  if (!tracingOn()) return timed();
  return inSpan(`${db} query`, { 'db.system.name': 'postgresql', 'db.query.text': sql.trim().slice(0, 300) }, timed);
}

export function pgliteDatabase(pg: PGlite): Database {
  const wrap = (runner: Pick<PGlite, 'query' | 'exec'>): Database => ({
    kind: 'pglite',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await statement('pglite', sql, () => runner.query<T>(sql, params));
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
      return { live: () => true };
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

/** A statement that changed rows (or anything but a SELECT's rows, such as DDL): listeners hear of it at once. */
const wrote = (result: PgQueryResult | PgQueryResult[]) => Array.isArray(result) || (result.command !== 'SELECT' && (result.rowCount ?? 1) > 0);

/** PostgreSQL through `pool`; `listenConfig` (the pool's connection settings) gives it listen(). */
export function postgresDatabase(pool: Pool, schema?: string, listenConfig?: PoolConfig): Database {
  const listener = listenConfig ? createNotifyListener(listenConfig) : null;
  const db: Database = {
    kind: 'postgres',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await statement('postgres', sql, () => pool.query(sql, params));
      if (listener && wrote(result)) listener.tellAll();
      return { rows: result.rows as T[] };
    },
    async exec(sql: string) {
      await pool.query(sql);
      listener?.tellAll();
    },
    async transaction<T>(work: (tx: Database) => Promise<T>) {
      const client = await pool.connect();
      const tx: Database = {
        ...db,
        query: async <R>(sql: string, params: unknown[] = []) => ({ rows: (await statement('postgres', sql, () => client.query(sql, params))).rows as R[] }),
        exec: async (sql: string) => {
          await client.query(sql);
        },
        transaction: (inner) => inner(tx),
      };
      try {
        await client.query('BEGIN');
        const result = await work(tx);
        await client.query('COMMIT');
        listener?.tellAll();
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
    close: async () => {
      await listener?.close();
      await pool.end();
    },
  };
  if (listener) db.listen = (channel, onNotify) => listener.listen(channel, onNotify);
  void schema;
  return db;
}

/** Opens PostgreSQL; with a schema, every connection uses it first (tests isolate themselves this way). */
export function openPostgres(url: string, schema?: string): Database {
  const connection: PoolConfig = { connectionString: url, options: schema ? `-c search_path=${schema}` : undefined };
  const pool = new Pool({ ...connection, max: 10 });
  pool.on('error', () => undefined);
  trackPool(() => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
  // Named, so the listening connection (one per process) is told apart in pg_stat_activity.
  return postgresDatabase(pool, schema, { ...connection, application_name: 'rv-notify-listener' });
}

export async function openDatabase(config: { databaseUrl: string; dataDir: string }): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(config.dataDir);
}

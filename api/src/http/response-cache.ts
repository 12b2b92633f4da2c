/**
 * Server-side cache of public, read-only answers (catalogue searches, content reads, page HTML), kept as the
 * bytes sent and used only while the database's revisions of their data are unchanged, on every replica.
 * Never cached: signed-in requests, non-200 answers, cookies, `Cache-Control: private`; RESPONSE_CACHE=off.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { LRUCache } from 'lru-cache';
import { wholeNumber } from '../config';
import type { Database, Listening } from '../db/database';
import { onePerDatabase } from '../db/one-per-database';
import { sendCompressed, type ReusableBody } from './compression';
import { metricsEnabled, responseCacheLookups } from '../metrics/metrics';

export type RevisionKind = 'catalog' | 'content';
export type Revisions = Record<RevisionKind, string>;

/** A kept answer: its body as sent, its content type and the revision token it was made at. */
export interface CachedAnswer extends ReusableBody {
  revision: string;
  /** Anything else the answer depends on that is cheap to compute per request (e.g. preload tags from files). */
  vary: string;
  type: string;
  body: Buffer;
  headers: Record<string, string>;
}

/** A map that forgets its least recently used entries beyond `maxEntries` or `maxBytes` (lru-cache, sized in bytes). */
export class LruCache<V extends NonNullable<unknown>> {
  private readonly cache: LRUCache<string, V>;

  constructor(maxEntries: number, maxBytes: number) {
    this.cache = new LRUCache<string, V>({ max: maxEntries, maxSize: maxBytes });
  }

  get size(): number {
    return this.cache.size;
  }

  get bytes(): number {
    return this.cache.calculatedSize;
  }

  get(key: string): V | undefined {
    return this.cache.get(key);
  }

  /** Keeps `value` as `bytes` long; a value larger than the whole cache is not kept (and drops what the key held). */
  set(key: string, value: V, bytes: number): void {
    this.cache.delete(key);
    if (bytes > 0 && bytes <= this.cache.maxSize) this.cache.set(key, value, { size: bytes });
  }

  delete(key: string): void {
    this.cache.delete(key);
  }

  clear(): void {
    this.cache.clear();
  }
}

/**
 * Wraps a read so that concurrent callers share queries, while each caller gets the result of a query
 * that started after it called: at most one runs, and everyone who called meanwhile waits for the next.
 */
export function coalesced<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const run = (): Promise<T> => {
    const current: Promise<T> = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return run();
    queued ??= running.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      queued = null;
      return run();
    });
    return queued;
  };
}

/** JSON with object keys sorted, so equal requests give equal keys whatever their key order. */
export function stableKey(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i += 1) out += (i ? ',' : '') + stableKey(value[i]);
    return `${out}]`;
  }
  const object = value as Record<string, unknown>;
  let out = '{';
  for (const key of Object.keys(object).sort()) {
    if (object[key] === undefined) continue;
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${stableKey(object[key])}`;
  }
  return `${out}}`;
}

/** A place in the cache for one request: the answer if it is current, and where to put a new one. */
export interface CacheSlot {
  hit: CachedAnswer | undefined;
  /** The revisions the answer is (or is to be) made at. */
  revision: string;
  /** The answer to send to requests waiting for it, kept in the cache unless `keep` is false. */
  store(body: string | Buffer, type: string, headers?: Record<string, string>, keep?: boolean): CachedAnswer;
}

export interface ResponseCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
  enabled?: boolean;
}

/** How a cached route keeps its answers. */
export interface CachedRouteOptions {
  /** Keep an answer only when its request comes again at the same revisions: for routes of mostly one-off requests (docs/decisions.md). */
  keepRepeatedOnly?: boolean;
}

/** How many requests of keepRepeatedOnly routes are remembered to recognise a repeat (by a 28-character digest of key and revisions each). */
export const REPEAT_WATCH = 20_000;

/**
 * How stale a replica's revisions may be when a change's notice never reached it (a dropped listening
 * connection, a notice lost): each replica reads the revisions again at least this often. With the
 * notices working, a change is seen within milliseconds. REVISION_CHECK_MS sets it.
 */
export const DEFAULT_REVISION_CHECK_MS = 1000;

/** REVISION_CHECK_MS from the environment: a whole number of milliseconds, at least 50 (refused at start otherwise). */
export const revisionCheckMs = (env: NodeJS.ProcessEnv = process.env) => wholeNumber(env, 'REVISION_CHECK_MS', DEFAULT_REVISION_CHECK_MS, 50);

interface RevisionRow {
  schema: string;
  revisions: Revisions;
}

const readRevisionRow = (db: Database) => async (): Promise<RevisionRow> => {
  const { rows } = await db.query<{ schema: string; catalog: string | null; content: string | null }>(
    `SELECT current_schema() AS schema,
            (SELECT revision FROM catalog_revision WHERE id = 1)::text AS catalog,
            (SELECT revision FROM content_revision WHERE id = 1)::text AS content`,
  );
  return { schema: rows[0]?.schema ?? '', revisions: { catalog: rows[0]?.catalog ?? '0', content: rows[0]?.content ?? '0' } };
};

/**
 * Whether a notice may concern this database's revisions: one from another schema (payload "schema.table",
 * migration 103) does not; an empty one (a write of this process, a reconnect) always may.
 */
export function concernsSchema(payload: string, schema: string | null): boolean {
  const dot = payload.lastIndexOf('.');
  return schema === null || dot < 0 || payload.slice(0, dot) === schema;
}

/**
 * The database's revisions, known in memory between changes. Every change of a revision is announced
 * (NOTIFY on rv_revision, migrations 090 and 103), and what was known is dropped when one is heard; it is
 * also dropped `checkMs` after the query that read it started, so a lost notice delays a change by at most
 * that much. While the database cannot promise to deliver notices (listen() not live: its connection is
 * down), every read asks, sharing queries with concurrent reads (each gets a query that started after
 * its call, never one that might have missed a write it must see).
 */
export function revisionReader(db: Database, checkMs = revisionCheckMs(), now = () => Date.now()): () => Promise<Revisions> {
  const query = coalesced(readRevisionRow(db));
  if (!db.listen) return async () => (await query()).revisions;
  let known: { revisions: Revisions; readAt: number } | null = null;
  let schema: string | null = null;
  let changes = 0;
  let listening: Promise<Listening> | null = null;
  return async () => {
    listening ??= db.listen!('rv_revision', (payload) => {
      if (!concernsSchema(payload, schema)) return;
      changes += 1;
      known = null;
    }).catch((error: unknown) => {
      listening = null;
      throw error;
    });
    const subscription = await listening;
    if (known && subscription.live() && now() - known.readAt < checkMs) return known.revisions;
    const before = changes;
    const startedAt = now();
    const row = await query();
    schema = row.schema;
    // Kept only if no change was announced while the query ran (it may have read before or after it).
    if (changes === before && subscription.live()) known = { revisions: row.revisions, readAt: startedAt };
    return row.revisions;
  };
}

/**
 * What a page's server render asked the API for while its answer was being made (server-render.ts answers
 * those calls in process with app.inject, which runs in the page request's async context). A page may be
 * kept only if every call was to a cached route whose data kinds the page's revisions cover: a render
 * that read anything else (owner reviews, stock, a saved build) would otherwise stay as drawn after that
 * data changed.
 */
interface RenderDependencies {
  depends: readonly RevisionKind[];
  uncovered: string | null;
}
const renders = new AsyncLocalStorage<RenderDependencies>();

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by the response cache's route hooks: the route is answered through the cache for data of these kinds. */
    responseCache?: readonly RevisionKind[];
  }
}
type CachedRouteConfig = { responseCache?: readonly RevisionKind[] };

/**
 * onRequest hook for the whole app (app.ts): notes an API request made during a page's render that the
 * page's revisions do not cover, so that page is not kept.
 */
export function noteRenderDependency(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const render = renders.getStore();
  if (render && !render.uncovered) {
    const kinds = (request.routeOptions.config as CachedRouteConfig | undefined)?.responseCache;
    if (!kinds || request.headers.authorization || kinds.some((kind) => !render.depends.includes(kind))) render.uncovered = `${request.method} ${request.url}`;
  }
  done();
}

export function createResponseCache(db: Database, options: ResponseCacheOptions = {}) {
  const enabled = options.enabled ?? process.env.RESPONSE_CACHE !== 'off';
  const entries = new LruCache<CachedAnswer>(options.maxEntries ?? 2000, options.maxBytes ?? 64 * 1024 * 1024);
  const stats = { hits: 0, misses: 0, stores: 0, shared: 0, uncovered: 0, firstSeen: 0 };
  // Requests of keepRepeatedOnly routes seen once (key and revisions), waiting for a repeat.
  const seenOnce = new LruCache<true>(REPEAT_WATCH, REPEAT_WATCH * 1024);
  const readRevisions = revisionReader(db);

  async function lookup(key: string, depends: readonly RevisionKind[], vary: string, request: FastifyRequest | undefined, render: RenderDependencies | null): Promise<CacheSlot | null> {
    if (!enabled || request?.headers.authorization) return null;
    let revisions: Revisions;
    try {
      revisions = await readRevisions();
    } catch {
      return null;
    }
    const revision = depends.map((kind) => `${kind}:${revisions[kind]}`).join(' ');
    const found = entries.get(key);
    const hit = found && found.revision === revision && found.vary === vary ? found : undefined;
    if (hit) stats.hits += 1;
    else stats.misses += 1;
    if (metricsEnabled()) responseCacheLookups.inc({ route: request?.routeOptions.url ?? 'other', result: hit ? 'hit' : 'miss' });
    return {
      hit,
      revision,
      store(body, type, headers = {}, keep = true) {
        const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body);
        const answer = { revision, vary, type, body: bytes, headers };
        if (!keep) return answer;
        if (render?.uncovered) {
          stats.uncovered += 1;
          return answer;
        }
        entries.set(key, answer, bytes.length + key.length + vary.length);
        stats.stores += 1;
        return answer;
      },
    };
  }

  /**
   * The slot of `key` for an answer made from data of the given kinds, or null when this request must not
   * use the cache (cache off, a signed-in request, or the revisions could not be read). API calls made
   * in this request's async context from here on (a page's server render) are checked: if one reads data
   * the kinds do not cover, store() keeps nothing.
   */
  function slot(key: string, depends: readonly RevisionKind[], vary = '', request?: FastifyRequest): Promise<CacheSlot | null> {
    const render: RenderDependencies = { depends, uncovered: null };
    // Before any await: the caller's continuation (and the API calls it makes) runs in this store.
    renders.enterWith(render);
    return lookup(key, depends, vary, request, render);
  }

  /** A miss being answered: requests for the same key at the same revisions wait for it rather than repeat it. */
  interface Making {
    answer: Promise<CachedAnswer | null>;
    settle(answer: CachedAnswer | null): void;
  }
  const making = new Map<string, Making>();
  const pending = new WeakMap<FastifyRequest, { found: CacheSlot; id: string; made: Making; keep: boolean }>();
  const settle = (request: FastifyRequest, answer: CachedAnswer | null) => {
    const own = pending.get(request);
    if (!own) return;
    pending.delete(request);
    if (making.get(own.id) === own.made) making.delete(own.id);
    own.made.settle(answer);
  };
  // Sent compressed as the request accepts, each encoding made once per kept answer (compression.ts).
  const send = (request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) => sendCompressed(request, reply.headers(answer.headers).header('content-type', answer.type), answer);

  /**
   * Hooks for a public, read-only route whose answer depends only on the request's params, query and body
   * and on data of the given kinds: a current answer is sent from the cache before the handler runs, and a
   * 200 answer is kept as serialised. Concurrent misses of one key at the same revisions are answered
   * once (after a write, or on a cold start, a crowd of readers would otherwise all make the same answer).
   * Spread into the route's options.
   */
  function route(depends: readonly RevisionKind[], options: CachedRouteOptions = {}) {
    const config: CachedRouteConfig = { responseCache: depends };
    return {
      config,
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        const key = `${request.method} ${request.routeOptions.url}\n${stableKey({ p: request.params, q: request.query, b: request.body })}`;
        const found = await lookup(key, depends, '', request, null);
        if (!found) return;
        if (found.hit) return send(request, reply, found.hit);
        const id = `${key}\n${found.revision}`;
        const other = making.get(id);
        if (other) {
          const answer = await other.answer;
          if (answer) {
            stats.shared += 1;
            return send(request, reply, answer);
          }
          // That one failed or was not kept: this request makes its own answer (and keeps it if it can).
          pending.set(request, { found, id, made: { answer: Promise.resolve(null), settle: () => undefined }, keep: true });
          return;
        }
        // A repeat is kept; a first request only remembered (the key and revisions say which it is).
        let keep = true;
        const watched = options.keepRepeatedOnly ? watchKey(id) : null;
        if (watched !== null && !seenOnce.get(watched)) {
          seenOnce.set(watched, true, watched.length);
          stats.firstSeen += 1;
          keep = false;
        }
        let resolve: (answer: CachedAnswer | null) => void = () => undefined;
        const made: Making = { answer: new Promise((r) => (resolve = r)), settle: (answer) => resolve(answer) };
        making.set(id, made);
        pending.set(request, { found, id, made, keep });
      },
      onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        const own = pending.get(request);
        if (!own) return payload;
        let answer: CachedAnswer | null = null;
        if (isStorable(reply) && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
          const cacheControl = reply.getHeader('cache-control');
          answer = own.found.store(payload, String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'), cacheControl ? { 'cache-control': String(cacheControl) } : {}, own.keep);
        }
        settle(request, answer);
        return payload;
      },
      // Whatever happened to the request (an error before onSend, a client gone), nobody waits forever.
      onResponse: async (request: FastifyRequest) => settle(request, null),
      onRequestAbort: async (request: FastifyRequest) => settle(request, null),
    };
  }

  return {
    slot,
    route,
    /** The database's revisions as this process knows them (bounded as revisionReader says), for other per-process caches. */
    revisions: readRevisions,
    stats: () => ({ ...stats, entries: entries.size, bytes: entries.bytes }),
    clear: () => entries.clear(),
  };
}

/**
 * What the repeat watch remembers of a request: a digest of its key and revisions, not the text (a search's
 * key is its whole body), so 20,000 one-off requests hold little memory for the young generation to copy.
 */
const watchKey = (id: string): string => createHash('sha1').update(id).digest('base64');

/** A 200 answer that sets no cookie and is not marked private. */
export function isStorable(reply: FastifyReply): boolean {
  return reply.statusCode === 200 && !reply.hasHeader('set-cookie') && !/\bprivate\b/i.test(String(reply.getHeader('cache-control') ?? ''));
}

/** The one response cache of a database in this process, shared by every module that caches answers. */
export const responseCacheFor = onePerDatabase((db) => createResponseCache(db));

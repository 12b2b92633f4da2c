import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The API's Prometheus metrics, in one registry served on METRICS_PORT (metrics-server.ts). Labels are
 * bounded: route patterns, status codes, page types, outbox kinds and limit names, never paths, ids or
 * addresses. Names carry their unit (`_seconds`, `_bytes`) and counters end in `_total`.
 */
export const metricsRegistry = new Registry();

/** Whether metrics are served (METRICS_PORT set): off, the timers below are not even read. */
let enabled = false;
export const metricsEnabled = (): boolean => enabled;
export function enableMetrics(on = true): void {
  enabled = on;
}

type Labels<L extends string> = readonly L[];
const counter = <L extends string>(name: string, help: string, labelNames: Labels<L> = []) => new Counter<L>({ name, help, labelNames, registers: [metricsRegistry] });
const gauge = <L extends string>(name: string, help: string, labelNames: Labels<L> = []) => new Gauge<L>({ name, help, labelNames, registers: [metricsRegistry] });
const histogram = <L extends string>(name: string, help: string, labelNames: Labels<L>, buckets: number[]) => new Histogram<L>({ name, help, labelNames, buckets, registers: [metricsRegistry] });

/** Around the 100 ms p99 budget (README, budgets), finer below it. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Database statements: most take well under a millisecond on a warm cache. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1];

/** Requests by route pattern and status; its `_count` is the request counter (one observe per request). */
export const requestDuration = histogram('rv_http_request_duration_seconds',
  'Time from a request arriving to its answer being sent, by method, route pattern and status code.', ['method', 'route', 'status_code'], LATENCY_BUCKETS);

/** Page types: the remote that owns the route, or the layout alone. */
export const serverRenderDuration = histogram('rv_server_render_duration_seconds',
  'Time to draw a page on the server, by page type (the remote owning the route, or layout) and result (drawn, layout_only, fallback).',
  ['page_type', 'result'], LATENCY_BUCKETS);

export const responseCacheLookups = counter('rv_response_cache_lookups_total',
  'Response-cache look-ups of cacheable requests, by route pattern and result (hit or miss).', ['route', 'result']);

export const searchDuration = histogram('rv_search_duration_seconds',
  'Time to answer a search not served from the response cache, by engine (catalog_models, catalog_brands, site_search, site_suggestions).',
  ['engine'], LATENCY_BUCKETS);

/** What an outbox topic is delivered to: its own bounded label whatever topics modules add. */
/** What an outbox message does: a CRM delivery, an e-mail (sign-in links included), or a scheduled task (a lead's first-contact check). */
export const OUTBOX_KINDS = ['crm', 'email', 'task'] as const;
type OutboxKind = (typeof OUTBOX_KINDS)[number];
export const outboxKindOf = (topic: string): OutboxKind =>
  topic.startsWith('crm.') ? 'crm' : topic === 'email' || topic.startsWith('auth.') ? 'email' : 'task';

export const outboxMessages = gauge('rv_outbox_messages', 'Undelivered outbox messages (depth), by kind; read from the database at scrape time.', ['kind']);
export const outboxOldestAge = gauge('rv_outbox_oldest_message_age_seconds', 'Age of the oldest undelivered outbox message, by kind (0 when none); read at scrape time.', ['kind']);
export const outboxDeliveries = counter('rv_outbox_deliveries_total', 'Outbox messages this replica delivered, by kind.', ['kind']);
export const outboxFailures = counter('rv_outbox_delivery_failures_total', 'Failed outbox delivery attempts on this replica (each kept for a retry), by kind.', ['kind']);
export const outboxRetries = counter('rv_outbox_retries_total', 'Delivery attempts of a message that had failed before (retries), by kind.', ['kind']);

const rateLimitRefusals = counter('rv_rate_limit_refusals_total',
  'Requests refused by a rate limit or a sign-in throttle, by limit (the key without its address or account).', ['limit']);
export const signInFailures = counter('rv_sign_in_failures_total', 'Sign-ins refused for a wrong user name or password.');
const signInLocks = counter('rv_sign_in_locks_total',
  'Sign-in throttles that used their free attempts and now make the next attempt wait, by subject (account, device, ip).', ['subject']);

const dbQueryDuration = histogram('rv_db_query_duration_seconds', 'Time of one database statement, by database (pglite or postgres).', ['db'], QUERY_BUCKETS);
const dbQueriesInFlight = gauge('rv_db_queries_in_flight', 'Database statements started and not yet answered, by database.', ['db']);
const dbPoolConnections = gauge('rv_db_pool_connections', 'Connections of the PostgreSQL pool by state (idle, busy); PGlite has one, busy while a statement runs.', ['state']);
const dbPoolWaiting = gauge('rv_db_pool_waiting_requests', 'Statements waiting for a free pool connection (PostgreSQL); always 0 on PGlite.');

/** Web Vitals from browsers (a sample of page loads), by page type: Google's "good" limits are bucket edges. */
const webVitals = {
  LCP: histogram('rv_web_vitals_lcp_seconds', 'Largest Contentful Paint reported by browsers, by page type.', ['page_type'], [0.5, 1, 1.5, 2, 2.5, 3, 4, 6, 10]),
  INP: histogram('rv_web_vitals_inp_seconds', 'Interaction to Next Paint reported by browsers, by page type.', ['page_type'], [0.05, 0.1, 0.2, 0.3, 0.5, 1, 2]),
  CLS: histogram('rv_web_vitals_cls', 'Cumulative Layout Shift (a score, no unit) reported by browsers, by page type.', ['page_type'], [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1]),
};
/** LCP and INP arrive in milliseconds and are kept in seconds; CLS is a score. */
export function observeWebVital(name: keyof typeof webVitals, pageType: string, value: number): void {
  webVitals[name].observe({ page_type: pageType }, name === 'CLS' ? value : value / 1000);
}

export const replicaReady = gauge('rv_ready', '1 when this replica is warm and its database answers, else 0; set at scrape time.');

/**
 * A limit's name from its key (`signin:account:{name}`, `form:{route}:ip:{address}`): everything up to the
 * kind of subject, so the address, account or device never becomes a label value.
 */
export function limitNameOf(key: string): string {
  return /^(.*?:(?:ip|account|device)):/.exec(key)?.[1] ?? 'other';
}

export function countRateLimitRefusal(key: string): void {
  rateLimitRefusals.inc({ limit: limitNameOf(key) });
}

/** A sign-in throttle (`signin:{subject}:...`) just began to delay: counted by its subject. */
export function countSignInLock(key: string): void {
  const subject = /^signin:(ip|account|device):/.exec(key)?.[1];
  if (subject) signInLocks.inc({ subject });
}

/** Starts a timer on `metric` when metrics are on; the returned function records it with the labels then known. */
export function startTimer<L extends string>(metric: Histogram<L>): (labels: Partial<Record<L, string>>) => void {
  if (!enabled) return () => undefined;
  const started = process.hrtime.bigint();
  return (labels) => metric.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
}

/** Statements of this process now running, by database. */
const inFlight = { pglite: 0, postgres: 0 };
interface PoolStats { total: number; idle: number; waiting: number }
/** PGlite runs one statement at a time: its one connection is busy while any runs, the rest wait. */
let poolStats = (): PoolStats => ({ total: 1, idle: inFlight.pglite > 0 ? 0 : 1, waiting: Math.max(0, inFlight.pglite - 1) });
/** The PostgreSQL pool's figures, read at each scrape (database.ts, once the pool exists). */
export function trackPool(stats: () => PoolStats): void {
  poolStats = stats;
}

/** Sets the pool gauges from the pool's figures: called at scrape time. */
export function readPool(): void {
  const { total, idle, waiting } = poolStats();
  dbPoolConnections.set({ state: 'idle' }, idle);
  dbPoolConnections.set({ state: 'busy' }, total - idle);
  dbPoolWaiting.set(waiting);
}

/** Times one database statement (and counts it in flight) when metrics are on; otherwise runs it and nothing else. */
export async function timedQuery<T>(db: 'pglite' | 'postgres', run: () => Promise<T>): Promise<T> {
  if (!enabled) return run();
  const done = startTimer(dbQueryDuration);
  inFlight[db] += 1;
  dbQueriesInFlight.set({ db }, inFlight[db]);
  try {
    return await run();
  } finally {
    inFlight[db] -= 1;
    dbQueriesInFlight.set({ db }, inFlight[db]);
    done({ db });
  }
}

let defaultsOn = false;
/** Event-loop delay, memory, CPU and handles (prom-client's defaults): once per process, when metrics are served. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

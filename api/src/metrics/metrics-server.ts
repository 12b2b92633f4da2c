import http from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import { collectProcessMetrics, metricsRegistry, OUTBOX_KINDS, outboxMessages, outboxOldestAge, readPool, replicaReady } from './metrics';

/**
 * Depth and oldest age of the undelivered outbox by kind (as outboxKindOf names them), in one statement over
 * the pending index. A message queued for later (a lead's first-contact check, due in hours) counts only once
 * due, and its age from then: otherwise every routed lead would hold the oldest age over the alert's 10 minutes.
 */
const OUTBOX_SQL = `SELECT CASE WHEN topic LIKE 'crm.%' THEN 'crm' WHEN topic = 'email' OR topic LIKE 'auth.%' THEN 'email' ELSE 'task' END AS kind,
  count(*) AS depth,
  coalesce(extract(epoch FROM now() - min(CASE WHEN attempts = 0 THEN next_attempt_at ELSE created_at END)), 0) AS oldest
  FROM outbox WHERE delivered_at IS NULL AND (attempts > 0 OR next_attempt_at <= now()) GROUP BY 1`;

/** Sets the scrape-time gauges; false when the database did not answer. */
async function readOutbox(db: Database): Promise<boolean> {
  try {
    const { rows } = await db.query<{ kind: string; depth: string; oldest: string }>(OUTBOX_SQL);
    for (const kind of OUTBOX_KINDS) {
      const row = rows.find((r) => r.kind === kind);
      outboxMessages.set({ kind }, Number(row?.depth ?? 0));
      outboxOldestAge.set({ kind }, Number(row?.oldest ?? 0));
    }
    return true;
  } catch {
    return false;
  }
}

export interface MetricsServerOptions {
  port: number;
  host: string;
  db: Database;
  /** Whether the replica is still warming up (app.warmingUp), read at each scrape. */
  warmingUp: () => boolean;
  log: FastifyBaseLogger;
}

/**
 * Serves GET /metrics on a port of its own, which the proxy and the Ingress never route to, so the
 * figures are not public. Anything else is a 404 (a 405 for another method on /metrics).
 */
export async function startMetricsServer({ port, host, db, warmingUp, log }: MetricsServerOptions): Promise<http.Server> {
  collectProcessMetrics();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== '/metrics') return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed\n');
    void (async () => {
      try {
        const dbUp = await readOutbox(db);
        replicaReady.set(dbUp && !warmingUp() ? 1 : 0);
        readPool();
        const body = await metricsRegistry.metrics();
        res.writeHead(200, { 'content-type': metricsRegistry.contentType }).end(req.method === 'HEAD' ? undefined : body);
      } catch (error) {
        log.error({ err: error }, 'metrics scrape failed');
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable\n');
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}

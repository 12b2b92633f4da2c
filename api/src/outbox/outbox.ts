import type { Database } from '../db/database';
import { outboxDeliveries, outboxFailures, outboxKindOf, outboxRetries } from '../metrics/metrics';

/** Topics of work for outside systems; each has a handler registered with the worker. */
export type OutboxTopic = 'email' | 'crm.lead' | 'crm.customer-service' | 'crm.diy' | 'crm.newsletter' | 'crm.dealer-support' | 'crm.owner-registration' | string;

export interface OutboxMessage<P = Record<string, unknown>> {
  id: number;
  topic: OutboxTopic;
  payload: P;
  attempts: number;
}

/**
 * Records work for an outside system. Call it inside the same transaction that stores the
 * submission, so the submission and its delivery stand or fall together.
 */
export async function enqueue(db: Database, topic: OutboxTopic, payload: Record<string, unknown>): Promise<number> {
  const { rows } = await db.query<{ id: string }>('INSERT INTO outbox (topic, payload) VALUES ($1, $2) RETURNING id', [topic, JSON.stringify(payload)]);
  return Number(rows[0].id);
}

/**
 * Delivers one message; throwing keeps it for a retry with back-off. It may finish with its own last
 * write through markDeliveredWith and return that result: the worker then has nothing left to write.
 */
export type OutboxHandler = (message: OutboxMessage, db: Database) => Promise<void | typeof MARKED_DELIVERED>;

/** What markDeliveredWith returns: the message is already marked delivered. */
export const MARKED_DELIVERED = 'marked-delivered';

const MARK_DELIVERED = 'UPDATE outbox SET delivered_at = now(), leased_until = NULL, last_error = NULL WHERE id =';

/**
 * A handler's last write (one INSERT, UPDATE or DELETE using $1..$n) and the message's "delivered" mark
 * in one statement: both or neither, and one statement less per delivery (on the embedded database each
 * is CPU on the event loop). Return its result from the handler.
 */
export async function markDeliveredWith(db: Database, message: OutboxMessage, sql: string, params: unknown[]): Promise<typeof MARKED_DELIVERED> {
  await db.query(`WITH handler_write AS (${sql}) ${MARK_DELIVERED} $${params.length + 1}`, [...params, message.id]);
  return MARKED_DELIVERED;
}

/** Back-off after a failed attempt: 5 s, 20 s, 80 s ... capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 5 * 4 ** Math.max(0, attempts - 1));
}

/** Lets requests run between two deliveries: the embedded database never yields, so a batch would hold the event loop (docs/decisions.md). */
const yieldToEventLoop = () => new Promise<void>((resolve) => {
  setImmediate(resolve);
});

/**
 * How long a claimed message belongs to the replica that claimed it. Longer than any one delivery may
 * take (the CRM call and SMTP time out within 30 s), so a live replica never has its message taken
 * over; a dead one's is delivered by another replica once this has passed.
 */
export const DEFAULT_LEASE_SECONDS = 60;

interface ClaimedRow {
  id: string;
  topic: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/**
 * Claims the oldest due message no other replica holds: counts the attempt and leases it in one
 * statement, skipping rows another transaction has locked. Undefined when nothing is due.
 */
async function claimNext(db: Database, leaseSeconds: number): Promise<ClaimedRow | undefined> {
  const { rows } = await db.query<ClaimedRow>(
    `UPDATE outbox SET attempts = attempts + 1, leased_until = now() + make_interval(secs => $1)
     WHERE id = (
       SELECT id FROM outbox
       WHERE delivered_at IS NULL AND next_attempt_at <= now() AND (leased_until IS NULL OR leased_until <= now())
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id, topic, payload, attempts`,
    [leaseSeconds],
  );
  return rows[0];
}

/**
 * Delivers up to `limit` due messages, one claimed at a time; returns how many were delivered. A failed
 * attempt is kept for a retry with back-off; a crash leaves the lease to run out, and the message is
 * sent again (at least once, with the same Idempotency-Key).
 */
export async function deliverDue(db: Database, handlers: Record<string, OutboxHandler>, limit = 20, leaseSeconds = DEFAULT_LEASE_SECONDS): Promise<number> {
  let delivered = 0;
  for (let index = 0; index < limit; index += 1) {
    if (index > 0) await yieldToEventLoop();
    const row = await claimNext(db, leaseSeconds);
    if (!row) break;
    const handler = handlers[row.topic];
    const message: OutboxMessage = { id: Number(row.id), topic: row.topic, payload: row.payload, attempts: row.attempts };
    if (row.attempts > 1) outboxRetries.inc({ kind: outboxKindOf(row.topic) });
    try {
      if (!handler) throw new Error(`No outbox handler for topic ${row.topic}`);
      if ((await handler(message, db)) !== MARKED_DELIVERED) await db.query(`${MARK_DELIVERED} $1`, [row.id]);
      delivered += 1;
      outboxDeliveries.inc({ kind: outboxKindOf(row.topic) });
    } catch (error) {
      outboxFailures.inc({ kind: outboxKindOf(row.topic) });
      await db.query(
        `UPDATE outbox SET leased_until = NULL, last_error = $2, next_attempt_at = now() + make_interval(secs => $3) WHERE id = $1`,
        [row.id, error instanceof Error ? error.message : String(error), retryDelaySeconds(row.attempts)],
      );
    }
  }
  return delivered;
}

/** Polls the outbox in the background; stop() ends the loop (on server close). */
export function startOutboxWorker(db: Database, handlers: Record<string, OutboxHandler>, intervalMs = 2000, leaseSeconds = DEFAULT_LEASE_SECONDS): { stop(): void } {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverDue(db, handlers, 20, leaseSeconds);
    } catch {
      // The database may be restarting; the next tick tries again.
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

/** Records work due only after `delaySeconds` (a check that something happened in time); as enqueue otherwise. */
export async function enqueueAfter(db: Database, topic: OutboxTopic, payload: Record<string, unknown>, delaySeconds: number): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO outbox (topic, payload, next_attempt_at) VALUES ($1, $2, now() + make_interval(secs => $3)) RETURNING id',
    [topic, JSON.stringify(payload), delaySeconds],
  );
  return Number(rows[0].id);
}

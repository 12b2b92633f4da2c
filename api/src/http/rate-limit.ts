import type { Database } from '../db/database';
import { HttpError } from './errors';

/** At most `max` counted attempts per key in a fixed window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts; please try again in ${formatWait(retryAfterSeconds)}.`);
    this.headers = { 'retry-after': String(Math.max(1, retryAfterSeconds)) };
  }
}

function formatWait(seconds: number): string {
  if (seconds < 60) return 'a minute';
  return `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Counts one attempt for `key` and throws 429 when it is over the limit: the count and the check are
 * one statement, so parallel requests can never all pass a check made before their counts (every
 * replica shares the row). A window that has ended starts again at 1.
 */
export async function takeAttempt(db: Database, key: string, limit: Limit): Promise<void> {
  const { rows } = await db.query<{ count: number; retry_after: number }>(
    `INSERT INTO rate_limit_counters AS c (key, window_started_at, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE c.count + 1 END,
       window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE c.window_started_at END
     RETURNING count, ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::int AS retry_after`,
    [key, limit.windowSeconds],
  );
  if (rows[0].count > limit.max) throw new TooManyRequests(rows[0].retry_after);
}

/** Gives back an attempt that turned out not to count (a sign-in that succeeded). */
export async function refundAttempt(db: Database, key: string): Promise<void> {
  await db.query('UPDATE rate_limit_counters SET count = greatest(count - 1, 0) WHERE key = $1', [key]);
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.query('DELETE FROM rate_limit_counters WHERE key = $1', [key]);
}

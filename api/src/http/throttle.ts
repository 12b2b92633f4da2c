import type { Database } from '../db/database';
import { TooManyRequests } from './rate-limit';
import { countRateLimitRefusal, countSignInLock } from '../metrics/metrics';

/**
 * A growing delay between attempts (OWASP authentication cheat sheet: throttling that grows, not a hard
 * lock): `free` attempts at once, then each next one only `firstDelaySeconds` after the one before,
 * doubling up to `maxDelaySeconds`. Attempts are forgotten `memorySeconds` after the last one.
 */
export interface Throttle {
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  memorySeconds: number;
}

/** The wait after the n-th attempt, in SQL ($2 free, $3 first delay, $4 most). */
const delayAfter = (n: string) => `make_interval(secs => CASE WHEN ${n} < $2 THEN 0 ELSE least($4::float8, $3::float8 * power(2, ${n} - $2)) END)`;

/**
 * Counts one attempt for `key`, or throws 429 with the wait when its time has not come. One statement
 * counts and decides (the row is locked by the upsert), so parallel attempts and replicas never all pass
 * a check made before their counts.
 */
export async function takeThrottled(db: Database, key: string, throttle: Throttle): Promise<void> {
  const params = [key, throttle.free, throttle.firstDelaySeconds, throttle.maxDelaySeconds, throttle.memorySeconds];
  const next = 'CASE WHEN t.forget_at <= now() THEN 1 ELSE t.attempts + 1 END';
  const { rows } = await db.query<{ attempts: number }>(
    `INSERT INTO throttles AS t (key, attempts, not_before, forget_at)
     VALUES ($1, 1, now() + ${delayAfter('1')}, now() + make_interval(secs => $5))
     ON CONFLICT (key) DO UPDATE SET attempts = ${next}, not_before = now() + ${delayAfter(next)}, forget_at = now() + make_interval(secs => $5)
     WHERE t.forget_at <= now() OR t.not_before <= now()
     RETURNING attempts`,
    params,
  );
  if (rows.length > 0) {
    // The attempt that used the last free one: from now on this key waits (a sign-in "lock").
    if (Number(rows[0].attempts) === throttle.free) countSignInLock(key);
    return;
  }
  countRateLimitRefusal(key);
  const wait = await db.query<{ seconds: string }>('SELECT ceil(extract(epoch FROM not_before - now())) AS seconds FROM throttles WHERE key = $1', [key]);
  throw new TooManyRequests(Math.max(1, Number(wait.rows[0]?.seconds ?? 1)));
}

/**
 * Gives back an attempt that turned out not to count (a sign-in that succeeded, or one another throttle
 * refused): one fewer, and no wait when that leaves it within its free attempts.
 */
export async function refundThrottled(db: Database, key: string, throttle: Throttle): Promise<void> {
  await db.query(
    `UPDATE throttles SET attempts = attempts - 1, not_before = CASE WHEN attempts - 1 < $2 THEN now() ELSE not_before END
     WHERE key = $1 AND attempts > 0 AND forget_at > now()`,
    [key, throttle.free],
  );
}

export async function clearThrottled(db: Database, key: string): Promise<void> {
  await db.query('DELETE FROM throttles WHERE key = $1', [key]);
}

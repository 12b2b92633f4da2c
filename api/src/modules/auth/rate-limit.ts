import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Limits of the auth calls; failures only count for sign-in, so a busy dealership never trips it. */
export const LIMITS = {
  signInFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  signInFailuresPerIp: { max: 20, windowSeconds: 15 * 60 },
  linkRequestsPerIp: { max: 20, windowSeconds: 15 * 60 },
  linkRequestsPerAccount: { max: 3, windowSeconds: 15 * 60 },
  usernameChecksPerIp: { max: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, Limit>;

export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many attempts; please try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minutes.`);
  }
}

/** Throws 429 when the key has used up its window. */
export async function assertUnderLimit(db: Database, key: string, limit: Limit): Promise<void> {
  const { rows } = await db.query<{ count: number; retry_after: number }>(
    `SELECT count, ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::int AS retry_after
     FROM auth_attempts WHERE key = $1 AND window_started_at > now() - make_interval(secs => $2)`,
    [key, limit.windowSeconds],
  );
  if (rows[0] && rows[0].count >= limit.max) throw new TooManyRequests(rows[0].retry_after);
}

/** Counts one attempt in the key's current window (a new window starts when the old one ended). */
export async function countAttempt(db: Database, key: string, limit: Limit): Promise<void> {
  await db.query(
    `INSERT INTO auth_attempts (key, window_started_at, count) VALUES ($1, now(), 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN auth_attempts.window_started_at <= now() - make_interval(secs => $2) THEN 1 ELSE auth_attempts.count + 1 END,
       window_started_at = CASE WHEN auth_attempts.window_started_at <= now() - make_interval(secs => $2) THEN now() ELSE auth_attempts.window_started_at END`,
    [key, limit.windowSeconds],
  );
}

/** Checks then counts: for calls where every request counts, not only failures. */
export async function consumeAttempt(db: Database, key: string, limit: Limit): Promise<void> {
  await assertUnderLimit(db, key, limit);
  await countAttempt(db, key, limit);
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.query('DELETE FROM auth_attempts WHERE key = $1', [key]);
}

import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { Database } from '../db/database';
import { HttpError } from './errors';
import { countRateLimitRefusal } from '../metrics/metrics';

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
  if (seconds <= 60) return 'a minute';
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** One limiter per database and limit: rate-limiter-flexible keeps the limit in the instance, the count in the table. */
const limiters = new WeakMap<Database, Map<string, RateLimiterPostgres>>();

function limiterFor(db: Database, limit: Limit): RateLimiterPostgres {
  let byLimit = limiters.get(db);
  if (!byLimit) limiters.set(db, (byLimit = new Map()));
  const id = `${limit.max}/${limit.windowSeconds}`;
  let limiter = byLimit.get(id);
  if (!limiter) {
    // The table comes from a migration (tableCreated); node-postgres' query-object form onto our Database.
    const storeClient = { query: ({ text, values }: { text: string; values?: unknown[] }) => db.query(text, values) };
    limiter = new RateLimiterPostgres({ storeClient, storeType: 'client', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false, keyPrefix: '', points: limit.max, duration: limit.windowSeconds });
    byLimit.set(id, limiter);
  }
  return limiter;
}

/**
 * Counts one attempt for `key` and throws 429 when it is over the limit: the library counts and
 * answers in one upsert, so parallel requests can never all pass a check made before their counts
 * (every replica shares the row). A window that has ended starts again at 1.
 */
export async function takeAttempt(db: Database, key: string, limit: Limit): Promise<void> {
  try {
    await limiterFor(db, limit).consume(key);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      countRateLimitRefusal(key);
      throw new TooManyRequests(Math.ceil(rejection.msBeforeNext / 1000));
    }
    throw rejection;
  }
}

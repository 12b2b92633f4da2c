import axios, { AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { headersForResend } from './bearer-auth';

/** How many times a read is sent again after its first answer failed. */
const READ_RETRIES = 2;
/** The wait before the first retry; each later one waits twice the one before. */
const READ_BACKOFF_MS = 500;
/** The longest Retry-After a read waits for; a server asking for more gets no retry, the page its Try again. */
const RETRY_AFTER_CAP_MS = 5000;

/** Answers that may pass in a moment: a gateway's 502/503/504, or a 429 asking to wait. */
const PASSING_STATUSES = new Set([429, 502, 503, 504]);

type Sent = InternalAxiosRequestConfig & { readRetries?: number };

/** Retry-After as milliseconds, from seconds or an HTTP date; null when absent or unreadable. */
function retryAfterMs(headers: unknown, now: number): number | null {
  const raw = AxiosHeaders.from((headers ?? {}) as AxiosHeaders).get('retry-after');
  if (typeof raw !== 'string' || !raw.trim()) return null;
  if (/^\d+$/.test(raw.trim())) return Number(raw.trim()) * 1000;
  const at = Date.parse(raw);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * The wait before sending a failed read again, or null when it must not be: only GET (and HEAD) calls, after a
 * network error (not a timeout or a cancel) or a passing status, at most READ_RETRIES times; never another 4xx.
 */
function readRetryDelay(error: unknown, now = Date.now()): number | null {
  if (!axios.isAxiosError(error) || !error.config) return null;
  const config = error.config as Sent;
  const method = (config.method ?? 'get').toLowerCase();
  if (method !== 'get' && method !== 'head') return null;
  const done = config.readRetries ?? 0;
  if (done >= READ_RETRIES) return null;
  const backoff = READ_BACKOFF_MS * 2 ** done;
  const status = error.response?.status;
  if (status === undefined) {
    const gaveUp = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT' || error.code === 'ERR_CANCELED';
    return gaveUp ? null : backoff;
  }
  if (!PASSING_STATUSES.has(status)) return null;
  const asked = retryAfterMs(error.response?.headers, now);
  if (asked === null) return backoff;
  return asked > RETRY_AFTER_CAP_MS ? null : Math.max(asked, backoff);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one retry policy for reads, on every service client: a failed GET whose failure may pass is sent
 * again after readRetryDelay, up to READ_RETRIES times; the last failure is what the caller sees (a page's
 * error state and its Try again). On the server (no window) a read is not retried: the page is drawn
 * loading and the browser asks again, so a slow retry never holds the page's answer.
 */
export function installReadRetries(client: AxiosInstance): void {
  client.interceptors.response.use(undefined, async (error: unknown) => {
    const delay = typeof window === 'undefined' ? null : readRetryDelay(error);
    if (delay === null || !axios.isAxiosError(error) || !error.config) throw error;
    const sent = error.config as Sent;
    await wait(delay);
    const again: Sent = { ...sent, headers: AxiosHeaders.from(headersForResend(sent)), readRetries: (sent.readRetries ?? 0) + 1 };
    return client.request(again);
  });
}

import { authStore } from '../stores/auth.store';
import { AUTH_MESSAGES } from './constants';
import { refreshTokens, validateToken } from './auth.resource';
import { decodeToken, isTokenExpired } from './token';

/** Key of the cross-tab refresh lock, beside the session under 'krv'. */
export const REFRESH_LOCK_KEY = 'krv-refresh-lock';
/** A lock older than this belongs to a tab that died mid-refresh and may be taken over. */
export const REFRESH_LOCK_TTL_MS = 10_000;

interface LockDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  sleep(ms: number): Promise<void>;
  now(): number;
  id: string;
}

const defaultDeps = (): LockDeps => ({
  storage: localStorage,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
});

function readLock(storage: LockDeps['storage']): { id: string; expires: number } | null {
  try {
    return JSON.parse(storage.getItem(REFRESH_LOCK_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Runs `work` while holding a lock in localStorage, so only one tab exchanges the refresh token at
 * a time: the API ends the session when a refresh token is used twice. localStorage has no
 * compare-and-set, so a tab writes its id, waits a moment and re-reads to see whether it won.
 */
export async function withRefreshLock<T>(work: () => Promise<T>, deps: LockDeps = defaultDeps()): Promise<T> {
  const { storage, sleep, now, id } = deps;
  const giveUpAt = now() + REFRESH_LOCK_TTL_MS * 2;
  for (;;) {
    const held = readLock(storage);
    if (!held || held.expires <= now()) {
      storage.setItem(REFRESH_LOCK_KEY, JSON.stringify({ id, expires: now() + REFRESH_LOCK_TTL_MS }));
      await sleep(30);
      if (readLock(storage)?.id === id) break;
    }
    if (now() > giveUpAt) break; // never wait forever on a broken lock: the API still guards reuse
    await sleep(100);
  }
  try {
    return await work();
  } finally {
    if (readLock(storage)?.id === id) storage.removeItem(REFRESH_LOCK_KEY);
  }
}

let inflight: Promise<void> | null = null;

/**
 * The refresh exchange of spec dealer §4, one at a time in this tab and across tabs. When another
 * tab already rotated the tokens while this one waited, its tokens are adopted instead.
 * Rejects (after logging out) when there is no refresh token or the exchange fails (spec §8).
 */
export function refreshSession(): Promise<void> {
  inflight ??= (async () => {
    const before = authStore.getState().refreshToken;
    await withRefreshLock(async () => {
      await authStore.persist.rehydrate();
      const { refreshToken, authToken } = authStore.getState();
      if (refreshToken && refreshToken !== before && !isTokenExpired(decodeToken(authToken))) return;
      if (!refreshToken) {
        authStore.getState().logout('expired');
        throw AUTH_MESSAGES.loggedOut;
      }
      try {
        authStore.getState().refreshSuccess(await refreshTokens(refreshToken));
      } catch (reason) {
        authStore.getState().loginFailure();
        authStore.getState().logout('expired');
        throw reason;
      }
    });
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * Session validation (spec dealer §4, §8): the token is checked with GET /auth/token; when it is
 * not valid the token is cleared and a refresh is tried; with no refresh token the user is logged
 * out and it rejects with 'user is logged out'. Resolves 'valid' or 'refreshed'.
 */
export function validateSession(): Promise<'valid' | 'refreshed'> {
  const run = checkSession();
  const settled = run.then(() => undefined, () => undefined);
  checking = settled;
  void settled.then(() => {
    if (checking === settled) checking = null;
  });
  return run;
}

let checking: Promise<void> | null = null;

/**
 * While a validation runs the session passes through "signed out" (token cleared) on its way to a
 * refresh; listeners that redirect on sign-out wait for this so they act on the outcome only.
 */
export function sessionCheckSettled(): Promise<void> | null {
  return checking;
}

async function checkSession(): Promise<'valid' | 'refreshed'> {
  const { authToken } = authStore.getState();
  if (authToken && (await validateToken(authToken))) return 'valid';
  authStore.getState().validationFailure();
  if (!authStore.getState().refreshToken) {
    authStore.getState().logout('expired');
    throw AUTH_MESSAGES.loggedOut;
  }
  await refreshSession();
  return 'refreshed';
}

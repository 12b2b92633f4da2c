import { configureAuth } from '../api/http-client';
import { authStore, serverNow } from '../stores/auth.store';
import { AUTH_MESSAGES, AUTH_STORAGE_KEY } from '@rv/domain/auth';
import { refreshTokens, validateToken } from './auth.resource';
import { withRefreshLock } from './refresh-lock';
import { decodeToken, isTokenExpired } from '@rv/domain/auth';

export { REFRESH_LOCK_KEY, withRefreshLock } from './refresh-lock';

let inflight: Promise<void> | null = null;

/**
 * The refresh exchange of dealer spec (states and transitions), one at a time in this tab and across tabs. When another
 * tab already rotated the tokens while this one waited, its tokens are adopted instead.
 * Rejects (after logging out) when there is no refresh token or the exchange fails (spec: error catalogue).
 */
export function refreshSession(): Promise<void> {
  inflight ??= (async () => {
    const before = authStore.getState().refreshToken;
    await withRefreshLock(async (waited) => {
      if (waited) await storedRefreshTokenChange(before);
      await authStore.persist.rehydrate();
      const { refreshToken, authToken } = authStore.getState();
      if (refreshToken && refreshToken !== before && !isTokenExpired(decodeToken(authToken), serverNow())) return;
      if (!refreshToken) {
        authStore.getState().logout('expired');
        throw AUTH_MESSAGES.loggedOut;
      }
      try {
        authStore.getState().refreshSuccess(await refreshTokens(refreshToken));
      } catch (reason) {
        // Logout resets the user and refresh token too (spec: states and transitions, refresh failure), and, coming first,
        // still sees a signed-in session, so other remotes hear of it ('auth:logout').
        authStore.getState().logout('expired');
        throw reason;
      }
    });
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}

/** How long a tab that waited for another tab's lock gives that tab's new tokens to reach it. */
export const ROTATED_TOKENS_WITHIN_MS = 1000;

const storedRefreshToken = (): string | null => {
  try {
    return JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')?.state?.refreshToken ?? null;
  } catch {
    return null;
  }
};

/**
 * Another tab's write to localStorage reaches this tab asynchronously (in Chromium from another
 * process), and may arrive after its lock is released: reading at once could still show the refresh
 * token it just spent. So wait, briefly, for the stored refresh token to change from `from`.
 */
async function storedRefreshTokenChange(from: string | null): Promise<void> {
  const giveUpAt = Date.now() + ROTATED_TOKENS_WITHIN_MS;
  while (storedRefreshToken() === from && Date.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** Resolves once the refresh under way in this tab (if any) has settled, whatever its outcome. */
const refreshSettled = (): Promise<void> => (inflight ?? Promise.resolve()).catch(() => undefined);

/**
 * exp in the past by the server's time (serverNow: the token's iat against when it was received),
 * never by this browser's clock alone; a token without readable claims is left to the API to judge.
 */
function hasExpired(token: string): boolean {
  const claims = decodeToken(token);
  return typeof claims?.exp === 'number' && isTokenExpired(claims, serverNow());
}

/** Runs the refresh exchange and answers the token it left, or null when it ended the session. */
async function refreshedToken(): Promise<string | null> {
  try {
    await refreshSession();
  } catch {
    return null;
  }
  return authStore.getState().authToken;
}

/**
 * The bearer token for a call about to go out: it waits for a refresh under way rather
 * than go out with the token being replaced, and a token whose exp has passed (a tab left overnight)
 * is refreshed first instead of being sent for a certain 401.
 */
export async function sessionToken(): Promise<string | null> {
  await refreshSettled();
  const { authToken, refreshToken } = authStore.getState();
  if (!authToken || !refreshToken || !hasExpired(authToken)) return authToken;
  return refreshedToken();
}

/**
 * After the API answered 401 to `rejected`: when the session already holds another token (a refresh
 * by another call, or by another tab) that one is used; otherwise the token is refreshed once, shared
 * by every call in flight. Null when the refresh failed, which has logged out.
 */
export async function renewedToken(rejected: string): Promise<string | null> {
  await refreshSettled();
  const current = authStore.getState().authToken;
  if (current && current !== rejected) return current;
  return refreshedToken();
}

/**
 * Session validation (dealer spec: states and transitions; error catalogue): the token is checked with GET /auth/token; when it is
 * not valid the token is cleared and a refresh is tried; with no refresh token the user is logged
 * out and it rejects with 'user is logged out'. A token past its exp goes straight to the refresh,
 * keeping the token until it is replaced. Resolves 'valid' or 'refreshed'.
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
  await refreshSettled();
  const { authToken } = authStore.getState();
  // A token past its exp would only be refused: asking the API about it costs a round trip, nothing more.
  if (!authToken || !hasExpired(authToken)) {
    if (authToken && (await validateToken(authToken))) return 'valid';
    const now = authStore.getState().authToken;
    if (now && now !== authToken) return 'refreshed'; // a call's refresh replaced it meanwhile
    authStore.getState().validationFailure();
  }
  if (!authStore.getState().refreshToken) {
    authStore.getState().logout('expired');
    throw AUTH_MESSAGES.loggedOut;
  }
  await refreshSession();
  return 'refreshed';
}

configureAuth({ sessionToken, renewedToken });

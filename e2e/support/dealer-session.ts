import type { BrowserContext, Page, Request } from '@playwright/test';

/** The portal's session in localStorage (dealer spec: entities and fields; constants and limits: key 'krv'). */
const AUTH_KEY = 'krv';
const REFRESH_PATH = '/api/auth/token/refresh';

export type StaleToken =
  /** exp in the past: the next morning's case, which the portal can see for itself. */
  | 'expired'
  /** exp still ahead by the claims, yet the API refuses it (revoked, clocks apart): only the 401 tells. */
  | 'refused';

/**
 * Rewrites the stored session while no portal page runs (on a JSON page of the same origin), so a
 * running page cannot write its own copy back over it. The access token keeps its header and claims
 * but gets a new exp; its signature no longer matches, so the API answers 401 to it either way.
 * `refreshToken` replaces the refresh token too (a spent or forged one).
 */
export async function spoilStoredSession(page: Page, stale: StaleToken, refreshToken?: string): Promise<void> {
  await page.goto('/api/health');
  await page.evaluate(({ key, stale, refreshToken }) => {
    const toBase64Url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { authToken?: string; refreshToken?: string } };
    if (!stored.state?.authToken) throw new Error('no signed-in session is stored');
    const [header, payload, signature] = stored.state.authToken.split('.');
    const claims = JSON.parse(fromBase64Url(payload)) as { exp: number; iat: number };
    const now = Math.floor(Date.now() / 1000);
    Object.assign(claims, stale === 'expired' ? { iat: now - 16 * 60, exp: now - 60 } : { exp: now + 10 * 60 });
    stored.state.authToken = `${header}.${toBase64Url(JSON.stringify(claims))}.${signature}`;
    if (refreshToken) stored.state.refreshToken = refreshToken;
    localStorage.setItem(key, JSON.stringify(stored));
  }, { key: AUTH_KEY, stale, refreshToken });
}

/** The stored access and refresh tokens, as a page of the portal sees them. */
export function storedTokens(page: Page): Promise<{ authToken: string | null; refreshToken: string | null; loggedIn: boolean }> {
  return page.evaluate((key) => {
    const state = JSON.parse(localStorage.getItem(key) ?? '{}').state ?? {};
    return { authToken: state.authToken ?? null, refreshToken: state.refreshToken ?? null, loggedIn: state.loggedIn === true };
  }, AUTH_KEY);
}

/** Counts POST /api/auth/token/refresh from every page of a context (every tab of one browser), and those still unanswered. */
export function countRefreshCalls(context: BrowserContext): { count(): number; inFlight(): number; reset(): void } {
  let count = 0;
  let inFlight = 0;
  const isRefresh = (request: Request) => request.method() === 'POST' && new URL(request.url()).pathname === REFRESH_PATH;
  context.on('request', (request) => {
    if (!isRefresh(request)) return;
    count += 1;
    inFlight += 1;
  });
  const answered = (request: Request) => void (isRefresh(request) && (inFlight -= 1));
  context.on('requestfinished', answered);
  context.on('requestfailed', answered);
  return { count: () => count, inFlight: () => inFlight, reset: () => void (count = 0) };
}

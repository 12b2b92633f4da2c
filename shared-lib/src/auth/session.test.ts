import { authStore } from '../stores/auth.store';
import { resetServiceClients, serviceClient } from '../api/http-client';
import { REFRESH_LOCK_KEY, ROTATED_TOKENS_WITHIN_MS, refreshSession, sessionCheckSettled, validateSession } from './session';
import { afterPendingWork } from '../testing/pending-work';
import type { LoggedInUser } from '@rv/domain/auth';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (expInSeconds: number) => `${segment({ alg: 'HS256' })}.${segment({ sub: 'demo.sales', exp: Math.floor(Date.now() / 1000) + expInSeconds })}.sig`;
const user = (token: string, refresh: string): LoggedInUser => ({
  username: 'demo.sales', guid: 'g', firstName: 'Dana', lastName: 'Reyes', email: 'd@x.test', manager: false,
  organizations: [], attributes: [], token, refresh_token: refresh,
});

type Reply = { status: number; data?: unknown };
function mockAuthApi(routes: Record<string, Reply | (() => Reply)>) {
  resetServiceClients();
  const calls: string[] = [];
  (serviceClient('middleware').defaults as { adapter: unknown }).adapter = async (config: { method: string; url: string; data?: string; validateStatus?: (s: number) => boolean }) => {
    const key = `${config.method.toUpperCase()} ${config.url}`;
    calls.push(config.data ? `${key} ${config.data}` : key);
    const route = routes[key];
    const reply = typeof route === 'function' ? route() : route ?? { status: 404, data: {} };
    if (config.validateStatus ? !config.validateStatus(reply.status) : reply.status >= 400) {
      return Promise.reject(Object.assign(new Error(`status ${reply.status}`), { isAxiosError: true, config, response: { ...reply, headers: {}, config } }));
    }
    return { ...reply, statusText: '', headers: {}, config };
  };
  return calls;
}

beforeEach(() => {
  authStore.getState().logout();
  localStorage.clear();
});

/** Another tab of the site holds the refresh lock (navigator.locks is shared by a site's tabs) until it is released. */
function holdLockInAnotherTab(): () => void {
  let release = () => {};
  void navigator.locks.request(REFRESH_LOCK_KEY, () => new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

describe('session validation and the refresh exchange (dealer spec: states and transitions; error catalogue)', () => {
  it('a valid token stays: no refresh', async () => {
    const calls = mockAuthApi({ 'GET /auth/token': { status: 200, data: { username: 'demo.sales', roles: ['DEALER'], exp: 1 } } });
    authStore.getState().loginSuccess(user(jwt(60), 'r1'));
    await expect(validateSession()).resolves.toBe('valid');
    expect(calls).toEqual(['GET /auth/token']);
    expect(authStore.getState().loggedIn).toBe(true);
  });

  it('an invalid token is cleared, then refreshed: the new tokens are stored and loggedIn is true again', async () => {
    const calls = mockAuthApi({ 'GET /auth/token': { status: 401, data: { message: 'revoked' } }, 'POST /auth/token/refresh': { status: 200, data: user('new-access', 'r2') } });
    authStore.getState().loginSuccess(user(jwt(60), 'r1'));
    const seen: Array<string | null> = [];
    const unsubscribe = authStore.subscribe((s) => seen.push(s.authToken));
    await expect(validateSession()).resolves.toBe('refreshed');
    unsubscribe();
    expect(calls).toEqual(['GET /auth/token', 'POST /auth/token/refresh {"refreshToken":"r1"}']);
    expect(seen[0]).toBeNull();
    expect(authStore.getState()).toMatchObject({ loggedIn: true, authToken: 'new-access', refreshToken: 'r2' });
    expect(JSON.parse(localStorage.getItem('krv')!).state.refreshToken).toBe('r2');
  });

  it('a token past its exp goes straight to the refresh, kept until it is replaced', async () => {
    const calls = mockAuthApi({ 'POST /auth/token/refresh': { status: 200, data: user(jwt(900), 'r2') } });
    const expired = jwt(-5);
    authStore.getState().loginSuccess(user(expired, 'r1'));
    const seen: Array<string | null> = [];
    const unsubscribe = authStore.subscribe((s) => seen.push(s.authToken));
    await expect(validateSession()).resolves.toBe('refreshed');
    unsubscribe();
    expect(calls).toEqual(['POST /auth/token/refresh {"refreshToken":"r1"}']);
    expect(seen).not.toContain(null);
    expect(authStore.getState()).toMatchObject({ loggedIn: true, refreshToken: 'r2' });
  });

  it('a validation started while a refresh is under way waits for it and finds the new token valid', async () => {
    const calls = mockAuthApi({ 'GET /auth/token': { status: 200, data: { username: 'demo.sales', roles: ['DEALER'], exp: 1 } }, 'POST /auth/token/refresh': { status: 200, data: user(jwt(900), 'r2') } });
    authStore.getState().loginSuccess(user(jwt(60), 'r1'));
    await Promise.all([refreshSession(), expect(validateSession()).resolves.toBe('valid')]);
    expect(calls).toEqual(['POST /auth/token/refresh {"refreshToken":"r1"}', 'GET /auth/token']);
  });

  it('tells listeners when a validation is under way, so the passing "signed out" state is not acted on', async () => {
    mockAuthApi({ 'GET /auth/token': { status: 401 }, 'POST /auth/token/refresh': { status: 200, data: user(jwt(900), 'r2') } });
    authStore.getState().loginSuccess(user(jwt(-5), 'r1'));
    expect(sessionCheckSettled()).toBeNull();
    const seen: Array<{ loggedIn: boolean; settling: boolean }> = [];
    const unsubscribe = authStore.subscribe((s) => seen.push({ loggedIn: s.loggedIn, settling: sessionCheckSettled() !== null }));
    await validateSession();
    unsubscribe();
    expect(seen.filter((s) => !s.loggedIn).every((s) => s.settling)).toBe(true);
    await sessionCheckSettled();
    await Promise.resolve();
    expect(sessionCheckSettled()).toBeNull();
  });

  it("without a refresh token it logs out and rejects with 'user is logged out'", async () => {
    mockAuthApi({ 'GET /auth/token': { status: 401 } });
    authStore.getState().loginSuccess({ ...user(jwt(-5), ''), refresh_token: '' });
    authStore.setState({ refreshToken: null });
    await expect(validateSession()).rejects.toBe('user is logged out');
    expect(authStore.getState()).toMatchObject({ loggedIn: false, user: null, authToken: null });
  });

  it("a failed refresh resets the user and refresh token, logs out and rejects with the server's data", async () => {
    mockAuthApi({ 'GET /auth/token': { status: 401 }, 'POST /auth/token/refresh': { status: 401, data: { statusCode: 401, message: 'The token is invalid or has expired.' } } });
    authStore.getState().loginSuccess(user(jwt(-5), 'r1'));
    await expect(validateSession()).rejects.toEqual({ statusCode: 401, message: 'The token is invalid or has expired.' });
    expect(authStore.getState()).toMatchObject({ loggedIn: false, user: null, refreshToken: null });
  });

  it("a refresh failure without response data rejects with 'System Unavailable'", async () => {
    mockAuthApi({ 'POST /auth/token/refresh': { status: 503 } });
    authStore.getState().loginSuccess(user(jwt(-5), 'r1'));
    await expect(refreshSession()).rejects.toBe('System Unavailable');
  });

  it('runs one refresh at a time in a tab: concurrent callers share it', async () => {
    const calls = mockAuthApi({ 'POST /auth/token/refresh': { status: 200, data: user(jwt(900), 'r2') } });
    authStore.getState().loginSuccess(user(jwt(-5), 'r1'));
    await Promise.all([refreshSession(), refreshSession(), refreshSession()]);
    expect(calls).toEqual(['POST /auth/token/refresh {"refreshToken":"r1"}']);
  });

  it("after waiting for another tab's lock, adopts its tokens even when they reach this tab only after the lock is free", async () => {
    const calls = mockAuthApi({ 'POST /auth/token/refresh': { status: 200, data: user(jwt(900), 'r3') } });
    authStore.getState().loginSuccess(user(jwt(-5), 'r1'));
    const stored = JSON.parse(localStorage.getItem('krv')!);
    // The other tab releases its lock; its rotated tokens are delivered to this tab 300 ms later (fake timers).
    jest.useFakeTimers();
    try {
      const releaseLock = holdLockInAnotherTab();
      const refreshing = refreshSession();
      await jest.advanceTimersByTimeAsync(150);
      releaseLock();
      await jest.advanceTimersByTimeAsync(300);
      localStorage.setItem('krv', JSON.stringify({ ...stored, state: { ...stored.state, authToken: jwt(900), refreshToken: 'r2' } }));
      await jest.advanceTimersByTimeAsync(ROTATED_TOKENS_WITHIN_MS);
      await refreshing;
    } finally {
      jest.useRealTimers();
    }
    expect(calls).toEqual([]);
    expect(authStore.getState().refreshToken).toBe('r2');
  });

  it('adopts the tokens another tab stored while this one waited for the lock, instead of reusing a spent refresh token', async () => {
    const calls = mockAuthApi({ 'POST /auth/token/refresh': { status: 200, data: user(jwt(900), 'r3') } });
    authStore.getState().loginSuccess(user(jwt(-5), 'r1'));
    // Another tab holds the lock and has already written its rotated tokens.
    const releaseLock = holdLockInAnotherTab();
    const stored = JSON.parse(localStorage.getItem('krv')!);
    localStorage.setItem('krv', JSON.stringify({ ...stored, state: { ...stored.state, authToken: jwt(900), refreshToken: 'r2' } }));
    const refreshing = refreshSession();
    await afterPendingWork(); // This tab waits for the lock ...
    releaseLock(); // ... until the other tab is done.
    await refreshing;
    expect(calls).toEqual([]);
    expect(authStore.getState().refreshToken).toBe('r2');
  });
});

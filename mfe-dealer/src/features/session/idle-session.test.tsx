import { act, screen } from '@testing-library/react';
import { authStore, IDLE_TIMEOUT_MS } from '@rv/shared-lib';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { dealerUser, liveToken } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { REFRESH_AHEAD_MS } from './hooks/use-token-refresh';

const S = '/ignite/sales';
const flush = async () => {
  for (let i = 0; i < 10; i += 1) await act(async () => { await Promise.resolve(); });
};

beforeEach(() => {
  resetSession();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

/** A token that outlives the idle time-out, so the scheduled refresh does not run first. */
const longToken = () => liveToken().replace(/\.([^.]+)\./, (_m, payload) => {
  const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
  return `.${btoa(JSON.stringify({ ...claims, exp: Math.floor(Date.now() / 1000) + 3 * 3600 })).replace(/=+$/, '')}.`;
});

describe('idle session in the portal (dealer spec: states and transitions)', () => {
  it('after 2 hours without activity a valid session is kept and the wait starts over', async () => {
    const log = mockApi({ 'GET /api/auth/token': { status: 200, data: { username: 'demo.sales', roles: ['DEALER'], exp: 1 } } });
    authStore.getState().loginSuccess(dealerUser({ token: longToken() }));
    renderApp(`${S}/dashboard`);
    await act(async () => jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1));
    expect(requestsTo(log, 'GET /api/auth/token')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1));
    await flush();
    expect(requestsTo(log, 'GET /api/auth/token')).toHaveLength(1);
    expect(authStore.getState().loggedIn).toBe(true);
    expect(screen.getByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
  });

  it('activity postpones the check', async () => {
    const log = mockApi({});
    authStore.getState().loginSuccess(dealerUser({ token: longToken() }));
    renderApp(`${S}/dashboard`);
    await act(async () => jest.advanceTimersByTime(IDLE_TIMEOUT_MS - 1000));
    act(() => { window.dispatchEvent(new Event('keydown')); });
    await act(async () => jest.advanceTimersByTime(2000));
    expect(requestsTo(log, 'GET /api/auth/token')).toHaveLength(0);
  });

  it('when validation and refresh fail, the user is logged out and sent to login', async () => {
    const log = mockApi({ 'GET /api/auth/token': { status: 401 }, 'POST /api/auth/token/refresh': { status: 401, data: { message: 'The token is invalid or has expired.' } } });
    authStore.getState().loginSuccess(dealerUser({ token: longToken() }));
    const app = renderApp(`${S}/dashboard`);
    await act(async () => jest.advanceTimersByTime(IDLE_TIMEOUT_MS));
    await flush();
    await act(async () => jest.advanceTimersByTime(1000));
    await flush();
    expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(1);
    expect(authStore.getState()).toMatchObject({ loggedIn: false, user: null });
    expect(app.location()).toMatch(/^\/ignite\/sales\/login/);
  });

  it('refreshes the access token a minute before it expires', async () => {
    const log = mockApi({ 'POST /api/auth/token/refresh': { status: 200, data: dealerUser({ token: longToken(), refresh_token: 'refresh-2' }) } });
    authStore.getState().loginSuccess(dealerUser());
    renderApp(`${S}/dashboard`);
    await act(async () => jest.advanceTimersByTime(900_000 - REFRESH_AHEAD_MS - 1000));
    expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(1000));
    await flush();
    await act(async () => jest.advanceTimersByTime(500));
    await flush();
    expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(1);
    expect(authStore.getState().refreshToken).toBe('refresh-2');
  });
});

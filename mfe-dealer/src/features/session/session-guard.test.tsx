import { act, screen, waitFor } from '@testing-library/react';
import { authStore, ROUTE_GUARD_FALLBACK_MS } from '@rv/shared-lib';
import { afterPendingWork, mockApi, requestsTo, testJwt } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';

const S = '/ignite/sales';
const token = (expInSeconds: number) => testJwt({ sub: 'demo.sales', roles: ['DEALER'], exp: Math.floor(Date.now() / 1000) + expInSeconds });
const TOKEN_OK = { status: 200, data: { username: 'demo.sales', roles: ['DEALER'], exp: 1 } };

beforeEach(() => {
  resetSession();
  mockApi({});
});

describe('route guards in the portal (dealer spec: states and transitions)', () => {
  it('sends a signed-out visitor of a dealer page to login, keeping the page, and marks the user as dealer', async () => {
    const app = renderApp(`${S}/learning`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealer Login' })).toBeInTheDocument();
    expect(app.location()).toBe(`${S}/login?redirectTo=%2Fignite%2Fsales%2Flearning`);
    expect(authStore.getState().isDealer).toBe(true);
    expect(document.title).toBe('Dealer Login');
  });

  it('sends dealer home to login without a session and to the dashboard with one', async () => {
    const out = renderApp(S);
    await screen.findByRole('heading', { name: 'Dealer Login' });
    expect(out.location()).toBe(`${S}/login?redirectTo=%2Fignite%2Fsales`);
    out.unmount();
    authStore.getState().loginSuccess(dealerUser());
    const app = renderApp(S);
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
    expect(app.location()).toBe(`${S}/dashboard`);
  });

  it('redirects in a task of its own where the browser can yield: the splash first shows no page, then the dashboard', async () => {
    (globalThis as { scheduler?: unknown }).scheduler = { yield: afterPendingWork }; // Resumes in a task of its own, as the browser's does.
    try {
      authStore.getState().loginSuccess(dealerUser());
      const app = renderApp(`${S}/splash?redirectTo=${encodeURIComponent(`${S}/dashboard`)}`);
      expect(app.location()).toBe(`${S}/splash?redirectTo=%2Fignite%2Fsales%2Fdashboard`);
      expect(screen.getByText('Checking your session…')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
      expect(app.location()).toBe(`${S}/dashboard`);
    } finally {
      delete (globalThis as { scheduler?: unknown }).scheduler;
    }
  });

  it('shows a page the guard lets through in its first render, without the session placeholder', async () => {
    authStore.getState().loginSuccess(dealerUser());
    const drawn: string[] = [];
    // Every node added, even one replaced before the observer hears of it.
    const seen = new MutationObserver((records) => {
      for (const node of records.flatMap((r) => [...r.addedNodes])) if (node.textContent?.includes('Checking your session…')) drawn.push('placeholder');
    });
    seen.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderApp(`${S}/dashboard`);
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
    seen.disconnect();
    expect(drawn).toEqual([]);
  });

  it('sends a signed-in user on login to redirectTo', async () => {
    authStore.getState().loginSuccess(dealerUser({ manager: true }));
    const app = renderApp(`${S}/login?redirectTo=${encodeURIComponent(`${S}/my-team`)}`);
    expect(await screen.findByRole('heading', { name: 'My Team' })).toBeInTheDocument();
    expect(app.location()).toBe(`${S}/my-team`);
  });

  it('sends the spiff path to the dashboard when spiffs are disabled', async () => {
    authStore.getState().loginSuccess(dealerUser({}, 'true'));
    const app = renderApp(`${S}/incentives`);
    await screen.findByRole('heading', { name: 'Welcome, Dana' });
    expect(app.location()).toBe(`${S}/dashboard`);
  });

  it('validates an expired token before showing the page; a refresh keeps the user on it', async () => {
    const log = mockApi({ 'GET /api/auth/token': { status: 401 }, 'POST /api/auth/token/refresh': { status: 200, data: dealerUser({ token: token(900), refresh_token: 'refresh-2' }) } });
    authStore.getState().loginSuccess(dealerUser({ token: token(-10) }));
    const app = renderApp(`${S}/dashboard`);
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana' }, { timeout: 4000 })).toBeInTheDocument();
    expect(app.location()).toBe(`${S}/dashboard`);
    expect(requestsTo(log, 'POST /api/auth/token/refresh')[0].body).toEqual({ refreshToken: 'refresh-1' });
    expect(authStore.getState().refreshToken).toBe('refresh-2');
  });

  it('sends the browser to login when validation and refresh fail', async () => {
    mockApi({ 'GET /api/auth/token': { status: 401 }, 'POST /api/auth/token/refresh': { status: 401, data: { message: 'The token is invalid or has expired.' } } });
    authStore.getState().loginSuccess(dealerUser({ token: token(-10) }));
    const app = renderApp(`${S}/dashboard`);
    // The refresh waits for the cross-tab lock (a few real milliseconds) before it is tried.
    await screen.findByRole('heading', { name: 'Dealer Login' }, { timeout: 4000 });
    expect(app.location()).toBe(`${S}/login?redirectTo=%2Fignite%2Fsales%2Fdashboard`);
    // The redirect and the reset of the session settle in separate ticks on a busy machine.
    await waitFor(() => expect(authStore.getState()).toMatchObject({ loggedIn: false, user: null }));
  });

  it('goes to login as soon as the session ends elsewhere (a refresh after a 401 failed)', async () => {
    authStore.getState().loginSuccess(dealerUser());
    const app = renderApp(`${S}/dashboard`);
    await screen.findByRole('heading', { name: 'Welcome, Dana' });
    act(() => authStore.getState().logout('unauthorized'));
    await screen.findByRole('heading', { name: 'Dealer Login' });
    expect(app.location()).toBe(`${S}/login?redirectTo=%2Fignite%2Fsales%2Fdashboard`);
  });

  it('sends a subject token on another page to reset-password with the token', async () => {
    const link = testJwt({ sub: 'demo.sales', roles: ['PASSWORDRESET'], exp: Math.floor(Date.now() / 1000) + 600 });
    mockApi({ 'GET /api/auth/password/token': 'pending' });
    const app = renderApp(`${S}/login?token=${link}`);
    await screen.findByRole('heading', { name: 'Reset password' });
    expect(app.location()).toBe(`${S}/login/reset-password?token=${link}`);
    expect(authStore.getState()).toMatchObject({ isResettingPassword: true, linkUsername: 'demo.sales' });
  });

  it('checks again after the 2 s fallback timer: a token that ran out meanwhile is refreshed', async () => {
    jest.useFakeTimers();
    try {
      const log = mockApi({ 'GET /api/auth/token': TOKEN_OK, 'POST /api/auth/token/refresh': { status: 200, data: dealerUser({ token: token(900), refresh_token: 'refresh-2' }) } });
      authStore.getState().loginSuccess(dealerUser({ token: token(1) }));
      renderApp(`${S}/dashboard`);
      expect(screen.getByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
      expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(0);
      await act(async () => {
        jest.advanceTimersByTime(ROUTE_GUARD_FALLBACK_MS);
      });
      await waitFor(() => expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(1));
      await waitFor(() => expect(authStore.getState().refreshToken).toBe('refresh-2'));
      // Past its exp the token would only be refused: it is never sent to be validated.
      const fresh = `Bearer ${authStore.getState().authToken}`;
      expect(requestsTo(log, 'GET /api/auth/token').every((r) => r.headers.Authorization === fresh)).toBe(true);
      expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(1);
      expect(screen.getByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});

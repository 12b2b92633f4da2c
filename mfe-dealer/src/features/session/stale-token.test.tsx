import { act, screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, testJwt, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, gamificationUser, GID, leaderboard, learningPaths, levels, MAMBO, NP } from '../dashboard/portal-fixtures';

/** opening the portal with a stale access token (the refresh token still good) keeps the dealer signed in. */

const S = '/ignite/sales';
const at = (label: string, expInSeconds: number) => testJwt({ sub: 'demo.sales', roles: ['DEALER'], label, exp: Math.floor(Date.now() / 1000) + expInSeconds });
const FRESH = at('fresh', 900);
const REFRESH = 'POST /api/auth/token/refresh';
const data = (value: unknown) => ({ status: 200, data: value });

/** The dashboard's calls, answered only for FRESH (or what `accepted` takes): the API refuses any other token with a 401. */
function dashboardApi(
  refresh: MockHandler = data(dealerUser({ token: FRESH, refresh_token: 'refresh-2' })),
  accepted = (authorization: string | undefined) => authorization === `Bearer ${FRESH}`,
) {
  const answers: Record<string, MockHandler> = {
    ...accountRoutes(),
    [`GET ${MAMBO}/users/${GID}`]: data(gamificationUser()),
    [`GET ${MAMBO}/users/${GID}/levels`]: data(levels()),
    [`GET ${MAMBO}/users/${GID}/notifications`]: data([]),
    [`POST ${MAMBO}/users/${GID}/leaderboard`]: data(leaderboard()),
    [`GET /api/northpass/v1/people/${NP}/learning_paths`]: data(learningPaths()),
  };
  const onlyFresh = (handler: MockHandler) => (request: MockRequest) =>
    accepted(request.headers.Authorization) ? (typeof handler === 'function' ? handler(request) : handler) : { status: 401 };
  const guarded = Object.fromEntries(Object.entries(answers).map(([key, handler]) => [key, onlyFresh(handler)]));
  return mockApi({ ...guarded, [REFRESH]: refresh });
}
const sentWith = (log: MockRequest[], token: string) => log.filter((r) => r.headers.Authorization === `Bearer ${token}`);

beforeEach(() => resetSession());

/** Signs in with `token` and opens the dashboard: it shows its points, on its own URL, after exactly one refresh. */
async function dashboardShownAfterOneRefresh(token: string) {
  const log = dashboardApi();
  authStore.getState().loginSuccess(dealerUser({ token }));
  const app = renderApp(`${S}/dashboard`);
  const points = await screen.findByRole('region', { name: 'My points' });
  expect(await within(points).findByText('2,400')).toBeInTheDocument();
  expect(app.location()).toBe(`${S}/dashboard`);
  expect(requestsTo(log, REFRESH)).toHaveLength(1);
  return log;
}

describe('the portal opened with a stale access token', () => {
  it('a token the API refuses before its exp: the start-up checks refresh once, go again, and the dashboard shows', async () => {
    const refused = at('refused', 600);
    const log = await dashboardShownAfterOneRefresh(refused);
    expect(requestsTo(log, REFRESH)[0].body).toEqual({ refreshToken: 'refresh-1' });
    // Each start-up check that met the 401 went again with the new token.
    for (const path of ['/api/brightsites/v2/user/validate', `${MAMBO}/user/validate`, '/api/northpass/v1/krv/people/validate']) {
      expect(requestsTo(log, `GET ${path}`).at(-1)?.headers.Authorization).toBe(`Bearer ${FRESH}`);
    }
    expect(sentWith(log, refused).length).toBeGreaterThan(0);
    expect(authStore.getState()).toMatchObject({ loggedIn: true, authToken: FRESH, refreshToken: 'refresh-2' });
  });

  it('a token past its exp is refreshed before any call goes out with it', async () => {
    const expired = at('expired', -60);
    const log = await dashboardShownAfterOneRefresh(expired);
    expect(sentWith(log, expired)).toEqual([]);
    expect(authStore.getState()).toMatchObject({ loggedIn: true, authToken: FRESH });
  });

  it('when the refresh token is refused too, the dealer lands on the login page', async () => {
    const log = dashboardApi({ status: 401, data: { message: 'The token is invalid or has expired.' } });
    authStore.getState().loginSuccess(dealerUser({ token: at('refused', 600) }));
    const app = renderApp(`${S}/dashboard`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealer Login' })).toBeInTheDocument();
    expect(app.location()).toBe(`${S}/login?redirectTo=%2Fignite%2Fsales%2Fdashboard`);
    await waitFor(() => expect(authStore.getState()).toMatchObject({ loggedIn: false, authToken: null, refreshToken: null }));
    expect(requestsTo(log, REFRESH)).toHaveLength(1);
  });
});

describe("a browser clock 16 minutes fast (seen before the fix: about 45 refreshes in 14 s)", () => {
  const SKEW_MS = 16 * 60_000;
  const serverSeconds = () => Math.floor((Date.now() - SKEW_MS) / 1000);
  /** A token as the server issues it: iat and exp by the server's clock, which is 16 minutes behind this browser's. */
  const issued = (label: string) => testJwt({ sub: 'demo.sales', roles: ['DEALER'], label, iat: serverSeconds(), exp: serverSeconds() + 900 });

  afterEach(() => jest.useRealTimers());

  it.each([
    ['signed in on this browser', true],
    ['a session stored before the server clock was known', false],
  ])('%s: expiry is judged by the server time, and a token is refreshed at most once', async (_name, knownOffset) => {
    jest.useFakeTimers({ now: Date.now() + SKEW_MS }); // This browser's clock, and its timers, run by the test.
    let served = 0;
    const log = dashboardApi(() => {
      served += 1;
      if (served > 3) return 'pending'; // A refresh loop (the defect) stalls here, to be counted below.
      return { status: 200, data: dealerUser({ token: issued(`refreshed-${served}`), refresh_token: `refresh-${served + 1}` }) };
    }, (authorization) => Boolean(authorization));
    authStore.getState().loginSuccess(dealerUser({ token: issued('signed-in') }));
    if (!knownOffset) authStore.setState({ clockOffsetMs: 0 });
    renderApp(`${S}/dashboard`);
    await screen.findByRole('region', { name: 'My points' });
    await act(() => jest.advanceTimersByTimeAsync(14_000)); // The 14 s in which the refreshes were counted.
    expect(requestsTo(log, REFRESH).length).toBeLessThanOrEqual(knownOffset ? 0 : 1);
    expect(authStore.getState().loggedIn).toBe(true);
  });
});

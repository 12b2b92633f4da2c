import { waitFor } from '@testing-library/react';
import { isAxiosError } from 'axios';
import { bus } from '../events/event-bus';
import { authStore } from '../stores/auth.store';
import { refreshSession } from '../auth/session';
import { signIn } from '../auth/auth.resource';
import type { LoggedInUser } from '@rv/domain/auth';
import { mockApi, requestsTo, testJwt, type MockHandler, type MockReply, type MockRequest } from '../testing/mock-api';
import { serviceClient } from './http-client';
import { afterPendingWork } from '../testing/pending-work';

/** a 401 refreshes once (shared by every call in flight), then the call goes again. */

const jwt = (label: string, expInSeconds = 900) => testJwt({ sub: 'demo.sales', label, exp: Math.floor(Date.now() / 1000) + expInSeconds });
const STALE = jwt('stale');
const FRESH = jwt('fresh');
const user = (token: string, refresh: string | null): LoggedInUser => ({
  username: 'demo.sales', guid: 'g', firstName: 'Sam', lastName: 'Reyes', email: 's@x.test', manager: false,
  organizations: [], attributes: [], token, refresh_token: refresh as string,
});
const STARTUP_CHECKS = ['/brightsites/v2/user/validate', '/mambo/v1/keystonerv_production/user/validate', '/northpass/v1/krv/people/validate'];

const onlyFresh = (request: MockRequest): MockReply =>
  request.headers.Authorization === `Bearer ${FRESH}` ? { status: 200, data: { ok: request.path } } : { status: 401, data: { message: 'The token is invalid or has expired.' } };

/** An API whose start-up checks accept only FRESH, and whose refresh endpoint answers `refresh`. */
function api(refresh: MockHandler) {
  const routes = Object.fromEntries(STARTUP_CHECKS.map((path) => [`GET /api${path}`, onlyFresh]));
  return mockApi({ ...routes, 'POST /api/auth/token/refresh': refresh });
}
const get = (path: string) => serviceClient('middleware').get<{ ok: string }>(path);
const sentWith = (log: MockRequest[], path: string) => requestsTo(log, `GET /api${path}`).map((r) => (r.headers.Authorization === `Bearer ${FRESH}` ? 'fresh' : 'stale'));

let logouts: unknown[];
let subscription: { unsubscribe(): void };
beforeEach(() => {
  authStore.getState().logout();
  localStorage.clear();
  logouts = [];
  subscription = bus.subscribe('auth:logout', (event) => logouts.push(event));
});
afterEach(() => subscription.unsubscribe());

describe('a call answered 401', () => {
  it('refreshes once for several calls in flight, then sends each again with the new token', async () => {
    const log = api({ status: 200, data: user(FRESH, 'r2') });
    authStore.getState().loginSuccess(user(STALE, 'r1'));
    const answers = await Promise.all(STARTUP_CHECKS.map(get));
    expect(answers.map((a) => a.data.ok)).toEqual(STARTUP_CHECKS.map((path) => `/api${path}`));
    expect(requestsTo(log, 'POST /api/auth/token/refresh').map((r) => r.body)).toEqual([{ refreshToken: 'r1' }]);
    for (const path of STARTUP_CHECKS) expect(sentWith(log, path)).toEqual(['stale', 'fresh']);
    expect(authStore.getState()).toMatchObject({ loggedIn: true, authToken: FRESH, refreshToken: 'r2' });
    expect(logouts).toEqual([]);
  });

  it('a failed refresh logs out once, and every call fails with its 401', async () => {
    const log = api({ status: 401, data: { message: 'The token is invalid or has expired.' } });
    authStore.getState().loginSuccess(user(STALE, 'r1'));
    const outcomes = await Promise.allSettled(STARTUP_CHECKS.map(get));
    expect(outcomes.map((o) => o.status === 'rejected' && isAxiosError(o.reason) && o.reason.response?.status)).toEqual([401, 401, 401]);
    expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(1);
    expect(logouts).toEqual([{ reason: 'expired' }]);
    expect(authStore.getState()).toMatchObject({ loggedIn: false, authToken: null, refreshToken: null, user: null });
  });

  it("the refresh endpoint's own 401 is an answer, not a reason to refresh again", async () => {
    const log = api({ status: 401, data: { message: 'The token is invalid or has expired.' } });
    authStore.getState().loginSuccess(user(STALE, 'r1'));
    await expect(get(STARTUP_CHECKS[0])).rejects.toMatchObject({ response: { status: 401 } });
    expect(log.map((r) => `${r.method} ${r.path}`)).toEqual([`GET /api${STARTUP_CHECKS[0]}`, 'POST /api/auth/token/refresh']);
  });

  it('without a refresh token it logs out at once, with no refresh call', async () => {
    const log = api({ status: 200, data: user(FRESH, 'r2') });
    authStore.getState().loginSuccess(user(STALE, null));
    await expect(get(STARTUP_CHECKS[0])).rejects.toMatchObject({ response: { status: 401 } });
    expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(0);
    expect(logouts).toEqual([{ reason: 'expired' }]);
  });

  it('sends a call again once only: a second 401 is the answer', async () => {
    const log = mockApi({ 'GET /api/auth/me': { status: 401 }, 'POST /api/auth/token/refresh': { status: 200, data: user(FRESH, 'r2') } });
    authStore.getState().loginSuccess(user(STALE, 'r1'));
    await expect(get('/auth/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(log.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/me', 'POST /api/auth/token/refresh', 'GET /api/auth/me']);
    expect(authStore.getState().loggedIn).toBe(true);
  });

  it('a 401 that arrives after another call refreshed uses the new token without refreshing again', async () => {
    const log = mockApi({
      // While this call was on its way with the old token, another call's refresh stored FRESH.
      'GET /api/auth/me': (request) => {
        if (request.headers.Authorization !== `Bearer ${STALE}`) return onlyFresh(request);
        authStore.getState().refreshSuccess(user(FRESH, 'r2'));
        return { status: 401 };
      },
    });
    authStore.getState().loginSuccess(user(STALE, 'r1'));
    await expect(get('/auth/me')).resolves.toMatchObject({ data: { ok: '/api/auth/me' } });
    expect(log.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/auth/me', 'GET /api/auth/me']);
  });

  it('a call that names its own Authorization (sign-in) keeps its 401: no refresh', async () => {
    const log = mockApi({ 'POST /api/auth/signin': { status: 401, data: { message: 'Invalid username or password.' } } });
    authStore.getState().loginSuccess(user(STALE, 'r1'));
    await expect(signIn('demo.sales', 'wrong')).rejects.toEqual({ message: 'Invalid username or password.' });
    expect(log.map((r) => r.path)).toEqual(['/api/auth/signin']);
    expect(logouts).toEqual([]);
  });
});

describe('a call going out while the token is stale', () => {
  it('an access token past its exp is refreshed before the calls go: none is sent with it', async () => {
    const log = api({ status: 200, data: user(FRESH, 'r2') });
    authStore.getState().loginSuccess(user(jwt('expired', -60), 'r1'));
    await Promise.all(STARTUP_CHECKS.map(get));
    expect(log.map((r) => `${r.method} ${r.path}`)[0]).toBe('POST /api/auth/token/refresh');
    expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(1);
    for (const path of STARTUP_CHECKS) expect(sentWith(log, path)).toEqual(['fresh']);
  });

  it('a call started while a refresh is under way waits for it and goes with the new token', async () => {
    let answerRefresh: (reply: MockReply) => void = () => undefined;
    const log = api(() => new Promise<MockReply>((resolve) => { answerRefresh = resolve; }));
    authStore.getState().loginSuccess(user(STALE, 'r1'));
    const refreshing = refreshSession();
    const call = get(STARTUP_CHECKS[0]);
    await waitFor(() => expect(requestsTo(log, 'POST /api/auth/token/refresh')).toHaveLength(1));
    await afterPendingWork(); // The call has had its chance to go out.
    expect(requestsTo(log, `GET /api${STARTUP_CHECKS[0]}`)).toHaveLength(0);
    answerRefresh({ status: 200, data: user(FRESH, 'r2') });
    await refreshing;
    await expect(call).resolves.toMatchObject({ data: { ok: `/api${STARTUP_CHECKS[0]}` } });
    expect(sentWith(log, STARTUP_CHECKS[0])).toEqual(['fresh']);
  });
});

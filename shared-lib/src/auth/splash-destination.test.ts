import { destinationBeforeSplash, safeRedirectTarget, splashDestination } from './guard-rules';

const token = (expSeconds: number) => `x.${btoa(JSON.stringify({ sub: 'demo.sales', exp: expSeconds })).replace(/=+$/, '')}.y`;
const now = Date.UTC(2026, 10, 22, 12);
const live = { loggedIn: true, authToken: token(now / 1000 + 600) };
const expired = { loggedIn: true, authToken: token(now / 1000 - 1) };
const signedOut = { loggedIn: false, authToken: null };

describe('splash destination (dealer spec: screens and routes; states and transitions)', () => {
  it.each([
    ['a signed-in user goes on to redirectTo', live, '/ignite/sales/my-team?x=1', '/ignite/sales/my-team?x=1'],
    ['a signed-in user without redirectTo goes to the dashboard', live, null, '/ignite/sales/dashboard'],
    ['a signed-out user goes to login keeping redirectTo', signedOut, '/ignite/sales/learning', '/ignite/sales/login?redirectTo=%2Fignite%2Fsales%2Flearning'],
    ['a signed-out user without redirectTo goes to login', signedOut, null, '/ignite/sales/login'],
    ['an expired token counts as signed out', expired, '/ignite/sales/dashboard', '/ignite/sales/login?redirectTo=%2Fignite%2Fsales%2Fdashboard'],
    ['another origin is never a target', live, 'https://evil.example.com/', '/ignite/sales/dashboard'],
  ])('%s', (_label, session, redirectTo, expected) => {
    expect(splashDestination(session, redirectTo, now)).toBe(expected);
  });

  it.each(['//evil.example.com', 'https://x.test', '/\\evil', 'javascript:alert(1)', ''])('rejects %s as a redirect target', (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });
});

describe('leaving the splash before it is drawn (dealer spec: screens and routes, server rule; states and transitions)', () => {
  const splash = (search: string) => ({ pathname: '/ignite/sales/splash', search });
  const to = (target: string) => `?redirectTo=${encodeURIComponent(target)}`;
  it.each([
    ['a live session goes on to the page the load was for', splash(to('/ignite/sales/learning/courses/7?x=1')), live, '/ignite/sales/learning/courses/7?x=1'],
    ['a live session without redirectTo goes to the dashboard', splash(''), live, '/ignite/sales/dashboard'],
    ['a trailing slash is still the splash', { pathname: '/ignite/sales/splash/', search: '' }, live, '/ignite/sales/dashboard'],
    ['no session: the splash draws and sends the user to login', splash(to('/ignite/sales/dashboard')), signedOut, null],
    ['an expired token: the splash draws and refreshes it first', splash(to('/ignite/sales/dashboard')), expired, null],
    ['a link token: left to the route guard', splash(`${to('/ignite/sales/dashboard')}&token=abc`), live, null],
    ['a target outside the portal: left to the splash', splash(to('/product/montana')), live, null],
    ['another origin: the dashboard, as the splash would', splash(to('https://evil.example.com/')), live, '/ignite/sales/dashboard'],
    ['not the splash: nothing to leave', { pathname: '/ignite/sales/dashboard', search: '' }, live, null],
  ])('%s', (_label, location, session, expected) => {
    expect(destinationBeforeSplash(location, session, now)).toBe(expected);
  });
});

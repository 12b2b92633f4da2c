import { safeRedirectTarget, splashDestination } from './splash-destination';

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

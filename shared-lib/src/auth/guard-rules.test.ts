import { guardDealerRoute, loginWithRedirect, safeRedirectTarget, type GuardSession } from './guard-rules';
import { northpassAttributeUpdate } from '@rv/domain/auth';

const segment = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: unknown) => `${segment({ alg: 'HS256' })}.${segment(claims)}.sig`;
const now = Date.UTC(2026, 10, 22, 12);
const live = jwt({ sub: 'demo.sales', roles: ['DEALER'], exp: now / 1000 + 600 });
const expired = jwt({ sub: 'demo.sales', roles: ['DEALER'], exp: now / 1000 - 1 });
const registration = jwt({ sub: 'demo.register', roles: ['REGISTRATION'], exp: now / 1000 + 600 });
const reset = jwt({ sub: 'demo.sales', roles: ['PASSWORDRESET'], exp: now / 1000 + 600 });
const subjectOnly = jwt({ sub: 'demo.sales', exp: now / 1000 + 600 });

const signedIn: GuardSession = { loggedIn: true, authToken: live, spiffsEnabled: true, isResettingPassword: false };
const signedOut: GuardSession = { loggedIn: false, authToken: null, spiffsEnabled: false, isResettingPassword: false };
const S = '/ignite/sales';

describe('dealer spec (states and transitions) route guards', () => {
  it.each<[string, string, string, GuardSession, ReturnType<typeof guardDealerRoute>]>([
    ['a consumer path is not guarded', '/product', '', signedOut, { kind: 'allow' }],
    ['signed out on a dealer page goes to login, keeping the page', `${S}/learning`, '?x=1', signedOut, { kind: 'redirect', to: `${S}/login?redirectTo=%2Fignite%2Fsales%2Flearning%3Fx%3D1` }],
    ['signed out on dealer home goes to login', S, '', signedOut, { kind: 'redirect', to: `${S}/login?redirectTo=%2Fignite%2Fsales` }],
    ['loggedIn without a token counts as signed out', `${S}/dashboard`, '', { ...signedIn, authToken: null }, { kind: 'redirect', to: `${S}/login?redirectTo=%2Fignite%2Fsales%2Fdashboard` }],
    ['signed out may see login', `${S}/login`, '', signedOut, { kind: 'allow' }],
    ['signed out may see splash', `${S}/splash`, '?redirectTo=/x', signedOut, { kind: 'allow' }],
    ['signed in on login goes to redirectTo', `${S}/login`, `?redirectTo=${encodeURIComponent(`${S}/my-team`)}`, signedIn, { kind: 'redirect', to: `${S}/my-team` }],
    ['signed in on login without redirectTo goes to the dashboard', `${S}/login`, '', signedIn, { kind: 'redirect', to: `${S}/dashboard` }],
    ['signed in on splash goes to redirectTo', `${S}/splash`, `?redirectTo=${encodeURIComponent(`${S}/learning`)}`, signedIn, { kind: 'redirect', to: `${S}/learning` }],
    ['an unsafe redirectTo goes to the dashboard', `${S}/login`, '?redirectTo=//evil.test', signedIn, { kind: 'redirect', to: `${S}/dashboard` }],
    ['register is exempt', `${S}/login/register`, '', signedOut, { kind: 'allow' }],
    ['reset-password is exempt', `${S}/login/reset-password`, '', signedOut, { kind: 'allow' }],
    ['a password-reset state is exempt', `${S}/dashboard`, '', { ...signedOut, isResettingPassword: true }, { kind: 'allow' }],
    ['an expired token is validated', `${S}/dashboard`, '', { ...signedIn, authToken: expired }, { kind: 'validate', onFailure: `${S}/login?redirectTo=%2Fignite%2Fsales%2Fdashboard` }],
    ['a token without exp is validated', `${S}/learning`, '', { ...signedIn, authToken: 'opaque' }, { kind: 'validate', onFailure: `${S}/login?redirectTo=%2Fignite%2Fsales%2Flearning` }],
    ['a live token is not validated', `${S}/dashboard`, '', signedIn, { kind: 'allow' }],
    ['the spiff path goes to the dashboard when spiffs are off', `${S}/incentives`, '', { ...signedIn, spiffsEnabled: false }, { kind: 'redirect', to: `${S}/dashboard` }],
    ['the spiff path is open when spiffs are on', `${S}/incentives`, '', signedIn, { kind: 'allow' }],
    ['a trailing slash is the same page', `${S}/incentives/`, '', { ...signedIn, spiffsEnabled: false }, { kind: 'redirect', to: `${S}/dashboard` }],
    ['a subject token elsewhere goes to reset-password with the token', `${S}/dashboard`, `?token=${reset}`, signedIn, { kind: 'redirect', to: `${S}/login/reset-password?token=${reset}` }],
    ['a subject token without roles goes to reset-password', `${S}/login`, `?token=${subjectOnly}`, signedOut, { kind: 'redirect', to: `${S}/login/reset-password?token=${subjectOnly}` }],
    ['a REGISTRATION token on register enters registration mode', `${S}/login/register`, `?token=${registration}`, signedOut, { kind: 'link-mode', mode: 'REGISTRATION', username: 'demo.register', token: registration }],
    ['a PASSWORDRESET token on reset-password enters reset mode', `${S}/login/reset-password`, `?token=${reset}`, signedIn, { kind: 'link-mode', mode: 'PASSWORDRESET', username: 'demo.sales', token: reset }],
    ['a REGISTRATION token on reset-password is handled there', `${S}/login/reset-password`, `?token=${registration}`, signedOut, { kind: 'link-mode', mode: 'REGISTRATION', username: 'demo.register', token: registration }],
    ['a token that is not a JWT is ignored', `${S}/login/reset-password`, '?token=abc', signedOut, { kind: 'allow' }],
  ])('%s', (_case, pathname, search, session, decision) => {
    expect(guardDealerRoute({ pathname, search, session, nowMs: now })).toEqual(decision);
  });
});

describe('redirect targets stay on this site', () => {
  it.each(['//evil.example.com', 'https://x.test', '/\\evil', 'javascript:alert(1)', '', null])('rejects %p', (value) => {
    expect(safeRedirectTarget(value)).toBeNull();
  });
  it('builds the login link with or without redirectTo', () => {
    expect(loginWithRedirect('/ignite/sales/learning')).toBe('/ignite/sales/login?redirectTo=%2Fignite%2Fsales%2Flearning');
    expect(loginWithRedirect('https://evil.test')).toBe('/ignite/sales/login');
  });
});

describe('dealer spec (states and transitions): NORTHPASS_USER_ID is updated when the learning user id differs', () => {
  const stored = (value: string) => [{ code: 'NORTHPASS_USER_ID', value, name: 'Northpass User Id', sequence: 0 }];
  it.each<[string, Parameters<typeof northpassAttributeUpdate>[0], string | null, ReturnType<typeof northpassAttributeUpdate>]>([
    ['no attribute yet', [], 'np-1', { code: 'NORTHPASS_USER_ID', value: 'np-1' }],
    ['no attributes at all', undefined, 'np-1', { code: 'NORTHPASS_USER_ID', value: 'np-1' }],
    ['a different stored id', stored('np-0'), 'np-1', { code: 'NORTHPASS_USER_ID', value: 'np-1' }],
    ['the same id', stored('np-1'), 'np-1', null],
    ['no learning account', stored('np-1'), null, null],
  ])('%s', (_case, attributes, learningId, update) => {
    expect(northpassAttributeUpdate(attributes, learningId)).toEqual(update);
  });
});

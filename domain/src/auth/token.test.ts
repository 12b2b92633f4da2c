import { decodeToken, isLinkToken, isTokenExpired, linkTokenMode, tokenHasRole } from './token';
import { AUTH_MESSAGES, AUTH_STORAGE_KEY, DEALER_CONTEXT, IDLE_TIMEOUT_MS, ROUTE_GUARD_FALLBACK_MS } from './constants';

const segment = (value: unknown) =>
  Buffer.from(JSON.stringify(value)).toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: unknown) => `${segment({ alg: 'HS256', typ: 'JWT' })}.${segment(claims)}.signature`;

describe('decodeToken reads claims without verifying (dealer spec: entities and fields, token: subject, roles, exp)', () => {
  it('reads sub, roles and exp', () => {
    expect(decodeToken(jwt({ sub: 'demo.sales', roles: ['PASSWORDRESET'], exp: 1700000000 }))).toEqual({
      sub: 'demo.sales', roles: ['PASSWORDRESET'], exp: 1700000000,
    });
  });

  it('keeps UTF-8 text intact', () => {
    expect(decodeToken(jwt({ sub: 'zoë.müller' }))?.sub).toBe('zoë.müller');
  });

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['an opaque token', 'f3a9c0d1e2'],
    ['two segments', 'a.b'],
    ['a payload that is not JSON', 'a.bm90IGpzb24.c'],
    ['a payload that is an array', jwt([1, 2])],
  ])('returns null for %s', (_case, token) => {
    expect(decodeToken(token)).toBeNull();
  });
});

describe('dealer spec (states and transitions): a missing or past exp means the session token must be validated', () => {
  const now = 1_700_000_000_000;
  it.each<[string, number | undefined, boolean]>([
    ['no exp', undefined, true],
    ['exp in the past', now / 1000 - 1, true],
    ['exp exactly now', now / 1000, true],
    ['exp in the future', now / 1000 + 60, false],
  ])('%s -> expired %s', (_case, exp, expired) => {
    expect(isTokenExpired(exp === undefined ? {} : { exp }, now)).toBe(expired);
  });

  it('treats no claims as expired', () => {
    expect(isTokenExpired(null, now)).toBe(true);
  });
});

describe('dealer spec (states and transitions): link tokens choose registration or password-reset mode by role', () => {
  it.each<[string, Record<string, unknown>, 'REGISTRATION' | 'PASSWORDRESET' | null, boolean]>([
    ['REGISTRATION', { sub: 'u', roles: ['REGISTRATION'] }, 'REGISTRATION', true],
    ['PASSWORDRESET', { sub: 'u', roles: ['PASSWORDRESET'] }, 'PASSWORDRESET', true],
    ['an access token', { sub: 'u', roles: ['DEALER'] }, null, true],
    ['no roles', { sub: 'u' }, null, true],
    ['no subject', { roles: ['PASSWORDRESET'] }, 'PASSWORDRESET', false],
  ])('%s', (_case, claims, mode, isLink) => {
    expect(linkTokenMode(claims)).toBe(mode);
    expect(isLinkToken(claims)).toBe(isLink);
    expect(tokenHasRole(claims, 'REGISTRATION')).toBe(mode === 'REGISTRATION');
  });
});

describe('constants of dealer spec (what the product does; error catalogue; constants and limits)', () => {
  it.each<[string, unknown, unknown]>([
    ['idle time-out (2 hours)', IDLE_TIMEOUT_MS, 7_200_000],
    ['route guard fallback timer', ROUTE_GUARD_FALLBACK_MS, 2000],
    ['local storage key for auth', AUTH_STORAGE_KEY, 'krv'],
    ['dealer context', DEALER_CONTEXT, 'DEALER'],
    ['failure without response data', AUTH_MESSAGES.systemUnavailable, 'System Unavailable'],
    ['validation without a refresh token', AUTH_MESSAGES.loggedOut, 'user is logged out'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

import { testAppPerFile, testDbKind } from '../../test/test-app';
import { solvedBotCheck } from '../modules/bot-check/test-support';
import { VALID } from '../modules/forms/test-support';
import { ConfigError } from '../config-error';
import { parseTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false], ['', false], ['false', false], ['1', 1], ['2', 2],
    ['10.0.0.1', ['10.0.0.1']], ['10.0.0.0/8, loopback', ['10.0.0.0/8', 'loopback']], ['::1,fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %p as %p', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    ['true', /would believe any client's X-Forwarded-For/],
    ['0', /between 1 and 10/],
    ['10.0.0.0/33', /neither an address nor a range: 10.0.0.0\/33/],
    ['proxy.example.com', /neither an address nor a range: proxy.example.com/],
    // Seen before the fix: these passed the check, then start-up crashed with proxy-addr's TypeError.
    ['0.0.0.0/0', /TRUST_PROXY=0.0.0.0\/0 would believe any client's X-Forwarded-For/],
    ['::/0', /TRUST_PROXY=::\/0 would believe any client's X-Forwarded-For/],
    ['10.0.0.1, 0.0.0.0/1', /TRUST_PROXY=0.0.0.0\/1 would believe/],
  ])('refuses %p at start', (value, message) => {
    expect(() => parseTrustProxy(value)).toThrow(ConfigError);
    expect(() => parseTrustProxy(value)).toThrow(message);
  });
});

const FORWARDED = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}`, 'x-forwarded-proto': 'https' });

describe(`per-IP limits with forged X-Forwarded-For, nothing configured (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });

  it('counts 26 form posts with rotating X-Forwarded-For as one client: the 21st gets a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 26; i += 1) {
      const res = await ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', payload: {}, headers: FORWARDED(i), remoteAddress: '198.51.100.7' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429, 429]);
  });

  it('counts 30 sign-in failures with rotating X-Forwarded-For against one address (limit 20)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const res = await ctx().app.inject({
        method: 'POST', url: '/api/auth/signin', headers: FORWARDED(i), remoteAddress: '198.51.100.8',
        payload: { username: `guess.${i}`, password: 'wrong-password', context: 'DEALER' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
  });

  it('stores the connection address with a lead, not the forwarded one', async () => {
    const res = await ctx().app.inject({
      method: 'POST', url: '/api/web/form/email/signup', headers: FORWARDED(1), remoteAddress: '198.51.100.9',
      payload: { ...VALID.newsletter, 'g-recaptcha-response': await solvedBotCheck(ctx().app) },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx().db.query<{ client_ip: string }>('SELECT client_ip FROM form_submissions ORDER BY id DESC LIMIT 1');
    expect(rows[0].client_ip).toBe('198.51.100.9');
  });

  it('does not mark cookies Secure because a request says https', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/tracking/session', headers: FORWARDED(1) });
    expect(String(res.headers['set-cookie'])).not.toMatch(/Secure/);
  });
});

describe(`per-IP limits behind a configured proxy (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false, config: { trustProxy: ['198.51.100.1'] } });

  it('believes X-Forwarded-For only from the named proxy', async () => {
    const viaProxy = (i: number) => ctx().app.inject({
      method: 'POST', url: '/api/web/form/popup', payload: {}, headers: FORWARDED(i), remoteAddress: '198.51.100.1',
    });
    // Each forwarded client has a limit of its own behind the proxy.
    for (let i = 0; i < 25; i += 1) expect((await viaProxy(i)).statusCode).toBe(400);
    // From any other address the header is ignored, so rotating it escapes nothing.
    const direct = [];
    for (let i = 0; i < 21; i += 1) {
      direct.push((await ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', payload: {}, headers: FORWARDED(i), remoteAddress: '198.51.100.50' })).statusCode);
    }
    expect(direct[20]).toBe(429);
  });
});

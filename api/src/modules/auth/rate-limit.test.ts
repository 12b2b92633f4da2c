import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { DEMO_ACCOUNTS, GENERATED_USER_PASSWORD } from '../../seed/accounts/demo-accounts';
import { LIMITS, SIGN_IN_THROTTLES } from './rate-limit';

const { salesperson, manager, noSpiffs, teammate } = DEMO_ACCOUNTS;

jest.setTimeout(30_000);

describe(`auth rate limits (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const signIn = (username: string, password: string, remoteAddress: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress, payload: { username, password, context: 'DEALER' } });

  const PER_ACCOUNT = SIGN_IN_THROTTLES.perAccount.free;
  const PER_IP = SIGN_IN_THROTTLES.perIp.free;
  /** Lets the throttle's wait for `key` pass, as time would. */
  const waitOut = (key: string) => ctx().db.query('UPDATE throttles SET not_before = now() WHERE key = $1', [key]);
  const deviceCookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];

  it('throttles an account after 5 failures, even from other addresses and with the right password, for a minute', async () => {
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      expect((await signIn(salesperson.username, 'wrong-password', `10.2.0.${i + 1}`)).statusCode).toBe(401);
    }
    const throttled = await signIn(salesperson.username, salesperson.password as string, '10.2.1.1');
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/try again in a minute/) });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(throttled.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await signIn(manager.username, manager.password, '10.2.1.1')).statusCode).toBe(200);
    // No lock an attacker can hold: once the wait has passed, the right password signs in.
    await waitOut('signin:account:demo.sales');
    expect((await signIn(salesperson.username, salesperson.password as string, '10.2.1.1')).statusCode).toBe(200);
  });

  it('lets each further guess wait twice as long as the one before, up to 15 minutes', async () => {
    const waits: number[] = [];
    for (let i = 0; i < PER_ACCOUNT + 6; i += 1) {
      await waitOut('signin:account:slow.target');
      expect((await signIn('slow.target', 'wrong-password', `10.12.${i}.1`)).statusCode).toBe(401);
      const { rows } = await ctx().db.query<{ s: number }>("SELECT extract(epoch FROM not_before - now())::float8 AS s FROM throttles WHERE key = 'signin:account:slow.target'");
      waits.push(Math.max(0, Number(rows[0].s)));
    }
    expect(waits.map((s) => Math.round(s / 60))).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 15, 15, 15]);
  });

  it('lets the right password from a browser that signed in before through, while the account is throttled (device cookie)', async () => {
    const first = await signIn(teammate.username, teammate.password, '10.13.0.1');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookieOf(first);
    expect(String(first.headers['set-cookie'])).toMatch(/^rv_dealer_device=[^;]+; Max-Age=\d+; Path=\/api\/auth\/signin; HttpOnly; SameSite=Strict/);
    for (let i = 0; i < PER_ACCOUNT + 3; i += 1) await signIn(teammate.username, 'wrong-password', `10.13.1.${i + 1}`);
    expect((await signIn(teammate.username, teammate.password, '10.13.2.1')).statusCode).toBe(429);
    const known = await ctx().app.inject({
      method: 'POST', url: '/api/auth/signin', remoteAddress: '10.13.2.1', headers: { cookie },
      payload: { username: teammate.username, password: teammate.password, context: 'DEALER' },
    });
    expect(known.statusCode).toBe(200);
    // The cookie is this account's only: for another account it is an ordinary, throttled sign-in.
    for (let i = 0; i < PER_ACCOUNT; i += 1) await signIn('other.target', 'wrong-password', `10.13.3.${i + 1}`);
    const other = await ctx().app.inject({
      method: 'POST', url: '/api/auth/signin', remoteAddress: '10.13.4.1', headers: { cookie },
      payload: { username: 'other.target', password: 'x', context: 'DEALER' },
    });
    expect(other.statusCode).toBe(429);
  });

  it('throttles guesses from a known device on their own: a stolen cookie gets no more guesses', async () => {
    const cookie = deviceCookieOf(await signIn(noSpiffs.username, noSpiffs.password, '10.14.0.1'));
    const withCookie = () => ctx().app.inject({
      method: 'POST', url: '/api/auth/signin', remoteAddress: '10.14.0.2', headers: { cookie },
      payload: { username: noSpiffs.username, password: 'wrong-password', context: 'DEALER' },
    });
    for (let i = 0; i < SIGN_IN_THROTTLES.perDevice.free; i += 1) expect((await withCookie()).statusCode).toBe(401);
    expect((await withCookie()).statusCode).toBe(429);
    // ...and they never throttle the account for other browsers.
    expect((await signIn(noSpiffs.username, noSpiffs.password, '10.14.0.3')).statusCode).toBe(200);
  });

  it('throttles an unknown username the same way, so the throttle reveals nothing', async () => {
    for (let i = 0; i < PER_ACCOUNT; i += 1) await signIn('nobody.here', 'wrong-password', `10.3.0.${i + 1}`);
    expect((await signIn('nobody.here', 'wrong-password', '10.3.1.1')).statusCode).toBe(429);
  });

  it('throttles one address after 20 failures across accounts, not other addresses', async () => {
    for (let i = 0; i < PER_IP; i += 1) await signIn(`guess.${i}`, 'wrong-password', '10.4.0.1');
    expect((await signIn(noSpiffs.username, noSpiffs.password, '10.4.0.1')).statusCode).toBe(429);
    expect((await signIn(noSpiffs.username, noSpiffs.password, '10.4.0.2')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the account counter', async () => {
    for (let i = 0; i < PER_ACCOUNT - 1; i += 1) await signIn(manager.username, 'wrong-password', '10.5.0.1');
    expect((await signIn(manager.username, manager.password, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < PER_ACCOUNT - 1; i += 1) await signIn(manager.username, 'wrong-password', '10.5.0.1');
    expect((await signIn(manager.username, manager.password, '10.5.0.1')).statusCode).toBe(200);
  });

  it("gives a successful sign-in's attempt back to its address, so only failures count", async () => {
    for (let i = 0; i < PER_IP; i += 1) expect((await signIn(manager.username, manager.password, '10.11.0.1')).statusCode).toBe(200);
    expect((await signIn('nobody.else', 'wrong-password', '10.11.0.1')).statusCode).toBe(401);
  });

  it('counts a Unicode spelling of a username under the same account key: İ does not open a fresh bucket', async () => {
    const username = 'lmiller.d1001.1';
    const { rows } = await ctx().db.query('SELECT 1 FROM users WHERE username = $1', [username]);
    expect(rows).toHaveLength(1);
    for (let i = 0; i < PER_ACCOUNT; i += 1) expect((await signIn(username, 'wrong-password', `10.15.0.${i + 1}`)).statusCode).toBe(401);
    for (const spelling of ['lm\u0130ller.d1001.1', 'LMİLLER.D1001.1', 'lmiller.d1001.1'.toUpperCase(), 'ｌmiller.d1001.1', 'lmiller.d1001.\uff11']) {
      const res = await signIn(spelling, GENERATED_USER_PASSWORD, '10.15.1.1');
      expect([spelling, res.statusCode]).not.toEqual([spelling, 200]);
    }
  });

  it('limits e-mailed link requests per username (3 per window) whatever the username', async () => {
    for (const username of ['demo.sales', 'nobody.at.all']) {
      for (let i = 0; i < LIMITS.linkRequestsPerAccount.max; i += 1) {
        const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/password/token', remoteAddress: `10.6.${i}.1`, payload: { username, context: 'DEALER' } });
        expect(res.statusCode).toBe(202);
      }
      const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/password/token', remoteAddress: '10.6.9.1', payload: { username, context: 'DEALER' } });
      expect(res.statusCode).toBe(429);
    }
  });

  it('limits username checks per address', async () => {
    const check = (remoteAddress: string) => ctx().app.inject({ method: 'GET', url: '/api/auth/username/demo.sales', remoteAddress });
    for (let i = 0; i < LIMITS.usernameChecksPerIp.max; i += 1) expect((await check('10.8.0.1')).statusCode).toBe(200);
    expect((await check('10.8.0.1')).statusCode).toBe(429);
    expect((await check('10.8.0.2')).statusCode).toBe(200);
  });

  it('forgets the failures once their memory has passed', async () => {
    for (let i = 0; i < PER_ACCOUNT; i += 1) await signIn('forget.me', 'wrong-password', '10.7.0.1');
    expect((await signIn('forget.me', 'wrong-password', '10.7.0.2')).statusCode).toBe(429);
    await ctx().db.query("UPDATE throttles SET forget_at = now() WHERE key = 'signin:account:forget.me'");
    expect((await signIn('forget.me', 'wrong-password', '10.7.0.2')).statusCode).toBe(401);
  });

  it('evaluates at most 5 of 30 parallel wrong passwords for one username (the count is taken before the check)', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('race.target', 'wrong-password', `10.9.${i}.1`)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_ACCOUNT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - PER_ACCOUNT);
  });

  it('lets no more than 5 of 27 parallel guesses be evaluated, the right password among them', async () => {
    const guesses = Array.from({ length: 27 }, (_, i) => (i === 13 ? (noSpiffs.password as string) : `wrong-${i}`));
    const results = await Promise.all(guesses.map((password, i) => signIn(noSpiffs.username, password, `10.10.${i}.1`)));
    const evaluated = results.filter((r) => r.statusCode === 401 || r.statusCode === 200);
    expect(evaluated.length).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(27 - PER_ACCOUNT);
  });
});

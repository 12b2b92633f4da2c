import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { DEMO_ACCOUNTS } from '../../seed/accounts/demo-accounts';
import { LIMITS } from './rate-limit';

const { salesperson, manager, noSpiffs, teammate } = DEMO_ACCOUNTS;

jest.setTimeout(30_000);

describe(`auth rate limits (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const signIn = (username: string, password: string, remoteAddress: string) =>
    ctx().app.inject({ method: 'POST', url: '/api/auth/signin', remoteAddress, payload: { username, password, context: 'DEALER' } });

  it('locks an account after 5 failures, even from other addresses and with the right password', async () => {
    for (let i = 0; i < LIMITS.signInFailuresPerAccount.max; i += 1) {
      expect((await signIn(salesperson.username, 'wrong-password', `10.2.0.${i + 1}`)).statusCode).toBe(401);
    }
    const locked = await signIn(salesperson.username, salesperson.password as string, '10.2.1.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/try again in \d+ minutes/) });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(manager.username, manager.password, '10.2.1.1')).statusCode).toBe(200);
  });

  it('locks an unknown username the same way, so the lock reveals nothing', async () => {
    for (let i = 0; i < LIMITS.signInFailuresPerAccount.max; i += 1) await signIn('nobody.here', 'wrong-password', `10.3.0.${i + 1}`);
    expect((await signIn('nobody.here', 'wrong-password', '10.3.1.1')).statusCode).toBe(429);
  });

  it('limits one address after 20 failures across accounts, not other addresses', async () => {
    for (let i = 0; i < LIMITS.signInFailuresPerIp.max; i += 1) await signIn(`guess.${i}`, 'wrong-password', '10.4.0.1');
    expect((await signIn(noSpiffs.username, noSpiffs.password, '10.4.0.1')).statusCode).toBe(429);
    expect((await signIn(noSpiffs.username, noSpiffs.password, '10.4.0.2')).statusCode).toBe(200);
  });

  it('a successful sign-in clears the account counter', async () => {
    for (let i = 0; i < LIMITS.signInFailuresPerAccount.max - 1; i += 1) await signIn(manager.username, 'wrong-password', '10.5.0.1');
    expect((await signIn(manager.username, manager.password, '10.5.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.signInFailuresPerAccount.max - 1; i += 1) await signIn(manager.username, 'wrong-password', '10.5.0.1');
    expect((await signIn(manager.username, manager.password, '10.5.0.1')).statusCode).toBe(200);
  });

  it("gives a successful sign-in's attempt back to its address, so only failures count", async () => {
    for (let i = 0; i < LIMITS.signInFailuresPerIp.max; i += 1) expect((await signIn(manager.username, manager.password, '10.11.0.1')).statusCode).toBe(200);
    expect((await signIn('nobody.else', 'wrong-password', '10.11.0.1')).statusCode).toBe(401);
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

  it('starts a new window once the old one has passed', async () => {
    for (let i = 0; i < LIMITS.signInFailuresPerAccount.max; i += 1) await signIn(teammate.username, 'wrong-password', '10.7.0.1');
    expect((await signIn(teammate.username, teammate.password, '10.7.0.2')).statusCode).toBe(429);
    await ctx().db.query("UPDATE rate_limits SET expire = 0 WHERE key = 'signin:account:demo.sales2'");
    expect((await signIn(teammate.username, teammate.password, '10.7.0.2')).statusCode).toBe(200);
  });

  it('evaluates at most 5 of 30 parallel wrong passwords for one username (the count is taken before the check)', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn('race.target', 'wrong-password', `10.9.${i}.1`)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.signInFailuresPerAccount.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMITS.signInFailuresPerAccount.max);
  });

  it('lets no more than 5 of 27 parallel guesses be evaluated, the right password among them', async () => {
    const guesses = Array.from({ length: 27 }, (_, i) => (i === 13 ? (noSpiffs.password as string) : `wrong-${i}`));
    const results = await Promise.all(guesses.map((password, i) => signIn(noSpiffs.username, password, `10.10.${i}.1`)));
    const evaluated = results.filter((r) => r.statusCode === 401 || r.statusCode === 200);
    expect(evaluated.length).toBeLessThanOrEqual(LIMITS.signInFailuresPerAccount.max);
    expect(results.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(27 - LIMITS.signInFailuresPerAccount.max);
  });
});

import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, signInAs } from '../../../test/auth-testing';

/** The branded-site (reward shop) calls of dealer spec (the calls) (/api/brightsites/v2). */
jest.setTimeout(120_000);

describe(`branded site (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  let token: string;
  beforeAll(async () => {
    token = (await signInAs(ctx().app, 'salesperson')).token;
  });

  const get = (url: string, auth = true) => ctx().app.inject({ url, headers: auth ? bearer(token) : {} });

  it('validates the user: active, the balance of spendable points, id, username', async () => {
    const user = (await get('/api/brightsites/v2/user/validate')).json();
    const points = (await get('/api/mambo/v1/keystonerv_production/user/validate')).json().points;
    const spendable = points.find((p: { point: { name: string } }) => p.point.name === 'Spendable Points').total;
    expect(user).toEqual({ active: true, balance: spendable, id: expect.stringMatching(/^[0-9a-f-]{36}$/), username: 'demo.sales' });
    expect(spendable).toBeGreaterThan(0);
  });

  it('issues a fresh, uncached sign-on token with the balance and the reward shop link, and stores only its hash', async () => {
    const first = await get('/api/brightsites/v2/user/user-auth-token');
    expect(first.headers['cache-control']).toBe('no-store');
    const body = first.json();
    expect(body.url).toBe(`https://shop.keystonerv-rewards.example.com/sso?token=${body.token}`);
    expect(body.balance).toBe((await get('/api/brightsites/v2/user/validate')).json().balance);
    expect(Date.parse(body.expiresAt) - Date.now()).toBeGreaterThan(200_000);
    expect((await get('/api/brightsites/v2/user/user-auth-token')).json().token).not.toBe(body.token);
    const stored = await ctx().db.query('SELECT 1 FROM branded_site_tokens WHERE token_hash = $1', [body.token]);
    expect(stored.rows).toHaveLength(0);
  });

  it.each(['/api/brightsites/v2/user/validate', '/api/brightsites/v2/user/user-auth-token'])('refuses %s without a token (401)', async (url) => {
    expect((await get(url, false)).statusCode).toBe(401);
  });
});

import { decodeToken } from '@rv/domain/auth';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { DEMO_ACCOUNTS } from '../../seed/accounts/demo-accounts';
import { bearer, signInAs } from '../../../test/auth-testing';
import { signJwt } from './tokens';
import { REFRESH_GRACE_SECONDS } from './service';

const { salesperson, manager } = DEMO_ACCOUNTS;

jest.setTimeout(30_000);

describe(`auth sessions: sign-in, token, refresh, logout (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const post = (url: string, payload: object, headers = {}, remoteAddress = '10.0.0.1') =>
    ctx().app.inject({ method: 'POST', url, payload, headers, remoteAddress });
  const get = (url: string, headers = {}) => ctx().app.inject({ method: 'GET', url, headers });

  it('POST /api/auth/signin answers the logged-in user of spec (entities and fields) with an access token and a refresh token', async () => {
    const res = await post('/api/auth/signin', { username: salesperson.username, password: salesperson.password, context: 'DEALER' });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      username: 'demo.sales', firstName: 'Sam', lastName: 'Sellers', email: 'demo.sales@dealers.example.com', manager: false,
      guid: expect.stringMatching(/^[0-9a-f-]{36}$/), refresh_token: expect.any(String),
    });
    expect(user.organizations).toHaveLength(1);
    expect(user.organizations[0]).toMatchObject({
      dealershipNumber: 'D1001', dealershipName: expect.any(String), brandList: expect.stringMatching(/^[A-Z]{2}(,[A-Z]{2})+$/),
      attributes: [{ code: 'DISABLE_SPIFFS', value: 'false', name: 'Disable Spiffs', sequence: 1 }],
      addresses: [expect.objectContaining({ city: 'Kalispell', state: 'MT' })],
    });
    expect(user.attributes).toEqual(expect.arrayContaining([
      expect.objectContaining({ code: 'FIRST_TIME_MODAL_DISPLAYED', value: 'false' }),
      expect.objectContaining({ code: 'SALESPERSON_ID', value: 'SP-D1001-01' }),
    ]));
    const claims = decodeToken(user.token);
    expect(claims).toMatchObject({ sub: 'demo.sales', roles: ['DEALER'] });
    expect(claims!.exp! - Date.now() / 1000).toBeGreaterThan(60);
    expect(claims!.exp! - Date.now() / 1000).toBeLessThanOrEqual(15 * 60);
  });

  it('signs in regardless of the username case and marks a manager', async () => {
    const res = await post('/api/auth/signin', { username: 'DEMO.Manager', password: manager.password, context: 'DEALER' });
    expect(res.statusCode).toBe(200);
    expect(res.json().manager).toBe(true);
    expect(res.json().organizations.map((o: { dealershipNumber: string }) => o.dealershipNumber)).toEqual(['D1001', 'D1002']);
    expect(decodeToken(res.json().token)?.roles).toEqual(['DEALER', 'MANAGER']);
  });

  it.each([
    ['a wrong password', { username: salesperson.username, password: 'wrong-password' }],
    ['an unknown username', { username: 'nobody.here', password: 'whatever1' }],
    ['a user who has not registered yet', { username: DEMO_ACCOUNTS.unregistered.username, password: 'anything1' }],
  ])('answers 401 with one message for %s, so accounts cannot be told apart', async (_case, body) => {
    const res = await post('/api/auth/signin', { ...body, context: 'DEALER' }, {}, '10.9.9.9');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password.' });
  });

  it.each([
    [{ username: 'demo.sales', password: 'x' }, 'context', 'body.context is required'],
    [{ username: 'demo.sales', password: 'x', context: 'CONSUMER' }, 'context', 'body.context must be equal to constant'],
    [{ password: 'x', context: 'DEALER' }, 'username', 'body.username is required'],
  ])('answers 400 naming the field for a bad payload %p', async (payload, field, message) => {
    const res = await post('/api/auth/signin', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
  });

  it('GET /api/auth/token validates the bearer token; GET /api/auth/me answers the user without tokens', async () => {
    const user = await signInAs(ctx().app, 'salesperson');
    const token = await get('/api/auth/token', bearer(user.token));
    expect(token.statusCode).toBe(200);
    expect(token.json()).toEqual({ username: 'demo.sales', roles: ['DEALER'], exp: decodeToken(user.token)!.exp });
    const me = await get('/api/auth/me', bearer(user.token));
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ username: 'demo.sales', organizations: [expect.objectContaining({ dealershipNumber: 'D1001' })] });
    expect(me.json()).not.toHaveProperty('token');
  });

  it('answers 401 on guarded calls for a missing, tampered, expired, foreign-signed or link token', async () => {
    const user = await signInAs(ctx().app, 'salesperson');
    const { sid } = decodeToken(user.token) as { sid: string };
    const secret = ctx().config.jwtSecret;
    const [h, p] = user.token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ ...decodeToken(user.token), roles: ['DEALER', 'MANAGER'] })).toString('base64url')}.${user.token.split('.')[2]}`;
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    const cases: Array<[string, Record<string, string>]> = [
      ['no header', {}],
      ['tampered claims', bearer(tampered)],
      ['alg none', bearer(unsigned)],
      ['expired', bearer(signJwt({ sub: 'demo.sales', roles: ['DEALER'], sid }, secret, 60, Math.floor(Date.now() / 1000) - 3600))],
      ['another secret', bearer(signJwt({ sub: 'demo.sales', roles: ['DEALER'], sid }, 'not-our-secret', 600))],
      ['a password-reset token', bearer(signJwt({ sub: 'demo.sales', roles: ['PASSWORDRESET'], jti: 'x' }, secret, 600))],
      ['garbage', { authorization: `Bearer ${h}` }],
    ];
    for (const [name, headers] of cases) {
      for (const url of ['/api/auth/token', '/api/auth/me']) {
        const res = await get(url, headers);
        expect({ name, url, status: res.statusCode }).toEqual({ name, url, status: 401 });
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
    }
  });

  it('POST /api/auth/token/refresh rotates: the new pair works, the spent refresh token is refused', async () => {
    const user = await signInAs(ctx().app, 'salesperson');
    const res = await post('/api/auth/token/refresh', { refreshToken: user.refresh_token });
    expect(res.statusCode).toBe(200);
    const next = res.json();
    expect(next).toMatchObject({ username: 'demo.sales', organizations: expect.any(Array) });
    expect(next.refresh_token).not.toBe(user.refresh_token);
    expect((await get('/api/auth/me', bearer(next.token))).statusCode).toBe(200);
    expect((await post('/api/auth/token/refresh', { refreshToken: next.refresh_token })).statusCode).toBe(200);
  });

  it('treats a refresh token replayed after the grace as stolen: the whole session ends', async () => {
    const user = await signInAs(ctx().app, 'salesperson');
    const next = (await post('/api/auth/token/refresh', { refreshToken: user.refresh_token })).json();
    await ctx().db.query(`UPDATE auth_refresh_tokens SET used_at = now() - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1}) WHERE used_at IS NOT NULL`);
    const replay = await post('/api/auth/token/refresh', { refreshToken: user.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('The token is invalid or has expired.');
    expect((await get('/api/auth/me', bearer(next.token))).statusCode).toBe(401);
    expect((await post('/api/auth/token/refresh', { refreshToken: next.refresh_token })).statusCode).toBe(401);
  });

  it('ends the session when a spent token comes back after its successor was used, even within the grace', async () => {
    const user = await signInAs(ctx().app, 'salesperson');
    const next = (await post('/api/auth/token/refresh', { refreshToken: user.refresh_token })).json();
    const third = (await post('/api/auth/token/refresh', { refreshToken: next.refresh_token })).json();
    expect((await post('/api/auth/token/refresh', { refreshToken: user.refresh_token })).statusCode).toBe(401);
    expect((await get('/api/auth/me', bearer(third.token))).statusCode).toBe(401);
  });

  it('answers two tabs of one session refreshing together with the same new pair', async () => {
    const user = await signInAs(ctx().app, 'teammate');
    const results = await Promise.all([1, 2].map(() => post('/api/auth/token/refresh', { refreshToken: user.refresh_token })));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    const [a, b] = results.map((r) => r.json());
    expect([b.token, b.refresh_token]).toEqual([a.token, a.refresh_token]);
    // A loser a few seconds late gets the same pair too, and the pair works.
    const late = (await post('/api/auth/token/refresh', { refreshToken: user.refresh_token })).json();
    expect([late.token, late.refresh_token]).toEqual([a.token, a.refresh_token]);
    expect((await get('/api/auth/me', bearer(a.token))).statusCode).toBe(200);
    expect((await post('/api/auth/token/refresh', { refreshToken: a.refresh_token })).statusCode).toBe(200);
  });

  it('refuses an unknown or expired refresh token', async () => {
    expect((await post('/api/auth/token/refresh', { refreshToken: 'made-up' })).statusCode).toBe(401);
    const user = await signInAs(ctx().app, 'salesperson');
    await ctx().db.query("UPDATE auth_refresh_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL");
    expect((await post('/api/auth/token/refresh', { refreshToken: user.refresh_token })).statusCode).toBe(401);
  });

  it('POST /api/auth/logout ends the session: access and refresh tokens stop working at once', async () => {
    const user = await signInAs(ctx().app, 'salesperson');
    const other = await signInAs(ctx().app, 'salesperson');
    const res = await post('/api/auth/logout', { refreshToken: user.refresh_token }, bearer(user.token));
    expect(res.statusCode).toBe(204);
    expect((await get('/api/auth/me', bearer(user.token))).statusCode).toBe(401);
    expect((await post('/api/auth/token/refresh', { refreshToken: user.refresh_token })).statusCode).toBe(401);
    expect((await get('/api/auth/me', bearer(other.token))).statusCode).toBe(200);
  });

  it('logs out with only the refresh token (access token already expired), and is idempotent', async () => {
    const user = await signInAs(ctx().app, 'salesperson');
    expect((await post('/api/auth/logout', { refreshToken: user.refresh_token })).statusCode).toBe(204);
    expect((await get('/api/auth/me', bearer(user.token))).statusCode).toBe(401);
    expect((await post('/api/auth/logout', { refreshToken: user.refresh_token })).statusCode).toBe(204);
    expect((await post('/api/auth/logout', {})).statusCode).toBe(204);
    const again = await signInAs(ctx().app, 'salesperson');
    const bare = await ctx().app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(again.token) });
    expect(bare.statusCode).toBe(204);
    expect((await get('/api/auth/me', bearer(again.token))).statusCode).toBe(401);
  });

  it('single-use login tokens: issued to a signed-in user, exchanged once for a session', async () => {
    const user = await signInAs(ctx().app, 'manager');
    expect((await post('/api/auth/signin/single-use-login-token', {})).statusCode).toBe(401);
    const issued = await post('/api/auth/signin/single-use-login-token', {}, bearer(user.token));
    expect(issued.statusCode).toBe(201);
    const { token, expiresAt } = issued.json();
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const url = `/api/auth/signin/single-use-login-token?token=${encodeURIComponent(token)}&context=DEALER`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ username: 'demo.manager', manager: true, token: expect.any(String) });
    expect(first.json().token).not.toBe(user.token);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get('/api/auth/signin/single-use-login-token?token=unknown&context=DEALER')).statusCode).toBe(401);
    expect((await get(`/api/auth/signin/single-use-login-token?token=${token}`)).statusCode).toBe(400);
  });

  it('refuses an expired single-use login token', async () => {
    const user = await signInAs(ctx().app, 'salesperson');
    const { token } = (await post('/api/auth/signin/single-use-login-token', {}, bearer(user.token))).json();
    await ctx().db.query("UPDATE auth_one_time_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'LOGIN' AND used_at IS NULL");
    expect((await get(`/api/auth/signin/single-use-login-token?token=${token}&context=DEALER`)).statusCode).toBe(401);
  });

  it("answers 'System Unavailable' (spec: error catalogue) when the database fails", async () => {
    const spy = jest.spyOn(ctx().db, 'query').mockRejectedValueOnce(new Error('connection lost'));
    const res = await post('/api/auth/signin', { username: salesperson.username, password: salesperson.password, context: 'DEALER' });
    spy.mockRestore();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: 'System Unavailable' });
  });
});

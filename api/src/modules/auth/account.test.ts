import { decodeToken } from '@rv/domain/auth';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { DEMO_ACCOUNTS } from '../../seed/accounts/demo-accounts';
import { LINK_PATHS } from './emails';
import { bearer, mailedToken, signInAs } from '../../../test/auth-testing';
import { signJwt } from './tokens';

const { salesperson, unregistered, teammate } = DEMO_ACCOUNTS;
const NEW_PASSWORD = 'Brand-new#pass1';

jest.setTimeout(30_000);

describe(`auth accounts: registration, password reset, profile (${testDbKind})`, () => {
  const ctx = testAppPerFile({ config: { devMailbox: true } });
  let ip = 0;
  // A fresh address per call keeps the per-IP limits out of tests that are not about them.
  const nextIp = () => `10.1.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
    ctx().app.inject({ method, url, payload, headers, remoteAddress: nextIp() });
  const mailbox = async (to: string) => (await ctx().app.inject({ method: 'GET', url: `/api/dev/mailbox?to=${to}` })).json().messages;

  it('GET /api/auth/username/{username} answers the same whether or not the account exists', async () => {
    for (const username of ['demo.sales', 'DEMO.REGISTER', 'nobody.at.all']) {
      const res = await call('GET', `/api/auth/username/${username}`);
      expect([res.statusCode, res.json()]).toEqual([200, { username }]);
    }
    // A name its key would spell differently is refused, for every such name alike.
    const turkish = await call('GET', `/api/auth/username/${encodeURIComponent('lm\u0130ller.d1001.1')}`);
    expect([turkish.statusCode, turkish.json().message]).toEqual([400, 'Username is not valid']);
  });

  it('link requests run the same statements for a real account and an unknown one; the lookup happens in the outbox', async () => {
    const statements = async (purpose: string, username: string) => {
      const seen: string[] = [];
      const query = ctx().db.query.bind(ctx().db);
      const spy = jest.spyOn(ctx().db, 'query').mockImplementation(((sql: string, params?: unknown[]) => {
        seen.push(sql.replace(/\s+/g, ' ').trim());
        return query(sql, params);
      }) as typeof query);
      try {
        expect((await call('POST', `/api/auth/${purpose}/token`, { username, context: 'DEALER' })).statusCode).toBe(202);
      } finally {
        spy.mockRestore();
      }
      return seen;
    };
    for (const purpose of ['password', 'register']) {
      const real = await statements(purpose, purpose === 'password' ? 'demo.sales' : 'demo.register');
      expect(real).toEqual(await statements(purpose, `nobody.${purpose}.check`));
      expect(real.some((sql) => /FROM users/.test(sql))).toBe(false);
    }
  });

  it('POST /api/auth/register/token answers the same for every username and mails only a provisioned, unregistered one', async () => {
    const answers = await Promise.all(['demo.register', 'demo.sales', 'nobody.at.all'].map((username) =>
      call('POST', '/api/auth/register/token', { username, context: 'DEALER' })));
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: 'If the username can register, an e-mail with a registration link is on its way.' });
    }
    const token = await mailedToken(ctx().app, ctx().db, unregistered.email, LINK_PATHS.REGISTRATION);
    expect(decodeToken(token)).toMatchObject({ sub: 'demo.register', roles: ['REGISTRATION'] });
    expect(await mailedToken(ctx().app, ctx().db, salesperson.email, LINK_PATHS.REGISTRATION)).toBeNull();
    // What the form used to say on the page reaches the account's owner instead.
    expect((await mailbox(salesperson.email)).map((m: { subject: string }) => m.subject)).toContain('Your Keystone RV dealer portal account is already registered');
    const [message] = await mailbox(unregistered.email);
    expect(message.subject).toMatch(/registration/i);
    expect(message.text).toContain(`http://localhost:8080/ignite/sales/login/register?token=${token}`);
  });

  it('registration: the e-mailed token validates, completes registration once, and signs the user in', async () => {
    await call('POST', '/api/auth/register/token', { username: unregistered.username, context: 'DEALER' });
    const token = (await mailedToken(ctx().app, ctx().db, unregistered.email, LINK_PATHS.REGISTRATION)) as string;
    const info = await call('GET', `/api/auth/password/token?token=${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toEqual({ username: 'demo.register', roles: ['REGISTRATION'], exp: decodeToken(token)!.exp });

    const body = { username: 'demo.register', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, context: 'DEALER', firstName: 'Riley', lastName: 'Rhodes-Hart' };
    const mismatch = await call('POST', `/api/auth/register?token=${token}`, { ...body, username: 'demo.sales' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ field: 'username' });
    const unconfirmed = await call('POST', `/api/auth/register?token=${token}`, { ...body, passwordConfirm: 'something-else' });
    expect(unconfirmed.json()).toMatchObject({ statusCode: 400, field: 'passwordConfirm' });
    const short = await call('POST', `/api/auth/register?token=${token}`, { ...body, password: 'short', passwordConfirm: 'short' });
    expect(short.json()).toMatchObject({ statusCode: 400, field: 'password' });

    const done = await call('POST', `/api/auth/register?token=${token}`, body);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ username: 'demo.register', lastName: 'Rhodes-Hart', token: expect.any(String), refresh_token: expect.any(String) });
    expect((await call('GET', '/api/auth/me', undefined, bearer(done.json().token))).statusCode).toBe(200);

    expect((await call('POST', `/api/auth/register?token=${token}`, body)).statusCode).toBe(401);
    expect((await call('GET', `/api/auth/password/token?token=${token}`)).statusCode).toBe(401);
    const signIn = await call('POST', '/api/auth/signin', { username: 'demo.register', password: NEW_PASSWORD, context: 'DEALER' });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses registration without a token, with a reset token, or for an account already registered', async () => {
    const body = { username: 'demo.sales', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, context: 'DEALER' };
    expect((await call('POST', '/api/auth/register', body)).statusCode).toBe(401);
    const reset = signJwt({ sub: 'demo.sales', roles: ['PASSWORDRESET'], jti: 'x' }, ctx().config.jwtSecret, 600);
    const wrongRole = await call('POST', `/api/auth/register?token=${reset}`, body);
    expect(wrongRole.statusCode).toBe(401);
    expect(wrongRole.json().message).toBe('This token does not allow this action.');
    // A registration token minted for a registered user (e.g. before it registered elsewhere) is refused.
    const { rows } = await ctx().db.query<{ id: string }>("SELECT id FROM users WHERE username = 'demo.sales'");
    await ctx().db.query("INSERT INTO auth_one_time_tokens (id, user_id, purpose, expires_at) VALUES ('reg-1', $1, 'REGISTRATION', now() + interval '1 hour')", [rows[0].id]);
    const stale = signJwt({ sub: 'demo.sales', roles: ['REGISTRATION'], jti: 'reg-1' }, ctx().config.jwtSecret, 600);
    const conflict = await call('POST', `/api/auth/register?token=${stale}`, body);
    expect(conflict.statusCode).toBe(409);
    expect((await call('POST', '/api/auth/signin', { username: 'demo.sales', password: salesperson.password, context: 'DEALER' })).statusCode).toBe(200);
  });

  it('password reset: same answer for every username, a PASSWORDRESET link, single use, old sessions revoked', async () => {
    const before = await signInAs(ctx().app, 'teammate', nextIp());
    for (const username of ['demo.sales2', 'nobody.at.all']) {
      const res = await call('POST', '/api/auth/password/token', { username, context: 'DEALER' });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: 'If the username has an account, an e-mail with a password reset link is on its way.' });
    }
    const token = (await mailedToken(ctx().app, ctx().db, teammate.email, LINK_PATHS.PASSWORDRESET)) as string;
    expect(decodeToken(token)).toMatchObject({ sub: 'demo.sales2', roles: ['PASSWORDRESET'] });
    expect((await mailbox(teammate.email))[0].text).toContain(`/ignite/sales/login/reset-password?token=${token}`);
    expect((await call('GET', `/api/auth/password/token?token=${token}`)).json()).toMatchObject({ username: 'demo.sales2', roles: ['PASSWORDRESET'] });

    const body = { username: 'demo.sales2', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, context: 'DEALER' };
    expect((await call('POST', `/api/auth/register?token=${token}`, body)).statusCode).toBe(401);
    const reset = await call('PUT', `/api/auth/password?token=${token}`, body);
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ username: 'demo.sales2', token: expect.any(String) });

    expect((await call('GET', '/api/auth/me', undefined, bearer(before.token))).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/token/refresh', { refreshToken: before.refresh_token })).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/me', undefined, bearer(reset.json().token))).statusCode).toBe(200);
    expect((await call('PUT', `/api/auth/password?token=${token}`, body)).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/signin', { username: 'demo.sales2', password: teammate.password, context: 'DEALER' })).statusCode).toBe(401);
    expect((await call('POST', '/api/auth/signin', { username: 'demo.sales2', password: NEW_PASSWORD, context: 'DEALER' })).statusCode).toBe(200);
  });

  it('accepts the reset token as a bearer token too, and refuses an expired or superseded one', async () => {
    await call('POST', '/api/auth/password/token', { username: 'demo.nospiffs', context: 'DEALER' });
    const first = (await mailedToken(ctx().app, ctx().db, DEMO_ACCOUNTS.noSpiffs.email, LINK_PATHS.PASSWORDRESET)) as string;
    await call('POST', '/api/auth/password/token', { username: 'demo.nospiffs', context: 'DEALER' });
    const second = (await mailedToken(ctx().app, ctx().db, DEMO_ACCOUNTS.noSpiffs.email, LINK_PATHS.PASSWORDRESET)) as string;
    expect(second).not.toBe(first);
    expect((await call('GET', `/api/auth/password/token?token=${first}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/password/token', undefined, bearer(second))).statusCode).toBe(200);

    await ctx().db.query("UPDATE auth_one_time_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'PASSWORDRESET'");
    const body = { username: 'demo.nospiffs', password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD, context: 'DEALER' };
    expect((await call('PUT', `/api/auth/password?token=${second}`, body)).statusCode).toBe(401);
    const pastJwt = signJwt({ sub: 'demo.nospiffs', roles: ['PASSWORDRESET'], jti: 'y' }, ctx().config.jwtSecret, 60, Math.floor(Date.now() / 1000) - 3600);
    expect((await call('GET', `/api/auth/password/token?token=${pastJwt}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/auth/password/token')).statusCode).toBe(401);
  });

  it('does not mail a reset link to a user who has not registered', async () => {
    await ctx().db.query("INSERT INTO users (guid, username, username_key, email) VALUES ('00000000-0000-4000-8000-000000000001', 'fresh.user', 'fresh.user', 'fresh.user@dealers.example.com')");
    expect((await call('POST', '/api/auth/password/token', { username: 'fresh.user', context: 'DEALER' })).statusCode).toBe(202);
    expect(await mailedToken(ctx().app, ctx().db, 'fresh.user@dealers.example.com', LINK_PATHS.PASSWORDRESET)).toBeNull();
  });

  it('PUT /api/auth/me changes the names; PUT /api/auth/me/attribute sets the portal-maintained attributes only', async () => {
    const user = await signInAs(ctx().app, 'salesperson', nextIp());
    const auth = bearer(user.token);
    const named = await call('PUT', '/api/auth/me', { firstName: 'Samantha' }, auth);
    expect(named.statusCode).toBe(200);
    expect(named.json()).toMatchObject({ firstName: 'Samantha', lastName: 'Sellers' });
    expect((await call('PUT', '/api/auth/me', { email: 'me@evil.example' }, auth)).json()).toMatchObject({ statusCode: 400, field: 'email' });

    const modal = await call('PUT', '/api/auth/me/attribute', { code: 'FIRST_TIME_MODAL_DISPLAYED', value: 'true' }, auth);
    expect(modal.statusCode).toBe(200);
    expect(modal.json().attributes).toEqual(expect.arrayContaining([{ code: 'FIRST_TIME_MODAL_DISPLAYED', value: 'true', name: 'First Time Modal Displayed', sequence: 1 }]));
    const northpass = await call('PUT', '/api/auth/me/attribute', { code: 'NORTHPASS_USER_ID', value: 'np-123' }, auth);
    expect(northpass.json().attributes).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'NORTHPASS_USER_ID', value: 'np-123', sequence: 3 })]));
    const readOnly = await call('PUT', '/api/auth/me/attribute', { code: 'SALESPERSON_ID', value: 'SP-OTHER' }, auth);
    expect(readOnly.json()).toMatchObject({ statusCode: 400, field: 'code' });
    const me = (await call('GET', '/api/auth/me', undefined, auth)).json();
    expect(me.attributes.find((a: { code: string }) => a.code === 'SALESPERSON_ID').value).toBe('SP-D1001-01');
    expect((await call('PUT', '/api/auth/me/attribute', { code: 'NORTHPASS_USER_ID', value: 'x' })).statusCode).toBe(401);
  });
});

import { SECOND_FACTOR_MESSAGES } from '@rv/domain/account';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, signInStaff, staffCode, staffRecoveryCode, totpCode } from '../../../test/auth-testing';
import { SIGN_IN_THROTTLES } from './rate-limit';

jest.setTimeout(30_000);

describe(`staff sign-in with a second factor (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const inject = (url: string, payload: Record<string, unknown>, remoteAddress = '10.40.0.1') => ctx().app.inject({ method: 'POST', url: `/api/auth/staff/${url}`, remoteAddress, payload });
  const password = (username: string, pass: string, remoteAddress?: string) => inject('signin', { username, password: pass, context: 'STAFF' }, remoteAddress);
  const code = (challenge: string, typed: string, remoteAddress?: string) => inject('signin/second-factor', { challenge, code: typed }, remoteAddress);
  const me = (token: string) => ctx().app.inject({ method: 'GET', url: '/api/auth/staff/me', headers: bearer(token) });

  it('a right password answers that a code is needed, and gives no session until the code is right', async () => {
    const first = await password('staff.editor', 'Staff#Editor2026');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ secondFactor: 'code', challenge: expect.any(String), expiresAt: expect.any(String) });
    expect((await me(first.json().challenge)).statusCode).toBe(401);

    const wrong = await code(first.json().challenge, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(SECOND_FACTOR_MESSAGES.wrongCode);

    const typed = staffCode('staff.editor');
    const signedIn = await code(first.json().challenge, typed);
    expect(signedIn.json()).toMatchObject({ username: 'staff.editor', roles: ['editor'] });
    expect((await me(signedIn.json().token)).json()).toEqual({ username: 'staff.editor', displayName: 'Eli Brooks', roles: ['editor'] });
    // An app code is good once: the same code again is refused.
    expect((await code((await password('staff.editor', 'Staff#Editor2026')).json().challenge, typed)).statusCode).toBe(401);
  });

  it('refuses a misshapen code with the form\'s words, and an expired or forged challenge', async () => {
    const { challenge } = (await password('staff.publisher', 'Staff#Publish2026')).json();
    expect((await code(challenge, '12')).json()).toMatchObject({ statusCode: 400, field: 'code', message: SECOND_FACTOR_MESSAGES.codeShape });
    expect((await code(challenge, '')).json()).toMatchObject({ statusCode: 400, field: 'code', message: 'Code is required' });
    expect((await code(`${challenge}x`, '123456')).json()).toMatchObject({ statusCode: 401, message: SECOND_FACTOR_MESSAGES.challengeExpired });
  });

  it('counts wrong codes in the sign-in throttle, so guessing codes is as slow as guessing passwords', async () => {
    const { challenge } = (await password('staff.admin', 'Staff#Admin2026', '10.41.0.1')).json();
    for (let i = 0; i < SIGN_IN_THROTTLES.perAccount.free; i += 1) {
      expect((await code(challenge, String(100000 + i), `10.41.1.${i + 1}`)).statusCode).toBe(401);
    }
    const throttled = await code(challenge, staffCode('staff.admin'), '10.41.2.1');
    expect(throttled.statusCode).toBe(429);
    // A right password does not clear the account's failures: only a whole sign-in does.
    expect((await password('staff.admin', 'Staff#Admin2026', '10.41.3.1')).statusCode).toBe(429);
  });

  it('takes each recovery code once', async () => {
    const recovery = staffRecoveryCode('staff.sales', 3);
    const first = await code((await password('staff.sales', 'Staff#Sales2026')).json().challenge, recovery.toLowerCase().replace('-', ' '));
    expect(first.json()).toMatchObject({ username: 'staff.sales' });
    const again = await code((await password('staff.sales', 'Staff#Sales2026')).json().challenge, recovery);
    expect(again.statusCode).toBe(401);
  });

  it('enrols an account without a second factor: secret and recovery codes shown once, confirmed by a first right code', async () => {
    await ctx().db.query("UPDATE staff_accounts SET totp_secret = NULL, totp_confirmed_at = NULL WHERE username = 'staff.programs'");
    const first = (await password('staff.programs', 'Staff#Program2026')).json();
    expect(first.secondFactor).toBe('enrol');
    const enrolment = await inject('enrolment', { challenge: first.challenge });
    expect(enrolment.headers['cache-control']).toBe('no-store');
    const { secret, otpauthUrl, recoveryCodes } = enrolment.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*staff\.programs\?.*secret=/);
    // The RFC 6238 defaults authenticator apps understand: a 6-digit SHA-1 code every 30 seconds.
    expect(Object.fromEntries(['algorithm', 'digits', 'period'].map((key) => [key, new URL(otpauthUrl).searchParams.get(key)]))).toEqual({ algorithm: 'SHA1', digits: '6', period: '30' });
    expect(recoveryCodes).toHaveLength(10);
    // A recovery code counts only once the secret is confirmed.
    expect((await code(first.challenge, recoveryCodes[0])).statusCode).toBe(401);
    const signedIn = await code(first.challenge, totpCode(secret));
    expect(signedIn.json()).toMatchObject({ username: 'staff.programs', roles: ['program'] });
    expect((await inject('enrolment', { challenge: first.challenge })).json()).toMatchObject({ statusCode: 409, message: SECOND_FACTOR_MESSAGES.alreadyEnrolled });
    expect((await signInStaff(ctx().app, 'staff.publisher')).roles).toEqual(['editor', 'publisher']);
  });
});

describe(`staff accounts managed by admins (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const tokens = { admin: '', editor: '' };
  beforeAll(async () => {
    tokens.admin = (await signInStaff(ctx().app, 'staff.admin')).token;
    tokens.editor = (await signInStaff(ctx().app, 'staff.editor')).token;
  });
  const as = (who: keyof typeof tokens, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    ctx().app.inject({ method, url: `/api/studio/staff${url}`, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });

  it('lets admins list, open and change staff accounts, and nobody else', async () => {
    expect((await as('editor', 'GET', '')).statusCode).toBe(403);
    expect((await as('admin', 'GET', '')).json().results).toContainEqual({ username: 'staff.editor', displayName: 'Eli Brooks', email: 'staff.editor@maker.example.com', roles: ['editor'], secondFactor: true });
    const body = { username: 'new.writer', displayName: 'Nia Writer', email: 'nia@maker.example.com', password: 'Writer#2026!', roles: ['editor'] };
    expect((await as('admin', 'POST', '', { ...body, email: 'not-an-address' })).json()).toMatchObject({ statusCode: 400, field: 'email', message: 'E-mail is not valid' });
    expect((await as('admin', 'POST', '', body)).json()).toEqual({ username: 'new.writer', displayName: 'Nia Writer', email: 'nia@maker.example.com', roles: ['editor'], secondFactor: false });
    expect((await as('admin', 'POST', '', body)).statusCode).toBe(409);
    expect((await as('admin', 'PATCH', '/new.writer', { roles: ['editor', 'publisher'] })).json()).toMatchObject({ roles: ['editor', 'publisher'] });
    expect((await as('admin', 'PATCH', '/staff.admin', { roles: ['editor'] })).statusCode).toBe(409);
    // The new account signs in by enrolling its second factor first.
    const first = await ctx().app.inject({ method: 'POST', url: '/api/auth/staff/signin', payload: { username: 'new.writer', password: 'Writer#2026!', context: 'STAFF' } });
    expect(first.json().secondFactor).toBe('enrol');
  });
});

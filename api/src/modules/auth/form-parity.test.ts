import { ACCOUNT_FORM_CASES, type AccountForm } from '@rv/domain/testing';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, signInAs } from '../../../test/auth-testing';

jest.setTimeout(30_000);

/**
 * The API's 400 for each bad value of the portal's account forms says the words the form says
 * (mfe-dealer account-form-parity.test.tsx shows the same cases in the rendered forms).
 */
describe(`auth 400s say what the portal's forms say (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  let ip = 0;
  // A fresh address per call keeps the per-IP limits out of these tests.
  const nextIp = () => `10.7.0.${(ip++ % 250) + 1}`;
  const valid = { username: 'demo.register', password: 'Register#2026', passwordConfirm: 'Register#2026', context: 'DEALER' };

  const calls: Record<AccountForm, (values: Record<string, string>) => Promise<Array<{ statusCode: number; json(): unknown }>>> = {
    signIn: async (values) => [await ctx().app.inject({ method: 'POST', url: '/api/auth/signin', payload: { ...values, context: 'DEALER' }, remoteAddress: nextIp() })],
    // Both link requests and the username check take the same username (a path segment holds at most 100 characters).
    linkRequest: async (values) => Promise.all([
      ctx().app.inject({ method: 'POST', url: '/api/auth/register/token', payload: { ...values, context: 'DEALER' }, remoteAddress: nextIp() }),
      ctx().app.inject({ method: 'POST', url: '/api/auth/password/token', payload: { ...values, context: 'DEALER' }, remoteAddress: nextIp() }),
      ...(values.username && values.username.length <= 100 ? [ctx().app.inject({ method: 'GET', url: `/api/auth/username/${encodeURIComponent(values.username)}`, remoteAddress: nextIp() })] : []),
    ]),
    // Registration and reset check the new password the same way, before the link token.
    setPassword: async (values) => Promise.all([
      ctx().app.inject({ method: 'POST', url: '/api/auth/register?token=x', payload: { ...valid, ...values }, remoteAddress: nextIp() }),
      ctx().app.inject({ method: 'PUT', url: '/api/auth/password?token=x', payload: { ...valid, ...values }, remoteAddress: nextIp() }),
    ]),
    profile: async (values) => {
      const user = await signInAs(ctx().app, 'salesperson', nextIp());
      return [await ctx().app.inject({ method: 'PUT', url: '/api/auth/me', payload: values, headers: bearer(user.token), remoteAddress: nextIp() })];
    },
  };

  it.each(ACCOUNT_FORM_CASES.map((c) => [c.form, c.field, c.message, c] as const))('%s: %s -> 400 "%s"', async (_form, field, message, testCase) => {
    const answers = await calls[testCase.form](testCase.values);
    for (const answer of answers) {
      expect({ status: answer.statusCode, body: answer.json() }).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message, field } });
    }
  });

  it('a blank profile name is refused, a valid one is stored trimmed', async () => {
    const user = await signInAs(ctx().app, 'salesperson', nextIp());
    const blank = await ctx().app.inject({ method: 'PUT', url: '/api/auth/me', payload: { firstName: '  ' }, headers: bearer(user.token), remoteAddress: nextIp() });
    expect(blank.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'First Name is required', field: 'firstName' });
    const named = await ctx().app.inject({ method: 'PUT', url: '/api/auth/me', payload: { lastName: ' Sellers-Ng ' }, headers: bearer(user.token), remoteAddress: nextIp() });
    expect(named.json()).toMatchObject({ firstName: user.firstName, lastName: 'Sellers-Ng' });
  });

  it('a control character in a username is a 400 on sign-in too, never a failed lookup', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: 'demo\u001Fsales', password: 'x', context: 'DEALER' }, remoteAddress: nextIp() });
    expect(res.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Username is not valid', field: 'username' });
  });
});

import { testDbKind, testAppPerFile } from '../../../test/test-app';

describe(`form rate limit (${testDbKind})`, () => {
  beforeAll(() => {
    process.env.FORM_RATE_LIMIT_PER_MINUTE = '2';
  });
  afterAll(() => {
    delete process.env.FORM_RATE_LIMIT_PER_MINUTE;
  });
  // Hooks run in the order declared: the app is built with the limit above set.
  const ctx = testAppPerFile({ seed: false });

  it('answers 429 once an IP has posted a form more often than allowed in a minute', async () => {
    const post = () => ctx().app.inject({ method: 'POST', url: '/api/web/form/email/signup', payload: { email: '' }, remoteAddress: '10.0.0.9' });
    expect((await post()).statusCode).toBe(400);
    expect((await post()).statusCode).toBe(400);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    // Another address and another form are counted apart.
    expect((await ctx().app.inject({ method: 'POST', url: '/api/web/form/email/signup', payload: { email: '' }, remoteAddress: '10.0.0.10' })).statusCode).toBe(400);
    expect((await ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', payload: {}, remoteAddress: '10.0.0.9' })).statusCode).toBe(400);
  });
});

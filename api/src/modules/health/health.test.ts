import { testDbKind, testAppPerFile } from '../../../test/test-app';

describe(`GET /api/health (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });

  it('reports the database as up with its kind', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: { kind: testDbKind, status: 'up' } });
  });

  it('reports 503 when the database does not answer', async () => {
    const ping = jest.spyOn(ctx().db, 'ping').mockRejectedValueOnce(new Error('down'));
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json().database.status).toBe('down');
    ping.mockRestore();
  });

  it('answers 503 starting while the replica warms its pages up, then ok', async () => {
    const { app } = ctx();
    app.warmingUp = true;
    const warming = await app.inject({ method: 'GET', url: '/api/health' });
    app.warmingUp = false;
    expect(warming.statusCode).toBe(503);
    expect(warming.json()).toEqual({ status: 'starting', database: { kind: testDbKind, status: 'up' } });
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No API route GET /api/nope.' });
  });

  it('sets security headers', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});

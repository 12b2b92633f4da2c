import Fastify from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { registerErrorHandling } from '../../http/errors';
import type { TypedApp } from '../../app-types';
import { authGuards, currentDealer, managedTeam, requireDealership } from '.';
import { bearer, signInAs } from '../../../test/auth-testing';

/**
 * The guards as another module uses them: a small app with a dealer route scoped to a dealership and
 * a manager route, fed with tokens from the real sign-in.
 */
jest.setTimeout(30_000);

describe(`requireDealer, requireManager and requireDealership (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  let probe: TypedApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    probe = Fastify().withTypeProvider<TypeBoxTypeProvider>();
    registerErrorHandling(probe);
    const { requireDealer, requireManager } = authGuards({ db: ctx().db, config: ctx().config });
    probe.get('/dealerships/:dealershipNumber/lines', {
      preHandler: requireDealer,
      schema: { params: Type.Object({ dealershipNumber: Type.String() }) },
    }, async (request) => {
      const organization = requireDealership(currentDealer(request), request.params.dealershipNumber);
      return { dealershipNumber: organization.dealershipNumber, for: currentDealer(request).username };
    });
    probe.get('/manager/team', { preHandler: requireManager }, async (request) => {
      const team = await managedTeam({ db: ctx().db, config: ctx().config }, currentDealer(request));
      return { managedUsers: team.managedUsers.map((u) => u.username), managedDealerships: team.managedDealerships.map((d) => d.dealershipNumber) };
    });
    probe.get('/unguarded', async (request) => currentDealer(request).username);
    await probe.ready();
    for (const name of ['salesperson', 'manager', 'otherDealership', 'teammate'] as const) tokens[name] = (await signInAs(ctx().app, name)).token;
  });
  afterAll(() => probe.close());

  const get = (url: string, token?: string) => probe.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('lets a dealer read its own dealership', async () => {
    const res = await get('/dealerships/D1001/lines', tokens.salesperson);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dealershipNumber: 'D1001', for: 'demo.sales' });
  });

  it("denies a second dealership's token with 403", async () => {
    const res = await get('/dealerships/D1001/lines', tokens.otherDealership);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: 'This dealership is not one of yours.' });
    expect((await get('/dealerships/D1004/lines', tokens.salesperson)).statusCode).toBe(403);
    expect((await get('/dealerships/D1004/lines', tokens.otherDealership)).statusCode).toBe(200);
  });

  it('lets a manager read both dealerships it manages, and no third', async () => {
    expect((await get('/dealerships/D1001/lines', tokens.manager)).statusCode).toBe(200);
    expect((await get('/dealerships/D1002/lines', tokens.manager)).statusCode).toBe(200);
    expect((await get('/dealerships/D1004/lines', tokens.manager)).statusCode).toBe(403);
  });

  it('answers 401 without a valid bearer token, before any dealership check', async () => {
    expect((await get('/dealerships/D1001/lines')).json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue.' });
    expect((await get('/dealerships/D1001/lines', 'not-a-token')).statusCode).toBe(401);
    expect((await get('/manager/team')).statusCode).toBe(401);
  });

  it('requireManager: 403 for salespeople, the team for a manager', async () => {
    for (const name of ['salesperson', 'otherDealership', 'teammate']) {
      const res = await get('/manager/team', tokens[name]);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only managers may do this.');
    }
    const res = await get('/manager/team', tokens.manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().managedDealerships).toEqual(['D1001', 'D1002']);
    expect(res.json().managedUsers).toEqual(expect.arrayContaining(['demo.sales', 'demo.sales2', 'demo.register']));
    expect(res.json().managedUsers).not.toContain('demo.other');
    expect(res.json().managedUsers).not.toContain('demo.manager');
  });

  it('reads userType from the database on every request: a demoted manager is refused at once', async () => {
    await ctx().db.query("UPDATE users SET user_type = 'SALESPERSON' WHERE username = 'demo.manager'");
    expect((await get('/manager/team', tokens.manager)).statusCode).toBe(403);
    await ctx().db.query("UPDATE users SET user_type = 'MANAGER' WHERE username = 'demo.manager'");
    expect((await get('/manager/team', tokens.manager)).statusCode).toBe(200);
  });

  it('fails closed when a route forgets the guard', async () => {
    expect((await get('/unguarded', tokens.salesperson)).statusCode).toBe(401);
  });
});

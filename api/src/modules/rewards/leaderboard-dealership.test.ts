import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, signInAs } from '../../../test/auth-testing';

/** the Location select scopes the leaderboard to the chosen dealership, one of the caller's only. */
jest.setTimeout(120_000);

const BASE = '/api/mambo/v1/keystonerv_production';
type Board = { total: number; users: Array<{ user: { dealershipNumber: string } }> };

describe(`leaderboard by the chosen dealership (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const session: Record<string, { token: string; uuid: string }> = {};
  beforeAll(async () => {
    for (const name of ['manager', 'salesperson'] as const) {
      const { token } = await signInAs(ctx().app, name);
      session[name] = { token, uuid: (await ctx().app.inject({ url: `${BASE}/user/validate`, headers: bearer(token) })).json().uuid };
    }
  });
  const post = (name: 'manager' | 'salesperson', body: Record<string, unknown>) =>
    ctx().app.inject({ method: 'POST', url: `${BASE}/users/${session[name].uuid}/leaderboard`, headers: bearer(session[name].token), payload: body });

  it("ranks the people of the manager's second dealership when it is chosen", async () => {
    for (const dealership of ['D1001', 'D1002']) {
      const res = await post('manager', { timeFrame: 'all', count: 100, dealership });
      expect(res.statusCode).toBe(200);
      const board: Board = res.json();
      expect(board.users.length).toBeGreaterThan(0);
      expect(board.users.every((e) => e.user.dealershipNumber === dealership)).toBe(true);
    }
    const byQuery = await ctx().app.inject({ url: `${BASE}/users/${session.manager.uuid}/leaderboards/overall?timeFrame=all&dealership=D1002`, headers: bearer(session.manager.token) });
    expect((byQuery.json() as Board).users.every((e) => e.user.dealershipNumber === 'D1002')).toBe(true);
  });

  it("refuses a dealership that is not the caller's (403) and a malformed one (400)", async () => {
    const foreign = await post('salesperson', { dealership: 'D1002' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe('This dealership is not one of yours.');
    const bad = await post('salesperson', { dealership: 'D 1001;' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/dealership/);
  });
});

import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, signInAs } from '../../../test/auth-testing';

/** The manager calls of dealer spec (the calls) (/api/user/manager): managers only, and only their team. */
jest.setTimeout(120_000);

type ManagedUser = { guid: string; username: string; dealershipNumber: string; gamificationId: string; learningId: string; points: unknown[]; levels: Record<string, string> };

describe(`manager (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const users: Record<string, { token: string; guid: string }> = {};
  beforeAll(async () => {
    for (const name of ['salesperson', 'manager', 'otherDealership'] as const) {
      const user = await signInAs(ctx().app, name);
      users[name] = { token: user.token, guid: user.guid };
    }
  });

  const get = (url: string, who = 'manager') => ctx().app.inject({ url, headers: bearer(users[who].token) });

  it('gives the manager the team of both dealerships with gamification ids, points and levels', async () => {
    const res = await get('/api/user/manager/overview');
    expect(res.statusCode).toBe(200);
    const { managedUsers, managedDealerships } = res.json() as { managedUsers: ManagedUser[]; managedDealerships: unknown[] };
    expect(managedDealerships).toEqual([
      { dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV of Kalispell' }, { dealershipNumber: 'D1002', dealershipName: expect.stringContaining('Lakeshore') },
    ]);
    const names = managedUsers.map((u) => u.username);
    expect(names).toEqual(expect.arrayContaining(['demo.sales', 'demo.sales2', 'demo.register']));
    expect(names).not.toContain('demo.manager');
    expect(managedUsers.every((u) => ['D1001', 'D1002'].includes(u.dealershipNumber))).toBe(true);
    const sales = managedUsers.find((u) => u.username === 'demo.sales') as ManagedUser;
    expect(sales.points).toHaveLength(5);
    expect(Object.keys(sales.levels)).toEqual(['sales_level', 'learning_level', 'user_level']);
    // Selecting a user shows their gamification and learning data by those ids.
    expect((await get(`/api/mambo/v1/keystonerv_production/users/${sales.gamificationId}/levels`)).statusCode).toBe(200);
    expect((await get(`/api/northpass/v1/people/${sales.learningId}/learning_paths`)).statusCode).toBe(200);
  });

  it("lists the team's activities by each user's gamification id", async () => {
    const team: ManagedUser[] = (await get('/api/user/manager/overview')).json().managedUsers;
    const sales = team.find((u) => u.username === 'demo.sales') as ManagedUser;
    const res = await get(`/api/user/manager/${users.manager.guid}/users/activities?users=${sales.guid}&count=5&onlyBehaviours=true`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.managerGuid).toBe(users.manager.guid);
    expect(body.users).toHaveLength(1);
    expect(body.users[0]).toMatchObject({ guid: sales.guid, gamificationId: sales.gamificationId });
    expect(body.users[0].activities.length).toBeGreaterThan(0);
    expect(body.users[0].activities.length).toBeLessThanOrEqual(5);
    expect(body.users[0].activities.every((a: { type: string; user: { uuid: string } }) => a.type === 'behaviour' && a.user.uuid === sales.gamificationId)).toBe(true);
    const whole = (await get(`/api/user/manager/${users.manager.guid}/users/activities?count=1`)).json();
    expect(whole.users).toHaveLength(team.length);
  });

  it('refuses a salesperson (403), an outsider in the list (403), someone else\'s manager id (403), and no token (401)', async () => {
    const denied = await get('/api/user/manager/overview', 'salesperson');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Only managers may do this.');
    expect((await get(`/api/user/manager/${users.salesperson.guid}/users/activities`, 'salesperson')).statusCode).toBe(403);
    const outsider = await get(`/api/user/manager/${users.manager.guid}/users/activities?users=${users.otherDealership.guid}`);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe(`User ${users.otherDealership.guid} is not on your team.`);
    expect((await get(`/api/user/manager/${users.salesperson.guid}/users/activities`)).statusCode).toBe(403);
    expect((await ctx().app.inject({ url: '/api/user/manager/overview' })).statusCode).toBe(401);
  });
});

import { POINT_NAMES } from '@rv/domain/dealer';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, signInAs } from '../../../test/auth-testing';
import { recordEarning } from './ledger';

/** Leaderboards (dealer spec: entities and fields; the calls; constants and limits) and the level announcements the points ledger makes. */
jest.setTimeout(120_000);

const BASE = '/api/mambo/v1/keystonerv_production';
type Entry = { rank: number; points: number; user: { uuid: string; dealershipNumber: string } };
type Board = { timeFrame: string; userSampling: string; page: number; count: number; total: number; myRank: Entry | null; users: Entry[] };

describe(`leaderboards (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  let token: string;
  let uuid: string;
  beforeAll(async () => {
    token = (await signInAs(ctx().app, 'salesperson')).token;
    uuid = (await ctx().app.inject({ url: `${BASE}/user/validate`, headers: bearer(token) })).json().uuid;
  });

  const board = async (body: Record<string, unknown> = {}): Promise<Board> => {
    const res = await ctx().app.inject({ method: 'POST', url: `${BASE}/users/${uuid}/leaderboard`, headers: bearer(token), payload: body });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists the system leaderboards', async () => {
    const res = await ctx().app.inject({ url: `${BASE}/users/${uuid}/leaderboards/system`, headers: bearer(token) });
    expect(res.json().map((b: { id: string }) => b.id)).toEqual(['overall', 'sales', 'units-sold', 'learning']);
  });

  it('defaults to this month, my dealership, page size 10, with myRank; ranked by points, highest first', async () => {
    const result = await board({ timeFrame: 'all' });
    expect(result).toMatchObject({ timeFrame: 'all', userSampling: 'dealership', page: 0, count: 10 });
    expect(result.users.length).toBeGreaterThan(1);
    expect(result.users.length).toBeLessThanOrEqual(10);
    expect(result.users.every((e) => e.user.dealershipNumber === 'D1001' && e.points > 0)).toBe(true);
    const points = result.users.map((e) => e.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    expect(result.users[0].rank).toBe(1);
    expect(result.myRank?.user.uuid).toBe(uuid);
    expect((await board()).timeFrame).toBe('month');
    expect((await board({ myRank: false })).myRank).toBeNull();
  });

  it('narrows with the time frame: year to date >= month >= week >= day', async () => {
    const mine = async (timeFrame: string) => (await board({ timeFrame, leaderboardId: 'sales' })).myRank?.points ?? 0;
    const [all, month, week, day] = [await mine('all'), await mine('month'), await mine('week'), await mine('day')];
    expect(all).toBeGreaterThanOrEqual(month);
    expect(month).toBeGreaterThanOrEqual(week);
    expect(week).toBeGreaterThanOrEqual(day);
    expect(all).toBeGreaterThan(0);
  });

  it('samples my dealership, the region, or everyone (National), and pages by 10', async () => {
    const national = await board({ timeFrame: 'all', userSampling: 'all' });
    const region = await board({ timeFrame: 'all', userSampling: 'region' });
    const own = await board({ timeFrame: 'all' });
    expect(national.total).toBeGreaterThan(region.total);
    expect(region.total).toBeGreaterThan(own.total);
    expect(new Set(national.users.map((e) => e.user.dealershipNumber)).size).toBeGreaterThan(1);
    const second = await board({ timeFrame: 'all', userSampling: 'all', page: 1 });
    expect(second.users[0].rank).toBeGreaterThanOrEqual(national.users[9].rank);
    expect(second.users.map((e) => e.user.uuid)).not.toContain(national.users[0].user.uuid);
    const beyond = await board({ timeFrame: 'all', userSampling: 'all', page: 500, myRank: false });
    expect(beyond).toMatchObject({ users: [], total: national.total, myRank: null });
  });

  it('ranks one brand, and one board by id with query settings', async () => {
    const brand = await board({ timeFrame: 'all', userSampling: 'all', brand: 'AP', leaderboardId: 'units-sold' });
    const total = await board({ timeFrame: 'all', userSampling: 'all', leaderboardId: 'units-sold' });
    expect(brand.users[0].points).toBeLessThanOrEqual(total.users[0].points);
    const byId = await ctx().app.inject({ url: `${BASE}/users/${uuid}/leaderboards/learning?timeFrame=week&userSampling=region`, headers: bearer(token) });
    expect(byId.json()).toMatchObject({ id: 'learning', timeFrame: 'week', userSampling: 'region' });
    expect((await ctx().app.inject({ url: `${BASE}/users/${uuid}/leaderboards/nope`, headers: bearer(token) })).statusCode).toBe(404);
  });

  it('refuses unknown settings with 400', async () => {
    for (const body of [{ timeFrame: 'year' }, { userSampling: 'planet' }, { count: 0 }, { page: -1 }]) {
      const res = await ctx().app.inject({ method: 'POST', url: `${BASE}/users/${uuid}/leaderboard`, headers: bearer(token), payload: body });
      expect(res.statusCode).toBe(400);
    }
  });

  it('announces a level and an achievement when earned points reach them', async () => {
    const { rows } = await ctx().db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'demo.register'`);
    const userId = Number(rows[0].id);
    const result = await ctx().db.transaction((tx) => recordEarning(tx, {
      userId, verb: 'spiff_claimed', description: 'test', tags: ['org_D1001'], sourceRef: 'test',
      points: [{ name: POINT_NAMES.SALES, amount: 550 }, { name: POINT_NAMES.UNITS_SOLD, amount: 1 }],
    }));
    expect(result.reached.sort()).toEqual(['first-sale', 'sales_level-bronze']);
    const notes = await ctx().db.query<{ message: string }>('SELECT message FROM reward_notifications WHERE user_id = $1 ORDER BY message', [userId]);
    expect(notes.rows.map((n) => n.message)).toEqual(['Congratulations! You reached Bronze (sales level).', 'Congratulations! You unlocked First Sale.']);
  });
});

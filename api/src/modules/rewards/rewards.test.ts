import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, signInAs } from '../../../test/auth-testing';

/** The rewards platform calls of dealer spec (the calls) (/api/mambo/v1/keystonerv_production) on the seeded data. */
jest.setTimeout(120_000);

const BASE = '/api/mambo/v1/keystonerv_production';
type Reward = { id: string; name: string; type: string; tags: Array<{ tag: string }>; awarded: { rewardId: string } | null; attrs: { points: number; progress?: { criteriaProgress: Array<{ required: number; completed: number }> } } };

describe(`rewards platform (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const tokens: Record<string, string> = {};
  const uuids: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['salesperson', 'manager', 'teammate', 'otherDealership'] as const) {
      tokens[name] = (await signInAs(ctx().app, name)).token;
      uuids[name] = (await ctx().app.inject({ url: `${BASE}/user/validate`, headers: bearer(tokens[name]) })).json().uuid;
    }
  });

  const get = (url: string, token = tokens.salesperson) => ctx().app.inject({ method: 'GET', url, headers: bearer(token) });
  const mine = (path: string, token = tokens.salesperson, who = 'salesperson') => get(`${BASE}/users/${uuids[who]}/${path}`, token);

  it('validates the account: uuid, imageUrl, org_ and brand tags, and every point type', async () => {
    const user = (await get(`${BASE}/user/validate`)).json();
    expect(user.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(user).toMatchObject({ username: 'demo.sales', imageUrl: '' });
    expect(user.tags[0]).toBe('org_D1001');
    expect(user.tags).toContain('role_salesperson');
    expect(user.points.map((p: { point: { name: string } }) => p.point.name)).toEqual(['Sales', 'Units Sold', 'Learning', 'Courses Completed', 'Spendable Points']);
    expect(user.points.find((p: { point: { name: string } }) => p.point.name === 'Sales').total).toBeGreaterThan(0);
    expect((await get(`${BASE}/users/${uuids.salesperson}`)).json()).toEqual(user);
  });

  it("answers 'Invalid Mambo uuid' for a missing or malformed id, and keeps users to themselves and their manager", async () => {
    for (const id of ['undefined', 'null', 'not-a-uuid', '']) {
      const res = await get(`${BASE}/users/${id}/levels`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid Mambo uuid');
    }
    const unknown = await get(`${BASE}/users/00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('Invalid Mambo uuid');
    expect((await mine('levels', tokens.otherDealership)).statusCode).toBe(403);
    expect((await mine('levels', tokens.salesperson, 'manager')).statusCode).toBe(403);
    expect((await mine('levels', tokens.manager)).statusCode).toBe(200);
    expect((await mine('levels', tokens.manager, 'teammate')).statusCode).toBe(200);
    expect((await ctx().app.inject({ url: `${BASE}/users/${uuids.salesperson}/levels` })).statusCode).toBe(401);
  });

  it('derives levels from points: Member to Sapphire per category, awarded exactly when the points reach attrs.points', async () => {
    const user = (await get(`${BASE}/user/validate`)).json();
    const total = (name: string) => user.points.find((p: { point: { name: string } }) => p.point.name === name).total as number;
    const points: Record<string, number> = { sales_level: total('Sales'), learning_level: total('Learning'), user_level: total('Sales') + total('Learning') };
    const levels: Reward[] = (await mine('levels')).json();
    expect(levels).toHaveLength(18);
    for (const category of ['sales_level', 'learning_level', 'user_level']) {
      const ladder = levels.filter((l) => l.tags[0].tag === category);
      expect(ladder.map((l) => l.name)).toEqual(['Member', 'Bronze', 'Silver', 'Gold', 'Platinum', 'Sapphire']);
      for (const level of ladder) {
        expect(level.awarded !== null).toBe(points[category] >= level.attrs.points);
        if (level.awarded) expect(level.awarded.rewardId).toBe(level.id);
        expect(level.attrs.progress?.criteriaProgress[0]).toEqual({ required: level.attrs.points, completed: Math.min(points[category], level.attrs.points) });
      }
    }
    const all: Reward[] = (await mine('levels/all')).json();
    expect(all.map((l) => l.id)).toEqual(levels.map((l) => l.id));
    expect(all.every((l) => l.awarded === null && l.attrs.progress === undefined)).toBe(true);
  });

  it('lists achievements, missions and rewards, the awarded ones under rewards', async () => {
    const achievements: Reward[] = (await mine('rewards/achievements')).json();
    expect(achievements.find((a) => a.id === 'first-sale')?.awarded).not.toBeNull();
    expect((await mine('achievements/all')).json()).toHaveLength(achievements.length);
    const missions: Array<Reward & { startsOn: string; endsOn: string }> = (await mine('missions')).json();
    expect(missions.length).toBeGreaterThanOrEqual(3);
    expect(missions[0].startsOn).toMatch(/^2026-/);
    expect((await mine('missions/all')).json()).toHaveLength(missions.length);
    const awarded: Reward[] = (await mine('rewards')).json();
    expect(awarded.length).toBeGreaterThan(0);
    expect(awarded.every((r) => r.awarded)).toBe(true);
    const all: Reward[] = (await mine('rewards/all')).json();
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(['level', 'achievement', 'mission']));
  });

  it('pages activities (page 0, count 100 by default), filters by tag and behaviours only', async () => {
    const all = (await mine('activities')).json();
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(100);
    expect(all.some((a: { type: string }) => a.type === 'reward')).toBe(true);
    const behaviours = (await mine('activities?onlyBehaviours=true&tags=org_D1001')).json();
    expect(behaviours.every((a: { type: string; tags: string[] }) => a.type === 'behaviour' && a.tags.includes('org_D1001'))).toBe(true);
    const [first, second] = [(await mine('activities?page=0&count=1')).json(), (await mine('activities?page=1&count=1')).json()];
    expect(first).toHaveLength(1);
    expect(second[0].id).not.toBe(first[0].id);
    expect((await mine('activities?count=0')).statusCode).toBe(400);
  });

  it("shows the dealership's feed, never another dealership's", async () => {
    const feed = (await mine('activities/users?onlyBehaviours=true')).json();
    expect(new Set(feed.map((a: { user: { uuid: string } }) => a.user.uuid)).size).toBeGreaterThan(1);
    expect(feed.every((a: { tags: string[] }) => a.tags.includes('org_D1001'))).toBe(true);
    expect((await mine('activities/tagged?tags=org_D1004')).statusCode).toBe(403);
    expect((await mine('activities/tagged')).json()).toMatchObject({ statusCode: 400, field: 'tags' });
    const tagged = (await mine('activities/tagged?tags=org_D1001')).json();
    expect(tagged.length).toBeGreaterThan(0);
  });

  it('lists coupons, KPIs and notifications, and marks notifications read', async () => {
    expect((await mine('coupons')).json()[0]).toMatchObject({ code: expect.any(String), expiresOn: expect.stringMatching(/^\d{4}-/) });
    const kpis = (await mine('kpis')).json();
    expect(kpis.map((k: { id: string }) => k.id)).toEqual(['units-mtd', 'units-ytd', 'sales-mtd', 'sales-ytd', 'courses-ytd', 'learning-ytd']);
    const notes = (await mine('notifications')).json();
    expect(notes.some((n: { read: boolean }) => !n.read)).toBe(true);
    const marked = await ctx().app.inject({ method: 'POST', url: `${BASE}/users/${uuids.salesperson}/notifications/read`, headers: bearer(tokens.salesperson) });
    expect(marked.json().marked).toBeGreaterThan(0);
    expect((await mine('notifications')).json().every((n: { read: boolean }) => n.read)).toBe(true);
    const teammates = await ctx().app.inject({ method: 'POST', url: `${BASE}/users/${uuids.teammate}/notifications/read`, headers: bearer(tokens.manager) });
    expect(teammates.statusCode).toBe(403);
  });

  it('describes the point types with hideInSummary', async () => {
    const res = await get('/api/mambo/v1/data/keystonerv_production/points');
    expect(res.json().map((p: { name: string; hideInSummary: boolean }) => [p.name, p.hideInSummary])).toEqual([
      ['Sales', false], ['Units Sold', true], ['Learning', false], ['Courses Completed', true], ['Spendable Points', false],
    ]);
  });
});

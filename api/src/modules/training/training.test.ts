import { matchRoute } from '@rv/shared-lib/server';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, dealersSignedIn } from '../auth/testing';

/** The learning service calls of dealer spec (the calls) (/api/northpass/v1) and completing a course. */
jest.setTimeout(120_000);

const BASE = '/api/northpass/v1';
type Path = { id: string; name: string; progress: number; courseCompleted: number; courseCount: number; url: string; courses: Array<{ id: string; completed: boolean; points: number; url: string }> };

describe(`training (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const { tokens, get, points } = dealersSignedIn(() => ctx().app, ['salesperson', 'manager', 'teammate', 'otherDealership']);
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    for (const [name, token] of Object.entries(tokens)) ids[name] = (await get(`${BASE}/krv/people/validate`, token)).json().id;
  });

  const paths = async (): Promise<Path[]> => (await get(`${BASE}/people/${ids.salesperson}/learning_paths`)).json();

  it('validates the person with their dealership group and course counts', async () => {
    const person = (await get(`${BASE}/krv/people/validate`)).json();
    expect(person).toMatchObject({ id: ids.salesperson, firstName: 'Sam', groups: [{ id: 'dealership-d1001', name: 'Blue Compass RV of Kalispell' }] });
    expect(person.courseCompleted).toBeGreaterThan(0);
    expect((await get(`${BASE}/people/${ids.salesperson}`)).json()).toEqual(person);
  });

  it("lists the dealership brands' learning paths sorted by name, with progress = completed / count", async () => {
    const list = await paths();
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((p) => p.name)).toEqual([...list.map((p) => p.name)].sort((a, b) => a.localeCompare(b)));
    for (const path of list) {
      expect(path.courseCount).toBe(path.courses.length);
      expect(path.courseCompleted).toBe(path.courses.filter((c) => c.completed).length);
      expect(path.progress).toBe(Math.round((path.courseCompleted / path.courseCount) * 100));
    }
    expect(list.some((p) => p.progress > 0 && p.progress < 100)).toBe(true);
    // Each course url is the portal's course page (route table 'course'), which the server answers and mfe-dealer shows.
    for (const course of list.flatMap((p) => p.courses)) {
      expect(matchRoute(course.url, 'keystone')).toMatchObject({ route: { name: 'course', remote: 'mfe-dealer' }, params: { id: course.id } });
    }
    const settings = await ctx().db.query<{ data: { paths: Array<{ northpass_id: string }> } }>(`SELECT data FROM content_documents WHERE type = 'learning_path_settings'`);
    const iconIds = settings.rows[0].data.paths.map((p) => p.northpass_id);
    expect(list.every((p) => iconIds.includes(p.id))).toBe(true);
  });

  it('completes a course once: progress rises and Learning and Courses Completed points are earned', async () => {
    const path = (await paths()).find((p) => p.progress < 100) as Path;
    const course = path.courses.find((c) => !c.completed) as Path['courses'][number];
    const before = await points();
    const page = (await get(`${BASE}/courses/${course.id}`)).json();
    expect(page).toMatchObject({ id: course.id, learningPathId: path.id, completed: false });
    expect(page.pages.length).toBeGreaterThan(0);
    const complete = () => ctx().app.inject({ method: 'POST', url: `${BASE}/people/${ids.salesperson}/courses/${course.id}/completion`, headers: bearer(tokens.salesperson) });
    const res = (await complete()).json();
    expect(res).toMatchObject({ alreadyCompleted: false, learningPointsAwarded: course.points, learningPath: { id: path.id, courseCompleted: path.courseCompleted + 1 } });
    expect(res.learningPath.progress).toBeGreaterThan(path.progress);
    const after = await points();
    expect(after.Learning - before.Learning).toBe(course.points);
    expect(after['Courses Completed'] - before['Courses Completed']).toBe(1);
    expect((await complete()).json()).toMatchObject({ alreadyCompleted: true, learningPointsAwarded: 0 });
    expect(await points()).toEqual(after);
    expect((await get(`${BASE}/courses/${course.id}`)).json().completed).toBe(true);
  });

  it("answers 'Invalid Northpass uuid' without an asset id, and keeps people to themselves and their manager", async () => {
    for (const url of [`${BASE}/people/undefined`, `${BASE}/courses/null`, `${BASE}/groups/undefined`, `${BASE}/people/${encodeURIComponent('../x')}/learning_paths`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid Northpass uuid');
    }
    expect((await get(`${BASE}/people/${ids.salesperson}`, tokens.otherDealership)).statusCode).toBe(403);
    expect((await get(`${BASE}/people/${ids.teammate}/learning_paths`, tokens.manager)).statusCode).toBe(200);
    const completion = await ctx().app.inject({ method: 'POST', url: `${BASE}/people/${ids.teammate}/courses/${(await paths())[0].courses[0].id}/completion`, headers: bearer(tokens.manager) });
    expect(completion.statusCode).toBe(403);
    expect((await ctx().app.inject({ url: `${BASE}/krv/people/validate` })).statusCode).toBe(401);
  });

  it("shows the own dealership's group only", async () => {
    expect((await get(`${BASE}/groups/dealership-d1001`)).json()).toMatchObject({ id: 'dealership-d1001', dealershipNumber: 'D1001', memberCount: expect.any(Number) });
    expect((await get(`${BASE}/groups/dealership-d1001`, tokens.otherDealership)).statusCode).toBe(403);
    expect((await get(`${BASE}/groups/dealership-d1002`, tokens.manager)).statusCode).toBe(200);
  });
});

import { matchRoute } from '@rv/shared-lib/server';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, dealersSignedIn } from '../../../test/auth-testing';
import { pdfPages } from '../../../test/pdf-text';

/** The learning service calls of dealer spec (the calls) (/api/northpass/v1), course quizzes and path certificates. */
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

  const attempt = (courseId: string, answers: number[], token = tokens.salesperson, person = ids.salesperson) => ctx().app.inject({
    method: 'POST', url: `${BASE}/people/${person}/courses/${courseId}/quiz-attempts`, headers: bearer(token), payload: { answers },
  });
  /** The course's correct choices, read from the course data (the API never hands them out). */
  const answersOf = async (courseId: string) =>
    (await ctx().db.query<{ quiz: Array<{ answer: number }> }>('SELECT quiz FROM learning_courses WHERE id = $1', [courseId])).rows[0].quiz.map((q) => q.answer);

  it('completes a course by passing its quiz, once: a failure says so with the score; a pass raises progress and earns points', async () => {
    const path = (await paths()).find((p) => p.progress < 100) as Path;
    const course = path.courses.find((c) => !c.completed) as Path['courses'][number];
    const before = await points();
    const page = (await get(`${BASE}/courses/${course.id}`)).json();
    expect(page).toMatchObject({ id: course.id, learningPathId: path.id, completed: false, quiz: { passMarkPercent: 80 } });
    expect(page.pages.length).toBeGreaterThan(0);
    expect(page.quiz.questions.length).toBeGreaterThan(1);
    expect(JSON.stringify(page.quiz)).not.toContain('answer');
    const right = await answersOf(course.id);
    const wrong = right.map((a, i) => (i === 0 ? a : (a + 1) % 3));

    const failed = await attempt(course.id, wrong);
    expect(failed.statusCode).toBe(200);
    expect(failed.json()).toMatchObject({ passed: false, correct: 1, total: right.length, passMarkPercent: 80, completion: null });
    expect(failed.json().message).toBe(`You scored ${failed.json().scorePercent}% (1 of ${right.length} correct); the pass mark is 80%. Not passed: review the pages and try again.`);
    expect((await get(`${BASE}/courses/${course.id}`)).json().completed).toBe(false);
    expect(await points()).toEqual(before);

    const passed = (await attempt(course.id, right)).json();
    expect(passed).toMatchObject({ passed: true, scorePercent: 100, completion: { alreadyCompleted: false, learningPointsAwarded: course.points, learningPath: { id: path.id, courseCompleted: path.courseCompleted + 1 } } });
    expect(passed.completion.learningPath.progress).toBeGreaterThan(path.progress);
    const after = await points();
    expect(after.Learning - before.Learning).toBe(course.points);
    expect(after['Courses Completed'] - before['Courses Completed']).toBe(1);
    expect((await attempt(course.id, right)).json()).toMatchObject({ passed: true, completion: { alreadyCompleted: true, learningPointsAwarded: 0 } });
    expect(await points()).toEqual(after);
    expect((await get(`${BASE}/courses/${course.id}`)).json().completed).toBe(true);
    const kept = await ctx().db.query('SELECT passed FROM learning_quiz_attempts WHERE course_id = $1 ORDER BY id', [course.id]);
    expect(kept.rows.map((r) => r.passed)).toEqual([false, true, true]);
  });

  it('refuses an attempt whose answers do not match the questions (400, named)', async () => {
    const course = (await paths())[0].courses[0];
    const res = await attempt(course.id, [0]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'answers', message: expect.stringMatching(/^answers must hold one choice for each of the \d+ questions\.$/) });
    expect((await attempt(course.id, ['x' as unknown as number])).statusCode).toBe(400);
  });

  it('gives a certificate (PDF) for a completed path only', async () => {
    const path = (await paths()).find((p) => p.progress < 100) as Path;
    const certificate = () => get(`${BASE}/people/${ids.salesperson}/learning_paths/${path.id}/certificate`);
    const open = await certificate();
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toMatch(/^The path is not complete yet: \d+ of \d+ courses passed\.$/);
    for (const course of path.courses.filter((c) => !c.completed)) expect((await attempt(course.id, await answersOf(course.id))).json().passed).toBe(true);
    const res = await certificate();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfPages(res.rawPayload)).join('\n');
    expect(text).toContain('Certificate of Completion');
    expect(text).toContain('Sam Sellers');
    expect(text).toContain(path.name);
    expect((await get(`${BASE}/people/${ids.salesperson}/learning_paths/np-none/certificate`)).statusCode).toBe(404);
    expect((await get(`${BASE}/people/${ids.salesperson}/learning_paths/${path.id}/certificate`, tokens.otherDealership)).statusCode).toBe(403);
  });

  it("answers 'Invalid Northpass uuid' without an asset id, and keeps people to themselves and their manager", async () => {
    for (const url of [`${BASE}/people/undefined`, `${BASE}/courses/null`, `${BASE}/groups/undefined`, `${BASE}/people/${encodeURIComponent('../x')}/learning_paths`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Invalid Northpass uuid');
    }
    expect((await get(`${BASE}/people/${ids.salesperson}`, tokens.otherDealership)).statusCode).toBe(403);
    expect((await get(`${BASE}/people/${ids.teammate}/learning_paths`, tokens.manager)).statusCode).toBe(200);
    const course = (await paths())[0].courses[0];
    expect((await attempt(course.id, await answersOf(course.id), tokens.manager, ids.teammate)).statusCode).toBe(403);
    expect((await ctx().app.inject({ url: `${BASE}/krv/people/validate` })).statusCode).toBe(401);
  });

  it("shows the own dealership's group only", async () => {
    expect((await get(`${BASE}/groups/dealership-d1001`)).json()).toMatchObject({ id: 'dealership-d1001', dealershipNumber: 'D1001', memberCount: expect.any(Number) });
    expect((await get(`${BASE}/groups/dealership-d1001`, tokens.otherDealership)).statusCode).toBe(403);
    expect((await get(`${BASE}/groups/dealership-d1002`, tokens.manager)).statusCode).toBe(200);
  });
});

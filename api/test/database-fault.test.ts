import { Client } from 'pg';
import { realTimePasses } from './process-helpers';
import type { TestContext } from './test-app';

/**
 * fault test: PostgreSQL drops every connection of the API's pool while requests run (what a
 * database restart looks like to the pool). The API must answer 503 with a message meanwhile, never a 500,
 * and serve again afterwards without being restarted. PGlite runs in-process and cannot lose connections,
 * so on PGlite this file registers one test that says so instead of the fault tests.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
// Only this file's own connections are killed: other test files may share the same test database.
const applicationName = `rv_fault_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const originalUrl = process.env.TEST_DATABASE_URL;
const baseUrl = originalUrl ?? 'postgres://postgres@127.0.0.1:5432/test';
const separator = baseUrl.includes('?') ? '&' : '?';

let ctx: TestContext;
let admin: Client;

async function terminatePool(): Promise<number> {
  const { rowCount } = await admin.query(
    'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1 AND pid <> pg_backend_pid()', [applicationName]);
  return rowCount ?? 0;
}

const DB_ROUTES = ['/api/content/v1/documents?type=blog_detail', '/api/content/v1/documents?type=blog_detail&pageSize=5'];

async function hammer(until: () => boolean): Promise<{ status: number; message?: string }[]> {
  const answers: { status: number; message?: string }[] = [];
  let i = 0;
  while (!until()) {
    const response = await ctx.app.inject({ method: 'GET', url: DB_ROUTES[i++ % DB_ROUTES.length] });
    answers.push({ status: response.statusCode, message: (response.json() as { message?: string }).message });
  }
  return answers;
}

const faultTests = () => {
  beforeAll(async () => {
    // test-app reads TEST_DATABASE_URL when it loads, so the tagged URL is set before importing it.
    process.env.TEST_DATABASE_URL = `${baseUrl}${separator}application_name=${applicationName}`;
    const { createTestApp } = await import('./test-app');
    ctx = await createTestApp();
    admin = new Client({ connectionString: baseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await ctx?.close();
    if (originalUrl === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = originalUrl;
  });

  test('lost connections answer 503 with a message, never 500, and the API recovers by itself', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: DB_ROUTES[0] })).statusCode).toBe(200);
    let stop = false;
    let killed = 0;
    const killer = (async () => {
      // Keep killing for a while: a single kill only hits the connections that happen to be open at that instant.
      const end = Date.now() + 3000;
      while (Date.now() < end) {
        killed += await terminatePool();
        await realTimePasses(5); // Paced on purpose: kills spread over the 3 s, between the requests' queries.
      }
      stop = true;
    })();
    const answers = (await Promise.all(Array.from({ length: 12 }, () => hammer(() => stop)))).flat();
    await killer;
    expect(killed).toBeGreaterThan(0);
    const statuses = [...new Set(answers.map((answer) => answer.status))].sort();
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const answer of unavailable) expect(answer.message).toMatch(/database is not reachable/i);

    // Recovery: the pool opens fresh connections on demand; no restart of the app.
    const after = await Promise.all(DB_ROUTES.map((url) => ctx.app.inject({ method: 'GET', url })));
    expect(after.map((response) => response.statusCode)).toEqual(DB_ROUTES.map(() => 200));
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });
  }, 60_000);
};

const pgliteNote = () => {
  test('runs only with TEST_DB=postgres (PGlite has no connections to lose)', () => {
    expect(onPostgres).toBe(false);
  });
};

describe('database restart under load', onPostgres ? faultTests : pgliteNote);

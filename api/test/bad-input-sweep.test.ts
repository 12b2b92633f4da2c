import { testAppPerFile, type TestContext } from './test-app';
import { VALID } from '../src/modules/forms/test-support';

/**
 * bad-input sweep: every registered API route gets malformed JSON, wrong types, huge strings,
 * unicode edge cases, extreme numbers and path traversal; each answer must be a 4xx with a JSON message
 * (never a 5xx), and no row may be stored from a rejected request.
 */
interface Route { method: string; url: string }

/** Turns `printRoutes({ commonPrefix: false })` (a tree of path pieces) back into method + full url. */
function parseRoutes(tree: string): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    // `/:id|:uniqueId` prints two routes sharing one node; the first name is enough to reach the handler.
    stack.length = depth;
    stack.push(match[2].split('|')[0]);
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

const MB = 1024 * 1024;
const TRAVERSAL = '..%2F..%2Fetc%2Fpasswd';
/** Path and query values: raw, already URL-encoded. */
const BAD_URL_VALUES = [
  TRAVERSAL, '-1', '99999999999999999999999999', '1e400', 'NaN', '%00', '%E2%80%AEevil', '%ED%A0%80', '%F0%9F%92%A9'.repeat(50),
  'a'.repeat(8000), "1'%20OR%20'1'='1",
];
/** JSON-body values of every wrong kind; the lone surrogate is written as an escape so the body stays valid JSON. */
const BAD_JSON_VALUES = [
  '-1', '-1e308', '1e308', '123456789012345678901234567890', '0.0000001', 'true', 'null', '[]', '{}', '[[[[[[[[]]]]]]]]',
  '"\\ud800"', '"\\udfff x \\ud800"', '"\\u202Eevil\\u202C"', '"a\\u0000b"', '"\\u0000"', '"../../etc/passwd"', '"1e400"', '"-1"',
  '"💩👨‍👩‍👧‍👦"', `"${'x'.repeat(20_000)}"`, '{"$gt":""}', '["a",1,null]',
];
const MALFORMED = ['{"a":', '{a:1}', '[1,2', '{"a":1}}', 'undefined', "{'a':1}", '\u0000', '{"a":"\\ud800'];
const KEYS = [...new Set([
  ...Object.values(VALID).flatMap((body) => Object.keys(body)),
  'id', 'uid', 'type', 'q', 'query', 'text', 'page', 'pageSize', 'limit', 'offset', 'sort', 'brand', 'brandGroup', 'token', 'username', 'password',
  'refreshToken', 'name', 'value', 'key', 'events', 'sessionId', 'filters', 'aggregates', 'lat', 'lng', 'radius', 'dealerNumber', 'botCheck',
])];

function fillParams(url: string, value: string): string {
  return url.replace(/:[A-Za-z]+/g, value);
}

function bodiesFor(): string[] {
  const bodies = [...MALFORMED, '[]', '"text"', '42', 'null', '-1'];
  for (const value of BAD_JSON_VALUES) bodies.push(`{${KEYS.map((key) => `"${key}":${value}`).join(',')}}`);
  // One field at a time near the body limit: a 1 MB string must be refused, not stored or crash a query.
  for (const key of ['email', 'q', 'query', 'firstName', 'comments', 'username', 'token']) bodies.push(JSON.stringify({ [key]: 'a'.repeat(MB - 100) }));
  bodies.push(JSON.stringify({ q: 'a'.repeat(MB + 10) }));
  // Each valid form with one field swapped for a bad value reaches deeper than a wholly wrong body.
  for (const body of Object.values(VALID)) {
    for (const key of Object.keys(body)) {
      // JSON.parse keeps the last of duplicate keys, so appending the key overrides the valid value.
      for (const value of ['"a\\u0000b"', '"\\ud800"', '-1e308', '[]']) bodies.push(JSON.stringify(body).replace(/}$/, `,"${key}":${value}}`));
    }
  }
  return bodies;
}

/**
 * Row counts of every table: any table that grows during the sweep stored something from a rejected request.
 * The limit table (rate_limits) is left out on purpose: every per-client limit counts requests, rejected ones included.
 */
async function rowCounts(ctx: TestContext): Promise<Record<string, number>> {
  const { rows: tables } = await ctx.db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits' ORDER BY 1`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) counts[name] = Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM "${name}"`)).rows[0].n);
  return counts;
}

const ctx = testAppPerFile();
let routes: Route[] = [];
let before: Record<string, number>;
let request = 0;

beforeAll(async () => {
  routes = parseRoutes(ctx().app.printRoutes({ commonPrefix: false })).filter((route) => route.url.startsWith('/api/'));
  before = await rowCounts(ctx());
});

type Failure = { method: string; route: string; url: string; body?: string; status: number; message?: unknown };

/** Rows of the tables a submission writes to; one query, run after every request of the sweep. */
const SUBMISSION_TABLES = ['form_submissions', 'form_uploads', 'outbox', 'owner_reviews', 'saved_builds', 'tracking_events', 'dev_mailbox',
  'users', 'auth_sessions', 'auth_refresh_tokens', 'auth_one_time_tokens', 'bot_check_spent', 'reward_activities', 'learning_completions'];
async function submissionRows(): Promise<number> {
  const sql = `SELECT ${SUBMISSION_TABLES.map((table) => `(SELECT count(*) FROM ${table})`).join(' + ')} AS n`;
  return Number((await ctx().db.query<{ n: string }>(sql)).rows[0].n);
}

/** The submission tables' rows after the last request: the next request's "before" (nothing else writes meanwhile). */
let rowsSoFar: number | undefined;

/**
 * strict: the input can only be wrong (malformed JSON), so a 2xx fails too. Otherwise a 2xx is allowed (a route
 * may ignore a field it does not know; a user name lookup may answer "no such user" for `../../etc/passwd`),
 * but a 5xx, a 4xx without a JSON message, a 4xx after which a submission table grew, or any answer showing
 * a file of the server's disk is a failure.
 */
async function send(method: string, route: string, url: string, payload: string | undefined, strict: boolean): Promise<Failure | null> {
  request += 1;
  const rowsBefore = rowsSoFar ?? (await submissionRows());
  const response = await ctx().app.inject({
    method: method as 'GET', url, payload,
    // A new client address per request: the per-IP form limits would otherwise answer 429 before validation runs.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(request >> 16) & 255}.${(request >> 8) & 255}.${request & 255}` },
  });
  let message: unknown;
  try {
    message = (response.json() as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  const status = response.statusCode;
  const hasMessage = typeof message === 'string' && message.length > 0;
  rowsSoFar = await submissionRows();
  const stored = status >= 400 && rowsSoFar !== rowsBefore;
  const leaked = response.body.includes('root:x:0:0');
  const ok = !leaked && (status < 400 ? !strict : status < 500 && hasMessage && !stored);
  if (ok) return null;
  return { method, route, url: url.slice(0, 160), body: payload?.slice(0, 200), status: stored ? -status : status, message };
}

test('every API route is found', () => {
  expect(routes.length).toBeGreaterThan(60);
  expect(routes).toContainEqual({ method: 'POST', url: '/api/web/form/lead' });
});

describe('every route answers bad input with a 4xx and a message', () => {
  // The route list is only known once the app is built, so each test sweeps one slice of it.
  const SLICES = 8;
  test.each(Array.from({ length: SLICES }, (_, i) => i))('slice %i', async (slice) => {
    const failures: Failure[] = [];
    for (const [index, route] of routes.entries()) {
      if (index % SLICES !== slice) continue;
      const hasParams = route.url.includes(':');
      for (const value of BAD_URL_VALUES) {
        const url = hasParams ? fillParams(route.url, value) : route.url;
        const query = `?q=${value}&page=${value}&limit=${value}&id=${value}&brand=${value}&type=${value}&sort=${value}`;
        for (const target of hasParams ? [url, url + query] : [url + query]) {
          const failure = await send(route.method, route.url, target, route.method === 'GET' ? undefined : '{}', false);
          if (failure) failures.push(failure);
        }
      }
      if (route.method === 'GET') continue;
      for (const body of bodiesFor()) {
        const failure = await send(route.method, route.url, fillParams(route.url, '1'), body, MALFORMED.includes(body));
        if (failure) failures.push(failure);
      }
    }
    // One line per route and status, with one example input, keeps a failing run readable.
    const summary = new Map<string, string>();
    for (const f of failures) summary.set(`${f.method} ${f.route} -> ${f.status}`, `${f.url} ${f.body ?? ''} ${String(f.message)}`);
    expect(Object.fromEntries(summary)).toEqual({});
  }, 600_000);
});

test('no table grew during the sweep (rejected requests store nothing; the accepted ones here do not store either)', async () => {
  expect(await rowCounts(ctx())).toEqual(before);
});

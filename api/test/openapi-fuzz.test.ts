import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { testAppPerFile, testDbKind } from './test-app';
import { signInAs } from './auth-testing';
import { operationsOf, requestsFor, TOKEN, type FuzzRequest, type Operation } from './fuzz/openapi-requests';
import { nameSweep } from './fuzz/name-sweep';

/**
 * The fuzz step: every operation of the published OpenAPI document gets requests derived from its schemas
 * (valid-shaped, boundary, wrong types, huge numbers, NUL and lone surrogates, missing and extra fields, malformed
 * JSON, wrong content types), signed in as a demo manager; any 5xx fails, printed with the request fast-check shrank
 * it to. Deterministic: FUZZ_SEED (default 25) fixes the requests, FUZZ_RUNS (default 75) how many per operation.
 * The summary line also goes to FUZZ_SUMMARY_FILE when set, for scripts/test-all.mjs to repeat in its summary.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 25);
const RUNS = Number(process.env.FUZZ_RUNS ?? 75);
/** Per operation, shrinking included: a slow route cannot eat the whole budget. */
const TIME_LIMIT_MS = 20_000;

const ctx = testAppPerFile();
let token = '';
let sent = 0;
let signIns = 0;
/** Answers by class (2xx, 4xx...): how many requests got past validation is worth seeing beside the count. */
const answered: Record<string, number> = {};

async function signIn(): Promise<void> {
  signIns += 1;
  token = (await signInAs(ctx().app, 'manager', `10.255.0.${signIns}`)).token;
}

async function send(request: FuzzRequest) {
  sent += 1;
  const headers = { ...request.headers };
  if (headers.authorization) headers.authorization = headers.authorization.replace(TOKEN, token);
  // A new client address per request, so the per-address rate limits answer 429 seldom and validation runs.
  const remoteAddress = `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  const res = await ctx().app.inject({ method: request.method as 'GET', url: request.url, headers, payload: request.payload, remoteAddress });
  const status = `${Math.floor(res.statusCode / 100)}xx`;
  answered[status] = (answered[status] ?? 0) + 1;
  return res;
}

/** The fuzzer may sign the session out (logout, refresh): sign in again so the next operation is signed in. */
async function keepSignedIn(): Promise<void> {
  const res = await ctx().app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) await signIn();
}

const seedOf = (operation: Operation) => [...`${operation.method} ${operation.path}`].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

interface Failure { operation: string; request: FuzzRequest; status: number; body: string }

async function fuzz(operation: Operation): Promise<Failure | null> {
  const property = fc.asyncProperty(requestsFor(operation), async (request) => (await send(request)).statusCode < 500);
  const details = await fc.check(property, { seed: seedOf(operation), numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false });
  if (!details.failed || !details.counterexample) return null;
  const [request] = details.counterexample;
  const res = await send(request);
  return { operation: `${operation.method} ${operation.path}`, request, status: res.statusCode, body: res.body.slice(0, 300) };
}

test('no request derived from the OpenAPI document gets a 5xx', async () => {
  const started = Date.now();
  const document = (await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(90);
  await signIn();
  const failures: Failure[] = [];
  for (const operation of operations) {
    const failure = await fuzz(operation);
    if (failure) failures.push(failure);
    await keepSignedIn();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  const summary = `fuzz (${testDbKind}): ${sent} requests to ${operations.length} operations in ${seconds} s, seed ${SEED}, ${RUNS} runs each `
    + `(${Object.entries(answered).sort().map(([status, n]) => `${n} ${status}`).join(', ')}), ${failures.length} operations answered 5xx`;
  process.stdout.write(`\n${summary}\n`);
  if (process.env.FUZZ_SUMMARY_FILE) appendFileSync(process.env.FUZZ_SUMMARY_FILE, `${summary}\n`);
  const lines = failures.map((failure) => `${failure.status} ${failure.operation}: ${JSON.stringify(failure.request)} -> ${failure.body}`);
  for (const line of lines) process.stdout.write(`  ${line}\n`);
  expect(lines).toEqual([]);
}, 600_000);

/**
 * Inherited property names (`__proto__`, `constructor`, `toString`...) and Unicode variants of every string the
 * document names (upper case, `İ`, Kelvin sign and long s, full-width, combining marks, zero-width space) in
 * every string parameter and body property, one field at a time: a lookup table keyed by request input with
 * `in` or `obj[key]` answered 500 to these.
 */
test('no inherited property name or Unicode variant in any string field gets a 5xx', async () => {
  const document = (await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  await signIn();
  const failures: string[] = [];
  let count = 0;
  for (const operation of operationsOf(document)) {
    for (const request of nameSweep(operation, seedOf(operation), `Bearer ${TOKEN}`)) {
      count += 1;
      const res = await send(request);
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${request.method} ${request.url} ${request.payload ?? ''} -> ${res.body.slice(0, 200)}`);
    }
    await keepSignedIn();
  }
  process.stdout.write(`\nname sweep (${testDbKind}): ${count} requests, ${failures.length} answered 5xx\n`);
  expect(failures).toEqual([]);
}, 600_000);

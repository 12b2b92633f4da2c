// npm run bench:load -- [--url http://127.0.0.1:8080] [--concurrency 200] [--duration 60] [--no-forms] [--identity] [--server-pid <pid>]
// A bounded load run of mixed traffic against a running server, with Node's http and a keep-alive agent
// only (no load-testing package): prints requests per second, p50/p99 per kind of request, and errors.
// With --server-pid (the process listening on the port, Linux only) it also prints the CPU time the server
// spent per request, which, unlike latency, does not depend on what else the machine is running.
// Pages and API reads ask for compressed answers as a browser does (Accept-Encoding: gzip, deflate, br);
// --identity asks for none, as a load tool such as autocannon does.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    concurrency: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    'no-forms': { type: 'boolean', default: false },
    identity: { type: 'boolean', default: false },
    'server-pid': { type: 'string' },
  },
});
const base = new URL(values.url);
const concurrency = Number(values.concurrency);
const durationMs = Number(values.duration) * 1000;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** The traffic mix: each entry is picked with its weight; a form post is three requests (challenge, solve, post). */
const SEARCH_BODY = JSON.stringify({ size: 12, returnAggregates: true, filters: { 'models.typeClass': ['fifth-wheels'] } });
const MIX = [
  { kind: 'page', weight: 30, paths: ['/', '/product/montana/fifth-wheels/floorplans', '/keystone-life/boondocking-101', '/owners/generator-will-not-start'] },
  { kind: 'search', weight: 35, method: 'POST', paths: ['/api/search/v1/models'], body: SEARCH_BODY },
  { kind: 'content', weight: 30, paths: ['/api/content/v1/documents?type=blog_detail', '/api/content/v1/search?q=awning', '/api/health'] },
  { kind: 'form', weight: values['no-forms'] ? 0 : 5 },
];
const totalWeight = MIX.reduce((sum, entry) => sum + entry.weight, 0);

function request(method, path, { body, headers = {} } = {}) {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = http.request({ host: base.hostname, port: base.port, path, method, agent,
      headers: { ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}), ...headers } },
    (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    });
    req.on('error', (error) => resolve({ status: 0, error, ms: Number(process.hrtime.bigint() - started) / 1e6 }));
    if (body) req.write(body);
    req.end();
  });
}

/**
 * Solves the ALTCHA-style proof of work like shared-lib/src/forms/bot-check.ts does in the browser, in
 * worker threads: each visitor's browser does this work on its own machine, so here it must not block
 * the one event loop that drives every other connection (it did: tens of ms of hashing per form post
 * delayed every request in flight, and the load generator, not the server, set the pace).
 */
const SOLVER = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
parentPort.on('message', ({ id, challenge }) => {
  const started = performance.now();
  let token = '';
  for (let n = 0; n <= challenge.maxnumber; n += 1) {
    if (createHash('sha256').update(challenge.salt + n).digest('hex') === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      token = Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: n, salt, signature })).toString('base64');
      break;
    }
  }
  parentPort.postMessage({ id, token, ms: performance.now() - started });
});`;
const solvers = Array.from({ length: Math.max(1, os.cpus().length) }, () => new Worker(SOLVER, { eval: true }));
const solving = new Map();
const solveTimes = [];
for (const solver of solvers) {
  solver.on('message', ({ id, token, ms }) => {
    solveTimes.push(ms);
    solving.get(id)(token);
    solving.delete(id);
  });
}
let solveCount = 0;
function solve(challenge) {
  const id = solveCount++;
  return new Promise((resolve) => {
    solving.set(id, resolve);
    solvers[id % solvers.length].postMessage({ id, challenge });
  });
}

const stats = new Map();
const record = (kind, result, ok) => {
  const entry = stats.get(kind) ?? { times: [], errors: 0, statuses: {} };
  entry.times.push(result.ms);
  if (!ok) {
    entry.errors += 1;
    const key = result.status || result.error?.code || 'error';
    entry.statuses[key] = (entry.statuses[key] ?? 0) + 1;
  }
  stats.set(kind, entry);
};

/** What a browser's page load or API read sends, as far as the server's work depends on it. */
const readHeaders = values.identity ? {} : { 'accept-encoding': 'gzip, deflate, br' };

let formCount = 0;
async function formPost() {
  // Each post comes from its own client address: the server limits form posts per IP (20 a minute), and a
  // load run stands for many visitors, not one. The server trusts X-Forwarded-For (it runs behind a proxy).
  const headers = { 'x-forwarded-for': `10.9.${(formCount >> 8) & 255}.${formCount++ & 255}` };
  const challenge = await request('GET', '/api/bot-check/challenge', { headers });
  record('form-challenge', challenge, challenge.status === 200);
  if (challenge.status !== 200) return;
  const token = await solve(JSON.parse(challenge.body.toString()));
  const body = JSON.stringify({ email: `load${formCount}@example.com`, subscriberTypeCode: 'KNWS', 'g-recaptcha-response': token });
  const post = await request('POST', '/api/web/form/email/signup', { body, headers });
  record('form-post', post, post.status >= 200 && post.status < 300);
}

async function worker(deadline) {
  while (Date.now() < deadline) {
    let pick = Math.random() * totalWeight;
    const entry = MIX.find((candidate) => (pick -= candidate.weight) < 0) ?? MIX[0];
    if (entry.kind === 'form') {
      await formPost();
      continue;
    }
    const path = entry.paths[Math.floor(Math.random() * entry.paths.length)];
    const result = await request(entry.method ?? 'GET', path, { body: entry.body, headers: readHeaders });
    record(entry.kind, result, result.status >= 200 && result.status < 400);
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const health = await request('GET', '/api/health');
if (health.status !== 200) {
  console.error(`${values.url}/api/health answered ${health.status || health.error?.message}: start the server first.`);
  process.exit(2);
}
console.log(`load: ${values.url}, ${concurrency} connections, ${durationMs / 1000} s${values['no-forms'] ? ', no form posts' : ''}, ${values.identity ? 'uncompressed answers' : 'compressed answers (as a browser asks)'}`);
/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; null when unreadable. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
const serverPid = values['server-pid'];
const cpuBefore = serverPid ? cpuSeconds(serverPid) : null;
const loadBefore = os.loadavg()[0];
const ownCpuBefore = process.cpuUsage();
const started = Date.now();
await Promise.all(Array.from({ length: concurrency }, () => worker(started + durationMs)));
const seconds = (Date.now() - started) / 1000;
const ownCpu = process.cpuUsage(ownCpuBefore);
agent.destroy();
await Promise.all(solvers.map((solver) => solver.terminate()));

let total = 0;
let errors = 0;
console.log('\nkind            requests    req/s    p50 ms    p99 ms  errors');
for (const [kind, entry] of [...stats].sort()) {
  const sorted = entry.times.sort((a, b) => a - b);
  total += sorted.length;
  errors += entry.errors;
  const detail = entry.errors ? ` ${JSON.stringify(entry.statuses)}` : '';
  console.log(`${kind.padEnd(15)} ${String(sorted.length).padStart(8)} ${(sorted.length / seconds).toFixed(1).padStart(8)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 99).toFixed(1).padStart(9)} ${String(entry.errors).padStart(7)}${detail}`);
}
console.log(`\ntotal ${total} requests in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(1)} req/s, ${errors} errors`);
const cpuAfter = serverPid ? cpuSeconds(serverPid) : null;
if (cpuBefore !== null && cpuAfter !== null) {
  const used = cpuAfter - cpuBefore;
  console.log(`server process ${serverPid}: ${used.toFixed(1)} CPU s = ${((used / seconds) * 100).toFixed(0)}% of a core, ${((used * 1000) / total).toFixed(3)} ms CPU per request`);
}
console.log(`load generator: ${(((ownCpu.user + ownCpu.system) / 1e6 / seconds) * 100).toFixed(0)}% of a core (main thread and proof-of-work threads)`);
if (solveTimes.length) {
  const solveSeconds = solveTimes.reduce((sum, ms) => sum + ms, 0) / 1000;
  console.log(`proof of work (the browsers' part of a form post, solved here in ${solvers.length} worker threads): ${solveTimes.length} solved, ${((solveSeconds / seconds) * 100).toFixed(0)}% of a core`);
}
console.log(`machine: ${os.cpus().length} cores, load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`);

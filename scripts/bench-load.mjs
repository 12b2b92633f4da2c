// npm run bench:load -- [--url http://127.0.0.1:8080] [--concurrency 200] [--duration 60] [--no-forms] [--identity] [--server-pid <pid>]
//                        [--search] [--seed 29] [--all-specs]
// A bounded load run of mixed traffic against a running server, with Node's http and a keep-alive agent
// only (no load-testing package): prints requests per second, p50/p99 per kind of request, and errors.
// The mix has a cached model search (one body, always the same) and an uncached one (a new random
// combination of up to five filter keys each time, size 12 with aggregates, from a generator seeded with
// --seed so a run is repeatable), both with the floorplan list page's body (the card's specifications
// only); --all-specs asks every specification instead, the body the bench sent before. --search runs only those two instead, one after the other for
// --duration each, and prints them side by side (requests, req/s, p50, p99, errors, the server's CPU per
// request) with PASS or FAIL against the uncached search's budget (at least 1,000 req/s, p99 under 500 ms, 0 errors). (The server keeps a
// search asked a second time, up to 2,000 answers: a second run with the same seed against the same
// server would ask its bodies again; restart the server or change --seed between runs.)
// The server's CPU time per request (which, unlike latency, does not depend on what else the machine is
// running) and its memory before and after are read from /proc for --server-pid, by default the process
// listening on the URL's port (Linux only).
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
    search: { type: 'boolean', default: false },
    seed: { type: 'string', default: '29' },
    'all-specs': { type: 'boolean', default: false },
  },
});
// tsx's loader first: the mix reads the card's specification codes from the domain package's TypeScript.
await import('tsx');
const { cachedSearchBody, randomSearchBody, searchKeysFrom, seededRandom } = await import('./uncached-search-mix.mjs');
const bodyOptions = { allSpecifications: values['all-specs'] };
const base = new URL(values.url);
const concurrency = Number(values.concurrency);
const durationMs = Number(values.duration) * 1000;
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

/** The traffic mix: each entry is picked with its weight; a form post is three requests (challenge, solve, post). */
const SEARCH_PATH = '/api/search/v1/models';
/** The uncached search's budget on this 2-core machine, one API process, 200 connections. */
const UNCACHED_MIN_RATE = 1000;
const UNCACHED_MAX_P99_MS = 500;
const SEARCH_BODY = cachedSearchBody(bodyOptions);
const MIX = [
  { kind: 'page', weight: 30, paths: ['/', '/product/montana/fifth-wheels/floorplans', '/keystone-life/boondocking-101', '/owners/generator-will-not-start'] },
  { kind: 'search', weight: 20, method: 'POST', paths: [SEARCH_PATH], body: SEARCH_BODY },
  { kind: 'search-uncached', weight: 15, method: 'POST', paths: [SEARCH_PATH], body: () => uncachedSearchBody() },
  { kind: 'content', weight: 30, paths: ['/api/content/v1/documents?type=blog_detail', '/api/content/v1/search?q=awning', '/api/health'] },
  { kind: 'form', weight: values['no-forms'] ? 0 : 5 },
];

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
 * Solves the ALTCHA-style proof of work like domain/src/forms/bot-check.ts does in the browser, in
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

// With one --seed every run sends the same sequence of uncached search bodies (Math.random still spreads
// the kinds of the mix, which does not change what is asked).
const random = seededRandom(Number(values.seed));

/** What a shopper can choose, read from the catalogue's own global aggregates before the run. */
let searchKeys = [];
async function loadSearchKeys() {
  const answer = await request('POST', SEARCH_PATH, { body: JSON.stringify({ size: 0, returnAggregates: true }) });
  if (answer.status !== 200) throw new Error(`${SEARCH_PATH} answered ${answer.status || answer.error?.message} for the global aggregates`);
  searchKeys = searchKeysFrom(JSON.parse(answer.body.toString()).aggregates.global);
}

const sentSearches = new Set();
/** A model search the server has not answered in this run: one to five random filter keys, size 12 with aggregates. */
function uncachedSearchBody() {
  for (;;) {
    const body = randomSearchBody(random, searchKeys, bodyOptions);
    if (!sentSearches.has(body)) {
      sentSearches.add(body);
      return body;
    }
  }
}

async function worker(mix, deadline) {
  const weight = mix.reduce((sum, entry) => sum + entry.weight, 0);
  while (Date.now() < deadline) {
    let at = Math.random() * weight;
    const entry = mix.find((candidate) => (at -= candidate.weight) < 0) ?? mix[0];
    if (entry.kind === 'form') {
      await formPost();
      continue;
    }
    const path = entry.paths[Math.floor(Math.random() * entry.paths.length)];
    const body = typeof entry.body === 'function' ? entry.body() : entry.body;
    const result = await request(entry.method ?? 'GET', path, { body, headers: readHeaders });
    record(entry.kind, result, result.status >= 200 && result.status < 400);
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const health = await request('GET', '/api/health');
if (health.status !== 200) {
  console.error(`${values.url}/api/health answered ${health.status || health.error?.message}: start the server first.`);
  process.exit(2);
}
await loadSearchKeys();

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; null when unreadable. */
function cpuSeconds(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
/** Resident memory of a process in MB, from /proc/<pid>/status; null when unreadable. */
function residentMb(pid) {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return null;
  }
}
/** The process with a listening socket on `port` (from /proc/net/tcp and each process's open files); null when not found. */
function listeningPid(port) {
  try {
    const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
    const inodes = new Set(['tcp', 'tcp6'].flatMap((file) => {
      try {
        return fs.readFileSync(`/proc/net/${file}`, 'utf8').split('\n').slice(1).map((l) => l.trim().split(/\s+/))
          .filter((f) => f[1]?.endsWith(hexPort) && f[3] === '0A').map((f) => f[9]);
      } catch {
        return [];
      }
    }));
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      let fds = [];
      try {
        fds = fs.readdirSync(`/proc/${pid}/fd`);
      } catch {
        continue;
      }
      for (const fd of fds) {
        try {
          const match = /^socket:\[(\d+)\]$/.exec(fs.readlinkSync(`/proc/${pid}/fd/${fd}`));
          if (match && inodes.has(match[1])) return pid;
        } catch {
          // the file closed meanwhile
        }
      }
    }
  } catch {
    // not Linux
  }
  return null;
}
const serverPid = values['server-pid'] ?? listeningPid(Number(base.port || 80));
const memory = (pid) => {
  const mb = pid ? residentMb(pid) : null;
  return mb === null ? 'unknown' : `${mb.toFixed(0)} MB`;
};

/** Runs `mix` on every connection for the duration; the stats of each kind, the seconds it took and the server's CPU seconds. */
async function run(mix) {
  stats.clear();
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : null;
  const started = Date.now();
  await Promise.all(Array.from({ length: concurrency }, () => worker(mix, started + durationMs)));
  const seconds = (Date.now() - started) / 1000;
  const cpuAfter = serverPid ? cpuSeconds(serverPid) : null;
  return { stats: new Map(stats), seconds, serverCpu: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null };
}

const row = (label, entry, seconds) => {
  const sorted = entry.times.sort((a, b) => a - b);
  const detail = entry.errors ? ` ${JSON.stringify(entry.statuses)}` : '';
  return {
    count: sorted.length, rate: sorted.length / seconds, p99: percentile(sorted, 99), errors: entry.errors,
    line: `${label.padEnd(17)} ${String(sorted.length).padStart(8)} ${(sorted.length / seconds).toFixed(1).padStart(8)} ${percentile(sorted, 50).toFixed(1).padStart(9)} ${percentile(sorted, 99).toFixed(1).padStart(9)} ${String(entry.errors).padStart(7)}${detail}`,
  };
};
const HEADER = '\nkind              requests    req/s    p50 ms    p99 ms  errors';
const cpuLine = (serverCpu, seconds, requests) => serverCpu === null ? null
  : `server process ${serverPid}: ${serverCpu.toFixed(1)} CPU s = ${((serverCpu / seconds) * 100).toFixed(0)}% of a core, ${((serverCpu * 1000) / requests).toFixed(3)} ms CPU per request`;

const bodies = values['all-specs'] ? 'every specification' : "the list page's body";
const mode = values.search ? `search only: cached, then uncached (seed ${values.seed}), ${durationMs / 1000} s each, ${bodies}`
  : `${values['no-forms'] ? 'no form posts, ' : ''}uncached searches seeded ${values.seed}, ${bodies}`;
console.log(`load: ${values.url}, ${concurrency} connections, ${durationMs / 1000} s, ${mode}, ${values.identity ? 'uncompressed answers' : 'compressed answers (as a browser asks)'}`);
const memoryBefore = memory(serverPid);
const loadBefore = os.loadavg()[0];
const ownCpuBefore = process.cpuUsage();
const runStarted = Date.now();

if (values.search) {
  const searchEntry = MIX.find((entry) => entry.kind === 'search');
  const uncachedEntry = MIX.find((entry) => entry.kind === 'search-uncached');
  // The cached body twice before the clock starts (the server keeps a search asked a second time), so the
  // first phase measures answers from the cache.
  for (let i = 0; i < 2; i += 1) await request('POST', SEARCH_PATH, { body: SEARCH_BODY, headers: readHeaders });
  const cached = await run([{ ...searchEntry, weight: 1 }]);
  const uncached = await run([{ ...uncachedEntry, weight: 1 }]);
  // Side by side: each phase's row with the server's CPU per request (the figure a busy machine distorts least).
  const cpuMs = (phase, count) => (phase.serverCpu === null || count === 0 ? null : (phase.serverCpu * 1000) / count);
  console.log(`${HEADER}  CPU ms/request  server's share of a core`);
  const phases = [['search (cached)', cached, 'search'], ['search (uncached)', uncached, 'search-uncached']].map(([label, phase, kind]) => {
    const result = row(label, phase.stats.get(kind) ?? { times: [], errors: 0, statuses: {} }, phase.seconds);
    const cpu = cpuMs(phase, result.count);
    const share = phase.serverCpu === null ? '' : `${((phase.serverCpu / phase.seconds) * 100).toFixed(0)}%`;
    console.log(`${result.line}  ${(cpu === null ? 'unknown' : cpu.toFixed(3)).padStart(14)}  ${share.padStart(23)}`);
    return { ...result, cpu };
  });
  const [a, b] = phases;
  // The uncached search's budget is absolute (one API process, 200 connections, the list page's body with
  // random filters); the cached phase is printed beside it for reference only.
  const failures = [
    ...(b.rate >= UNCACHED_MIN_RATE ? [] : [`uncached ${Math.round(b.rate)} req/s < ${UNCACHED_MIN_RATE}`]),
    ...(b.p99 < UNCACHED_MAX_P99_MS ? [] : [`uncached p99 ${b.p99.toFixed(0)} ms >= ${UNCACHED_MAX_P99_MS}`]),
    ...(b.errors === 0 ? [] : [`${b.errors} uncached errors`]),
    ...(a.errors === 0 ? [] : [`${a.errors} cached errors`]),
  ];
  if (concurrency !== 200) failures.push(`${concurrency} connections (the budget is for 200)`);
  console.log(`\ntarget (uncached at least ${UNCACHED_MIN_RATE} req/s, p99 under ${UNCACHED_MAX_P99_MS} ms, 0 errors, one API process, 200 connections): ${failures.length ? `FAIL (${failures.join('; ')})` : 'PASS'}`);
} else {
  const result = await run(MIX);
  let total = 0;
  let errors = 0;
  console.log(HEADER);
  for (const [kind, entry] of [...result.stats].sort()) {
    const { count, errors: failed, line } = row(kind, entry, result.seconds);
    total += count;
    errors += failed;
    console.log(line);
  }
  console.log(`\ntotal ${total} requests in ${result.seconds.toFixed(1)} s: ${(total / result.seconds).toFixed(1)} req/s, ${errors} errors`);
  const line = cpuLine(result.serverCpu, result.seconds, total);
  if (line) console.log(line);
}
const seconds = (Date.now() - runStarted) / 1000;
const ownCpu = process.cpuUsage(ownCpuBefore);
agent.destroy();
await Promise.all(solvers.map((solver) => solver.terminate()));

console.log(`server memory (resident): ${memoryBefore} before, ${memory(serverPid)} after${serverPid ? ` (process ${serverPid})` : ''}`);
console.log(`load generator: ${(((ownCpu.user + ownCpu.system) / 1e6 / seconds) * 100).toFixed(0)}% of a core (main thread and proof-of-work threads)`);
if (solveTimes.length) {
  const solveSeconds = solveTimes.reduce((sum, ms) => sum + ms, 0) / 1000;
  console.log(`proof of work (the browsers' part of a form post, solved here in ${solvers.length} worker threads): ${solveTimes.length} solved, ${((solveSeconds / seconds) * 100).toFixed(0)}% of a core`);
}
console.log(`machine: ${os.cpus().length} cores, load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0].toFixed(2)} after`);

// npm run bench:span-cost -- [--url http://127.0.0.1:8590 --pid N] [--rounds 18] [--block 3000] [--warm 20] [--door]
// What one traced request costs, in one server process: cached model searches in alternating blocks, half with
// a traceparent whose flags say "sampled" (the door traces it: server span, export), half "not sampled" (no
// span), the server's CPU per request read from /proc between blocks. One process and alternating blocks
// cancel the machine's drift and the gaps between processes that the three-server bench (bench:observability)
// must average away. Without --url it starts a server of its own with metrics, and tracing to a sink on
// loopback (Linux, taskset: the server on core 1). --door: the second arm sends no traceparent, so the
// server's own share decides, as for a visitor: what that share costs, measured whole. The share is the
// default (1%) unless OTEL_TRACES_SAMPLER_ARG names another, for this bench's server or the one at --url.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startOtlpSink } from './otlp-sink.mjs';

const { values } = parseArgs({ options: {
  url: { type: 'string' }, pid: { type: 'string' },
  rounds: { type: 'string', default: '18' }, block: { type: 'string', default: '3000' }, warm: { type: 'string', default: '20' },
  door: { type: 'boolean', default: false },
} });
/** The second arm: a traceparent saying "sampled" ('01'), or with --door none at all ('door'). */
const SECOND = values.door ? 'door' : '01';
// tsx's loader first: the search body reads the card's specification codes from the domain package's TypeScript.
await import('tsx');
const { cachedSearchBody } = await import('./uncached-search-mix.mjs');
// The API is CommonJS: under tsx its exports arrive as the module's default.
const headSampling = await import('../api/src/tracing/head-sampling.ts');
const { sampleRatio } = headSampling.default ?? headSampling;
const SHARE = `${sampleRatio(process.env) * 100}%`;
const ROUNDS = Number(values.rounds);
const BLOCK = Number(values.block);
const WARM = Number(values.warm);
const root = path.resolve(import.meta.dirname, '..');

let url = values.url;
let pid = Number(values.pid);
const stops = [];
if (!url) {
  const sink = await startOtlpSink(4398);
  stops.push(() => sink.close());
  const server = spawn('taskset', ['-c', '1', process.execPath, '--import', 'tsx', 'api/src/server.ts'], {
    cwd: root, stdio: 'ignore',
    env: { ...process.env, PORT: '8597', DATA_DIR: path.join(mkdtempSync(path.join(tmpdir(), 'rv-span-cost-')), 'pg'), NODE_ENV: 'production', LOG_LEVEL: 'warn',
      OUTBOX_INTERVAL_MS: '3600000', METRICS_PORT: '9397', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4398' },
  });
  stops.push(() => server.kill());
  url = 'http://127.0.0.1:8597';
  let up = false;
  for (let i = 0; i < 240 && !up; i += 1) {
    up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (!up) await new Promise((wait) => setTimeout(wait, 1000)); // polling the server's start
  }
  if (!up) {
    for (const stop of stops) stop();
    throw new Error(`the bench's server did not answer ${url}/api/health within 240 s`);
  }
  // taskset runs node in its own process (exec): the same pid.
  pid = server.pid;
}
if (!pid) throw new Error('--pid is needed with --url: the server process whose CPU is read');

const target = new URL(url);
const body = cachedSearchBody({});
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
const hex = (n) => Array.from({ length: n }, () => Math.floor(Math.random() * 16).toString(16)).join('');
const post = (flags) => new Promise((resolve, reject) => {
  const request = http.request({ agent, host: target.hostname, port: target.port, method: 'POST', path: '/api/search/v1/models',
    headers: flags === 'door' ? { 'content-type': 'application/json' } : { 'content-type': 'application/json', traceparent: `00-${hex(32)}-${hex(16)}-${flags}` } }, (res) => {
    if (res.statusCode !== 200) reject(new Error(`the search answered ${res.statusCode}`));
    res.resume();
    res.on('end', resolve);
  });
  request.on('error', reject);
  request.end(body);
});
/** The server's user and system CPU in ms (clock ticks of 10 ms). */
const cpuOf = () => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
async function block(flags) {
  const before = cpuOf();
  let sent = 0;
  await Promise.all(Array.from({ length: 16 }, async () => {
    while (sent < BLOCK) {
      sent += 1;
      await post(flags);
    }
  }));
  return (cpuOf() - before) / BLOCK;
}
try {
  for (let i = 0; i < WARM; i += 1) for (const flags of ['00', SECOND]) await block(flags);
  const ms = { '00': [], [SECOND]: [] };
  for (let r = 0; r < ROUNDS; r += 1) for (const flags of r % 2 ? [SECOND, '00'] : ['00', SECOND]) ms[flags].push(await block(flags));
  const mean = (list) => list.reduce((s, x) => s + x, 0) / list.length;
  // One slow block (the machine, not the arm) moves a mean: the median is printed beside it.
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const [plain, traced] = [mean(ms['00']), mean(ms[SECOND])];
  const spread = (list) => `median ${median(list).toFixed(4)}, ${Math.min(...list).toFixed(3)}-${Math.max(...list).toFixed(3)}`;
  const name = values.door ? `no traceparent (the ${SHARE} share)` : 'sampled';
  console.log(`server CPU per cached search, ${ROUNDS} blocks of ${BLOCK} each (CPU read in 10 ms ticks: ${(10 / BLOCK * 1000).toFixed(1)} us a request): not sampled ${plain.toFixed(4)} ms (${spread(ms['00'])}), ${name} ${traced.toFixed(4)} ms (${spread(ms[SECOND])})`);
  if (values.door) console.log(`the ${SHARE} share costs ${((traced - plain) * 1000).toFixed(1)} us a request (medians: ${((median(ms[SECOND]) - median(ms['00'])) * 1000).toFixed(1)} us): ${((traced / plain - 1) * 100).toFixed(1)}% over a server with tracing on and none sampled`);
  else console.log(`one traced request costs ${((traced - plain) * 1000).toFixed(1)} us more: at the ${SHARE} share, +${(((traced - plain) * sampleRatio(process.env)) / plain * 100).toFixed(1)}% over a server with tracing on and none sampled`);
} finally {
  for (const stop of stops) stop();
}

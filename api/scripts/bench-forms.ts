/**
 * `npx tsx api/scripts/bench-forms.ts [--posts 500] [--rounds 3] [--memory]`: the database cost of a form post
 * and of its CRM delivery on the embedded database (on PGlite that work runs on the one event loop).
 *
 * Builds the app in process on a fresh PGlite data dir (on disk, as `npm start` runs; `--memory` for
 * in-memory), solves the bot checks first (the browser's part, not timed), then posts the newsletter form
 * (the one bench:load posts), a lead and a newsletter post with an Idempotency-Key through `app.inject`,
 * one after another, and delivers the outbox with the worker's own `deliverDue` (CRM_WEBHOOK_URL empty:
 * the delivery is recorded locally, so only our side is timed). It prints, per post and per delivery, the
 * process CPU (process.cpuUsage: user + system), the wall time, the CPU spent inside database calls
 * (from the call to its answer) and how many statements those calls ran; the median of the rounds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createHash } from 'node:crypto';
import { encodeSolution, solveChallenge } from '@rv/domain/forms';

process.env.BOT_CHECK_MAX_NUMBER ??= '1000';
process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000000';
process.env.CRM_WEBHOOK_URL = '';

const arg = (name: string, fallback: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback);
const posts = Number(arg('--posts', '500'));
const rounds = Number(arg('--rounds', '3'));
const inMemory = process.argv.includes('--memory');
/** `--by-statement`: also print the CPU of each statement (by its first words), over the measured rounds. */
const byStatement = process.argv.includes('--by-statement');

async function main() {
  // Imported after the environment is set: the settings are read when the routes are registered.
  const { buildApp } = await import('../src/app');
  const { loadConfig } = await import('../src/config');
  const { openPglite } = await import('../src/db/database');
  const { migrate } = await import('../src/db/migrate');
  const { deliverDue } = await import('../src/outbox/outbox');
  const { outboxHandlers: handlersFor } = await import('../src/outbox-handlers');
  const outboxHandlers = handlersFor({ ...loadConfig({}), smtpUrl: '', mailFrom: 'no-reply@localhost', devMailbox: true });
  type Database = Awaited<ReturnType<typeof openPglite>>;

  const dir = inMemory ? undefined : mkdtempSync(path.join(os.tmpdir(), 'bench-forms-'));
  const raw = await openPglite(dir);
  await migrate(raw);

  // The app's database, counting statements and the CPU time spent in database calls (PGlite runs them
  // synchronously on this thread: that is time every other request waits).
  const meter = { ms: 0, statements: 0, reporting: false };
  const perStatement = new Map<string, { ms: number; n: number }>();
  const noteStatement = (sql: string, ms: number) => {
    if (!byStatement || !meter.reporting) return;
    const name = sql.replace(/\s+/g, ' ').trim().slice(0, 70);
    const entry = perStatement.get(name) ?? { ms: 0, n: 0 };
    entry.ms += ms;
    entry.n += 1;
    perStatement.set(name, entry);
  };
  const cpuNow = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const metered = (inner: Database, top: boolean): Database => ({
    ...inner,
    async query(sql, params) {
      meter.statements += 1;
      const t = cpuNow();
      try {
        return await inner.query(sql, params);
      } finally {
        if (top) meter.ms += cpuNow() - t;
        noteStatement(sql, cpuNow() - t);
      }
    },
    async exec(sql) {
      meter.statements += 1;
      const t = cpuNow();
      try {
        await inner.exec(sql);
      } finally {
        if (top) meter.ms += cpuNow() - t;
      }
    },
    async transaction(work) {
      meter.statements += 2; // BEGIN and COMMIT (or ROLLBACK)
      const t = cpuNow();
      try {
        return await inner.transaction((tx) => work(metered(tx, false)));
      } finally {
        meter.ms += cpuNow() - t;
      }
    },
  });
  const db = metered(raw, true);
  const app = await buildApp({ db, config: { ...loadConfig({}), dataDir: dir ?? '' }, requestLogging: false });
  await app.ready();

  const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex');
  const solved = async () => {
    const challenge = (await app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json();
    const solution = await solveChallenge(challenge, { sha256 });
    if (!solution) throw new Error('unsolvable challenge');
    return encodeSolution(solution);
  };
  let serial = 0;
  const kinds = {
    newsletter: (token: string) => ({
      url: '/api/web/form/email/signup', headers: {}, payload: { email: `load${serial}@example.com`, subscriberTypeCode: 'KNWS', 'g-recaptcha-response': token },
    }),
    lead: (token: string) => ({
      url: '/api/web/form/lead',
      headers: {},
      payload: {
        firstName: 'Ann', lastName: 'Lee', email: `ann${serial}@example.com`, brand: 'MO', productType: 'fifth-wheels', floorPlan: '3831RL',
        country: 'US', state: 'IN', zip: '46526', city: 'Goshen', smsOptIn: 'true', phone: '(574) 555-0100', timeFrame: '1-3 months',
        fieldnames: 'firstName,lastName,email', formPage: '/request-a-quote', userUid: 'user-1234abcd', sessionUid: 'sess-1234abcd',
        leadSourceName: 'website', leadCampaignName: 'spring', eventName: 'leadSubmit', 'g-recaptcha-response': token,
      },
    }),
    'newsletter + Idempotency-Key': (token: string) => ({
      url: '/api/web/form/email/signup', headers: { 'idempotency-key': `bench-${process.pid}-${serial}` },
      payload: { email: `key${serial}@example.com`, subscriberTypeCode: 'KNWS', 'g-recaptcha-response': token },
    }),
  };

  interface Sample { cpu: number; wall: number; db: number; statements: number }
  const measure = async (n: number, fn: (i: number) => Promise<void>): Promise<Sample> => {
    meter.ms = 0;
    meter.statements = 0;
    const cpu = process.cpuUsage();
    const t = performance.now();
    for (let i = 0; i < n; i += 1) await fn(i);
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    return { cpu: (used.user + used.system) / 1000 / n, wall: wall / n, db: meter.ms / n, statements: meter.statements / n };
  };
  const post = async (kind: keyof typeof kinds, token: string) => {
    serial += 1;
    const { url, headers, payload } = kinds[kind](token);
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== 200 || res.json().duplicate) throw new Error(`${kind}: ${res.statusCode} ${res.body}`);
  };
  const deliverAll = async (): Promise<number> => {
    let total = 0;
    for (let n = await deliverDue(db, outboxHandlers); n > 0; n = await deliverDue(db, outboxHandlers)) total += n;
    return total;
  };

  const results: Record<string, Sample[]> = {};
  const note = (name: string, sample: Sample) => (results[name] ??= []).push(sample);
  for (let round = 0; round <= rounds; round += 1) {
    meter.reporting = round > 0;
    for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
      const tokens: string[] = [];
      for (let i = 0; i < posts; i += 1) tokens.push(await solved());
      const sample = await measure(posts, (i) => post(kind, tokens[i]));
      let delivered = 0;
      const delivery = await measure(1, async () => {
        delivered = await deliverAll();
      });
      if (delivered !== posts) throw new Error(`delivered ${delivered} of ${posts}`);
      const perMessage = { cpu: delivery.cpu / posts, wall: delivery.wall / posts, db: delivery.db / posts, statements: delivery.statements / posts };
      // Round 0 warms up (JIT, PGlite's caches) and is not reported.
      if (round > 0) {
        note(`post: ${kind}`, sample);
        note(`delivery (${kind})`, perMessage);
      }
    }
  }

  // What the running server's worker does once per tick (deliverDue: up to 20 messages): how long can it
  // hold the event loop, i.e. keep every other request waiting? The largest delay of a 1 ms timer.
  // The same window without the delivery is the machine's own noise (other processes, this one niced).
  const blocks: number[] = [];
  const idle: number[] = [];
  for (let i = 0; i < 10; i += 1) {
    const quiet = monitorEventLoopDelay({ resolution: 1 });
    quiet.enable();
    await new Promise((resolve) => setTimeout(resolve, 60));
    quiet.disable();
    idle.push(quiet.max / 1e6);
    const tokens: string[] = [];
    for (let j = 0; j < 20; j += 1) tokens.push(await solved());
    for (const token of tokens) await post('newsletter', token);
    const histogram = monitorEventLoopDelay({ resolution: 1 });
    histogram.enable();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const delivered = await deliverDue(db, outboxHandlers);
    await new Promise((resolve) => setTimeout(resolve, 20));
    histogram.disable();
    if (delivered !== 20) throw new Error(`delivered ${delivered} of 20`);
    blocks.push(histogram.max / 1e6);
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  console.log(`PGlite ${inMemory ? 'in memory' : `on disk (${dir})`}, ${posts} posts of each kind per round, median of ${rounds} rounds (node ${process.version}, ${os.cpus()[0]?.model}, load ${os.loadavg()[0].toFixed(2)})`);
  console.log('what'.padEnd(44), 'cpu ms'.padStart(8), 'wall ms'.padStart(8), 'db cpu'.padStart(8), 'stmts'.padStart(6));
  for (const [name, samples] of Object.entries(results)) {
    console.log(name.padEnd(44), ...(['cpu', 'wall', 'db'] as const).map((k) => median(samples.map((s) => s[k])).toFixed(3).padStart(8)),
      median(samples.map((s) => s.statements)).toFixed(1).padStart(6));
  }
  console.log(`longest event-loop delay around one deliverDue of 20 messages (ms): median ${median(blocks).toFixed(1)}, max ${Math.max(...blocks).toFixed(1)}`
    + ` (idle, same window: median ${median(idle).toFixed(1)}, max ${Math.max(...idle).toFixed(1)})`);
  if (byStatement) {
    console.log('\nCPU per statement (ms), over the measured rounds:');
    for (const [sql, { ms, n }] of [...perStatement].sort((a, b) => b[1].ms - a[1].ms)) console.log((ms / n).toFixed(3).padStart(7), String(n).padStart(6), sql);
  }
  await app.close();
  await raw.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

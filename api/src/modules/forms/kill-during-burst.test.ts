import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BOT_CHECK_FIELD, encodeSolution, solveChallenge, type BotCheckChallenge } from '@rv/domain/forms';
import { openPglite } from '../../db/database';
import { testDbKind } from '../../../test/test-app';
import { VALID } from './test-support';
import { closeServer, freePort, until } from '../../../test/process-helpers';

/**
 * The "never lost" promise, tested against the real server process: a burst of lead posts, the
 * process killed with SIGKILL in the middle of it (no shutdown code runs), then restarted on the
 * same data directory. Every acknowledged (200) submission must be in the database, and the CRM
 * webhook must accept every stored submission exactly once across both runs.
 *
 * The embedded database is the case at risk (PostgreSQL's durability is its own), so this runs in
 * the PGlite pass of the API tests only.
 */
const REPO = path.resolve(__dirname, '..', '..', '..', '..');
const SERVER = path.join(REPO, 'api', 'src', 'server.ts');
const BURST = 150;
const CONCURRENCY = 8;
/** The webhook answers this many deliveries in the first run, then holds every later one unanswered. */
const ANSWERED_BEFORE_KILL = 3;
/** Acknowledged posts needed before the kill, so the kill lands between acknowledged and pending work. */
const ACKS_BEFORE_KILL = 10;

const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex');


/** A CRM webhook: `answering` decides whether a delivery gets its 200 or is held without an answer. */
function crmWebhook() {
  const state = {
    answering: (): boolean => true,
    /** Deliveries whose body's referenceId differs from the Idempotency-Key header. */
    mismatched: 0,
    /** Idempotency keys (our reference ids) of deliveries this CRM answered 200, in order. */
    accepted: [] as string[],
    held: 0,
    /** Keys of deliveries held unanswered: the only ones the sender may rightly send again. */
    heldKeys: [] as string[],
    /** Every delivery that reached the CRM, answered or not, by Idempotency-Key. */
    received: new Map<string, number>(),
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const key = String(req.headers['idempotency-key']);
      if ((JSON.parse(body) as { referenceId?: string }).referenceId !== key) state.mismatched += 1;
      state.received.set(key, (state.received.get(key) ?? 0) + 1);
      if (!state.answering()) {
        state.held += 1;
        state.heldKeys.push(key); // Never answered: the sender cannot know it arrived, so it must send it again.
        return;
      }
      state.accepted.push(key);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return { state, server };
}

function startServer(env: NodeJS.ProcessEnv): { child: ChildProcess; exited: Promise<number | null>; output: () => string } {
  let output = '';
  // Node itself with tsx's loader (not the tsx CLI, which runs the server in a child of its own):
  // the signals below must reach the server process.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(base: string, server: ReturnType<typeof startServer>): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code ?? -1));
  await until('the API to answer /api/health', async () => {
    if (exitCode !== undefined) throw new Error(`API exited (${exitCode}) before it was ready:\n${server.output()}`);
    const res = await fetch(`${base}/api/health`).catch(() => undefined);
    return res?.ok;
  }, 240_000);
}

interface StoredSubmission {
  reference_id: string;
  crm_delivered_at: string | null;
  /** Lead rows of the submission: routing shares the store's transaction, so exactly one. */
  routings: number;
}

async function storedLeads(dataDir: string): Promise<{ submissions: StoredSubmission[]; undeliveredOutbox: number }> {
  const db = await openPglite(dataDir);
  try {
    const submissions = (await db.query<StoredSubmission>(
      `SELECT reference_id, crm_delivered_at, (SELECT count(*)::int FROM leads l WHERE l.submission_id = s.id) AS routings
       FROM form_submissions s WHERE source_form = 'lead' ORDER BY id`)).rows;
    const { rows } = await db.query<{ n: string }>("SELECT count(*) AS n FROM outbox WHERE topic LIKE 'crm.%' AND delivered_at IS NULL");
    return { submissions, undeliveredOutbox: Number(rows[0].n) };
  } finally {
    await db.close();
  }
}

const describeOnce = testDbKind === 'pglite' ? describe : describe.skip;

describeOnce('a lead burst survives the API process being killed (real server process, embedded database)', () => {
  jest.setTimeout(600_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rv-kill-burst-'));
  const crm = crmWebhook();
  let servers: Array<ReturnType<typeof startServer>> = [];

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
    await Promise.all(servers.map((s) => s.exited));
    await closeServer(crm.server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged lead and has the CRM accept each stored lead exactly once after restart', async () => {
    await new Promise<void>((resolve) => crm.server.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production',
      PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'warn',
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/leads`,
      // A short lease, so a message the killed process had claimed is taken up soon after the restart.
      OUTBOX_INTERVAL_MS: '50', OUTBOX_LEASE_SECONDS: '5', FORM_RATE_LIMIT_PER_MINUTE: '100000', BOT_CHECK_MAX_NUMBER: '2000',
    };

    // First run: the CRM answers a few deliveries, then holds the rest (a slow CRM at the moment of the crash).
    crm.state.answering = () => crm.state.accepted.length < ANSWERED_BEFORE_KILL;
    const first = startServer(env);
    servers.push(first);
    await waitHealthy(base, first);

    // What the browser does on submit, done ahead so the burst itself is only form posts.
    const tokens = await Promise.all(Array.from({ length: BURST }, async () => {
      const challenge = await (await fetch(`${base}/api/bot-check/challenge`)).json() as BotCheckChallenge;
      const solution = await solveChallenge(challenge, { sha256 });
      if (!solution) throw new Error('bot-check challenge could not be solved');
      return encodeSolution(solution);
    }));

    const acknowledged: string[] = [];
    let failedInFlight = 0;
    let inFlight = 0;
    let killed = false;
    const post = async (i: number) => {
      const body = { ...VALID.lead, email: `burst${i}@example.com`, [BOT_CHECK_FIELD]: tokens[i] };
      inFlight += 1;
      try {
        const res = await fetch(`${base}/api/web/form/lead`, {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
        });
        const answer = await res.json() as { referenceId?: string; message?: string };
        if (res.status !== 200) throw new Error(`lead post ${i} answered ${res.status}: ${answer.message}`);
        acknowledged.push(answer.referenceId as string);
      } catch (error) {
        if (!killed) throw error;
        failedInFlight += 1; // Cut off by the kill: never acknowledged, so the browser would retry.
      } finally {
        inFlight -= 1;
      }
    };
    let next = 0;
    // Past the first acknowledgements the lanes wait for a held CRM delivery, so the kill always lands
    // mid-burst however fast the posts are next to the outbox (it also queues the dealers' e-mails now).
    const killDue = () => acknowledged.length >= ACKS_BEFORE_KILL && crm.state.held > 0;
    const lanes = Array.from({ length: CONCURRENCY }, async () => {
      while (!killed && next < BURST) {
        if (next >= ACKS_BEFORE_KILL + CONCURRENCY) await until('a CRM delivery held before the kill', () => killDue() || killed, 240_000);
        if (!killed) await post(next++);
      }
    });
    const burstDone = Promise.all(lanes);

    // The kill goes in the same turn as the count of posts it cuts into: the lanes post again at once, so
    // a poll that finds none in flight is followed by one that does.
    let inFlightAtKill = 0;
    while (inFlightAtKill === 0) {
      await until('posts in flight while a CRM delivery is held', () => killDue() && inFlight > 0, 240_000);
      inFlightAtKill = inFlight;
    }
    killed = true;
    first.child.kill('SIGKILL');
    await first.exited;
    await burstDone;
    crm.server.closeAllConnections();

    expect(next).toBeLessThan(BURST); // The kill came in the middle of the burst ...
    expect(inFlightAtKill).toBeGreaterThan(0); // ... with posts still in flight (cut, or answered just before).
    const acceptedBeforeKill = [...crm.state.accepted];
    expect(acceptedBeforeKill).toHaveLength(ANSWERED_BEFORE_KILL);

    // Straight after the crash: every acknowledged lead is in the database; those the CRM accepted are marked delivered.
    const afterCrash = await storedLeads(dataDir);
    const storedIds = afterCrash.submissions.map((s) => s.reference_id);
    expect(storedIds).toEqual(expect.arrayContaining(acknowledged));
    const deliveredBeforeKill = afterCrash.submissions.filter((s) => s.crm_delivered_at).map((s) => s.reference_id);
    expect(deliveredBeforeKill.sort()).toEqual([...acceptedBeforeKill].sort());
    expect(afterCrash.undeliveredOutbox).toBe(storedIds.length - ANSWERED_BEFORE_KILL);

    // Second run on the same data directory, with the CRM answering everything.
    crm.state.answering = () => true;
    const second = startServer(env);
    servers.push(second);
    await waitHealthy(base, second);
    const pending = new Set(storedIds.filter((id) => !acceptedBeforeKill.includes(id)));
    // Held deliveries failed on the 10 s timeout and wait out their 5 s back-off before the retry.
    await until('the CRM to accept every pending lead', () =>
      [...pending].every((id) => crm.state.accepted.includes(id)), 240_000);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    servers = [];

    const final = await storedLeads(dataDir);
    expect(final.submissions.map((s) => s.reference_id)).toEqual(storedIds);
    expect(final.submissions.filter((s) => !s.crm_delivered_at)).toEqual([]);
    expect(final.submissions.filter((s) => Number(s.routings) !== 1)).toEqual([]); // Each stored lead routed exactly once.
    expect(final.undeliveredOutbox).toBe(0);
    // Exactly once: the CRM accepted each stored lead one time, and nothing else.
    expect([...crm.state.accepted].sort()).toEqual([...storedIds].sort());
    expect(crm.state.mismatched).toBe(0);
    // Deliveries, not only answers: each stored lead reached the CRM, and a lead reached it twice only if
    // its first delivery was left unanswered (held, then cut by the kill or the timeout): same key each time.
    const repeated = [...crm.state.received].filter(([, n]) => n > 1).map(([key]) => key);
    expect([...crm.state.received.keys()].sort()).toEqual([...storedIds].sort());
    for (const key of repeated) expect(crm.state.heldKeys).toContain(key);
    const deliveries = [...crm.state.received.values()].reduce((a, b) => a + b, 0);
    process.stdout.write(`kill during burst: ${acknowledged.length} acknowledged, ${storedIds.length} stored, ` +
      `${failedInFlight} of ${inFlightAtKill} in flight cut by the kill, ${crm.state.accepted.length} accepted by the CRM, ${deliveries} deliveries, ${repeated.length} sent again after no answer, 0 duplicates accepted\n`);
  });
});

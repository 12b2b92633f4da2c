import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { BOT_CHECK_FIELD, encodeSolution, solveChallenge, type BotCheckChallenge } from '@rv/domain/forms';
import { remotesFileWithDeclaredRoutes, testDbKind } from '../../test/test-app';
import { closeServer, freePort, startServerProcess, until, type ServerProcess } from '../../test/process-helpers';
import { VALID } from '../modules/forms/test-support';
import { fakeWebRoot } from '../../test/fake-web-root';
import { alertHolds, promqlAnswer, promtoolInstalled } from './test-support/promtool';
import { alertRules, metricNamesServed, monitoredNames, parseScrape, unserved, valueOf } from './test-support';

/** Stand-in server builds: the layout reads the site settings, the catalogue page asks a search. */
const LAYOUT = `let f; exports.configureServerRendering = (fn) => { f = fn; };
exports.renderLayout = async (page) => { await f({ method: 'GET', url: '/api/content/v1/single/site_settings' });
  return { html: '<header>' + page.pathname + '</header><main><div id="rv-region-mfe-catalog" class="region"></div></main>', seed: {} }; };`;
const CATALOG_PAGE = `let f; exports.configureServerRendering = (fn) => { f = fn; };
exports.renderPage = async () => { const s = await f({ method: 'POST', url: '/api/search/v1/models', body: JSON.stringify({ size: 2 }) });
  return { html: '<h1>Floorplans ' + s.status + '</h1>', seed: {} }; };`;

/**
 * On the real server process: while the CRM refuses leads the outbox's depth and
 * its oldest message's age rise on the metrics port and the alert's condition holds; once the CRM
 * answers again, both fall and the condition clears.
 */
/** The alert's threshold, small for the test (the rule in production: 600 s). */
const THRESHOLD_SECONDS = Number(process.env.OUTBOX_ALERT_TEST_THRESHOLD_SECONDS ?? 1);
/** deploy/monitoring/alerts.yml's expression, with the test's threshold. */
const ALERT = (alertRules().find((r) => r.alert === 'OutboxMessageOlderThan10Minutes')?.expr ?? '').replace(/> 600$/, `> ${THRESHOLD_SECONDS}`);
const LEADS = 3;

const sha256 = async (text: string) => createHash('sha256').update(text).digest('hex');

/** A CRM webhook on loopback that refuses (503) until `answering` is set. */
function crmReceiver() {
  const state = { answering: false, accepted: 0, refused: 0 };
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      if (state.answering) state.accepted += 1;
      else state.refused += 1;
      res.writeHead(state.answering ? 200 : 503).end();
    });
  });
  return { state, server };
}

const describeOnce = testDbKind === 'pglite' ? describe : describe.skip;

describeOnce('outbox metrics and their alert (real server process, METRICS_PORT)', () => {
  jest.setTimeout(300_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rv-metrics-'));
  const webRoot = fakeWebRoot({ layout: LAYOUT, catalogPage: CATALOG_PAGE });
  const crm = crmReceiver();
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    await closeServer(crm.server);
    for (const dir of [dataDir, webRoot]) rmSync(dir, { recursive: true, force: true });
  });

  it('evaluates the rule file\'s outbox alert expression with the test\'s threshold', () => {
    expect(ALERT).toBe(`max by (kind) (rv_outbox_oldest_message_age_seconds) > ${THRESHOLD_SECONDS}`);
  });

  it('shows the outbox growing while the CRM refuses, the alert true, then both falling once it answers', async () => {
    await new Promise<void>((resolve) => crm.server.listen(0, '127.0.0.1', resolve));
    const [port, metricsPort] = [await freePort(), await freePort()];
    server = await startServerProcess(port, {
      NODE_ENV: 'production', METRICS_PORT: String(metricsPort), DATA_DIR: dataDir, WEB_ROOT: webRoot, REMOTES_FILE: remotesFileWithDeclaredRoutes(),
      LOG_LEVEL: 'warn', OUTBOX_INTERVAL_MS: '100', BOT_CHECK_MAX_NUMBER: '2000',
      // The dealership's new-lead e-mails are delivered (to the development mailbox), so only the CRM's refusals age the outbox.
      DEV_MAILBOX: 'true',
      CRM_WEBHOOK_URL: `http://127.0.0.1:${(crm.server.address() as AddressInfo).port}/leads`,
    }, 240_000);
    const { base } = server;
    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
      expect(res.status).toBe(200);
      return parseScrape(await res.text());
    };

    // The metrics are on their own port only; the public port has no /metrics, the metrics port nothing else.
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/api/health`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { method: 'POST' })).status).toBe(405);
    await fetch(`${base}/api/v1/setting/no-such-setting-4711`);
    await fetch(`${base}/api/no-such-route-4711`);
    // A request of every kind: pages drawn on the server, searches (the third from the cache), a failed
    // sign-in and a browser's Web Vital; each one's metric then has samples.
    const post = (url: string, body: object) => fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const from of [1, 2]) expect((await fetch(`${base}/product/montana/fifth-wheels/floorplans?from=${from}`)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await post('/api/search/v1/brands', { size: 1 })).status).toBe(200);
    expect((await fetch(`${base}/api/site-search/v1/searches?query=kitchen`)).status).toBe(200);
    expect((await post('/api/auth/signin', { username: 'nobody.here', password: 'wrong-password', context: 'DEALER' })).status).toBe(401);
    expect((await post('/api/web-vitals', { name: 'LCP', value: 1500, pageType: 'mfe-catalog' })).status).toBe(204);
    const everyKindRes = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    const everyKindText = await everyKindRes.text();
    // Every metric an alert rule or a dashboard panel reads is served by the running server.
    expect(unserved(monitoredNames(), metricNamesServed(everyKindText))).toEqual([]);
    const everyKind = parseScrape(everyKindText);
    // Two pages asked, and the warm-up's own page of each remote.
    expect(valueOf(everyKind, 'rv_server_render_duration_seconds_count', { page_type: 'mfe-catalog', result: 'drawn' })).toBeGreaterThanOrEqual(2);
    expect(valueOf(everyKind, 'rv_response_cache_lookups_total', { route: '/api/search/v1/brands', result: 'hit' })).toBe(1);
    expect(valueOf(everyKind, 'rv_search_duration_seconds_count', { engine: 'catalog_brands' })).toBe(2);
    expect(valueOf(everyKind, 'rv_search_duration_seconds_count', { engine: 'site_search' })).toBe(1);
    expect(valueOf(everyKind, 'rv_sign_in_failures_total')).toBe(1);
    expect(valueOf(everyKind, 'rv_web_vitals_lcp_seconds_count', { page_type: 'mfe-catalog' })).toBe(1);
    expect(valueOf(everyKind, 'rv_db_query_duration_seconds_count', { db: 'pglite' })).toBeGreaterThan(10);
    expect(valueOf(everyKind, 'rv_db_pool_connections', { state: 'idle' })).toBe(1);
    expect(valueOf(everyKind, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThan(0);
    const before = await scrape();
    expect(valueOf(before, 'rv_outbox_messages', { kind: 'crm' })).toBe(0);
    expect(alertHolds(ALERT, before)).toBe(false);

    for (let i = 0; i < LEADS; i += 1) {
      const challenge = await (await fetch(`${base}/api/bot-check/challenge`)).json() as BotCheckChallenge;
      const solution = await solveChallenge(challenge, { sha256 });
      const res = await fetch(`${base}/api/web/form/lead`, {
        method: 'POST', headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...VALID.lead, email: `m${i}@example.com`, [BOT_CHECK_FIELD]: encodeSolution(solution!) }),
      });
      expect(res.status).toBe(200);
    }
    const refusing = await until('every lead to be refused once by the CRM', async () => {
      const samples = await scrape();
      return (valueOf(samples, 'rv_outbox_delivery_failures_total', { kind: 'crm' }) ?? 0) >= LEADS && samples;
    }, 60_000);
    expect(valueOf(refusing, 'rv_outbox_messages', { kind: 'crm' })).toBe(LEADS);
    const firstAge = valueOf(refusing, 'rv_outbox_oldest_message_age_seconds', { kind: 'crm' }) ?? 0;
    const aged = await until('the oldest message to pass the threshold', async () => {
      const samples = await scrape();
      return (valueOf(samples, 'rv_outbox_oldest_message_age_seconds', { kind: 'crm' }) ?? 0) > THRESHOLD_SECONDS && samples;
    }, 60_000);
    expect(valueOf(aged, 'rv_outbox_oldest_message_age_seconds', { kind: 'crm' })).toBeGreaterThan(firstAge);
    expect(valueOf(aged, 'rv_outbox_messages', { kind: 'crm' })).toBe(LEADS);
    expect(alertHolds(ALERT, aged)).toBe(true);
    // Prometheus's own engine answers the crm group alone (the e-mails were delivered).
    if (promtoolInstalled()) expect(promqlAnswer(ALERT, aged)).toEqual([expect.stringMatching(/^\{kind="crm"\} /)]);
    // Requests are labelled by route pattern, never by the raw path.
    expect(valueOf(aged, 'rv_http_request_duration_seconds_count', { route: '/api/web/form/lead', status_code: '200' })).toBe(LEADS);
    expect(valueOf(aged, 'rv_http_request_duration_seconds_count', { route: '/api/v1/setting/:key' })).toBe(1);
    expect(aged.filter((s) => s.labels.route?.includes('4711'))).toEqual([]);

    // The CRM answers again: the retries (5 s back-off) deliver every lead, and the alert clears.
    crm.state.answering = true;
    const drained = await until('the outbox to drain', async () => {
      const samples = await scrape();
      return valueOf(samples, 'rv_outbox_messages', { kind: 'crm' }) === 0 && samples;
    }, 120_000);
    expect(crm.state.accepted).toBe(LEADS);
    expect(valueOf(drained, 'rv_outbox_oldest_message_age_seconds', { kind: 'crm' })).toBe(0);
    expect(valueOf(drained, 'rv_outbox_deliveries_total', { kind: 'crm' })).toBe(LEADS);
    expect(valueOf(drained, 'rv_outbox_retries_total', { kind: 'crm' })).toBeGreaterThanOrEqual(LEADS);
    expect(alertHolds(ALERT, drained)).toBe(false);
  });
});

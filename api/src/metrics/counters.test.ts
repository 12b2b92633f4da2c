import type { AddressInfo } from 'node:net';
import { testAppPerFile } from '../../test/test-app';
import { SIGN_IN_THROTTLES } from '../modules/auth/rate-limit';
import { enqueueAfter } from '../outbox/outbox';
import { metricsRegistry, readPool } from './metrics';
import { startMetricsServer } from './metrics-server';
import { parseScrape, valueOf, type Sample } from './test-support';

jest.setTimeout(60_000);

// One app (and seeded database) for the file: each describe's requests use names and addresses of their own.
const ctx = testAppPerFile({ config: { metricsPort: 1 } });
const scrape = async () => parseScrape(await metricsRegistry.metrics());

/** What the counters and the request histogram say after requests a user or an attacker makes. */
describe('request, sign-in and rate-limit metrics', () => {

  it('labels requests by route pattern, and a request no route matched as unmatched', async () => {
    expect((await ctx().app.inject({ method: 'GET', url: '/api/v1/setting/no-such-key-4711' })).statusCode).toBeLessThan(500);
    expect((await ctx().app.inject({ method: 'GET', url: '/api/no-such-route-4711' })).statusCode).toBe(404);
    const samples = await scrape();
    expect(valueOf(samples, 'rv_http_request_duration_seconds_count', { method: 'GET', route: '/api/v1/setting/:key' })).toBe(1);
    expect(valueOf(samples, 'rv_http_request_duration_seconds_count', { route: 'unmatched', status_code: '404' })).toBe(1);
    expect(samples.filter((s) => s.labels.route?.includes('4711'))).toEqual([]);
  });

  it('counts wrong passwords as sign-in failures and the account throttle\'s refusal by its limit', async () => {
    const signIn = (i: number) => ctx().app.inject({
      method: 'POST', url: '/api/auth/signin', remoteAddress: `10.51.0.${i + 1}`,
      payload: { username: 'metrics.target', password: 'wrong-password', context: 'DEALER' },
    });
    for (let i = 0; i < SIGN_IN_THROTTLES.perAccount.free; i += 1) expect((await signIn(i)).statusCode).toBe(401);
    expect((await signIn(99)).statusCode).toBe(429);
    const samples = await scrape();
    expect(valueOf(samples, 'rv_sign_in_failures_total')).toBe(SIGN_IN_THROTTLES.perAccount.free);
    expect(valueOf(samples, 'rv_rate_limit_refusals_total', { limit: 'signin:account' })).toBe(1);
    expect(samples.filter((s) => s.labels.limit?.includes('metrics.target') || s.labels.limit?.includes('10.51'))).toEqual([]);
  });

  it('counts a form post over the per-minute limit by the form\'s limit, not its address', async () => {
    const post = () => ctx().app.inject({ method: 'POST', url: '/api/web/form/popup', remoteAddress: '10.51.1.1', payload: {} });
    let status = 0;
    for (let i = 0; i < 100 && status !== 429; i += 1) status = (await post()).statusCode;
    expect(status).toBe(429);
    expect(valueOf(await scrape(), 'rv_rate_limit_refusals_total', { limit: 'form:/api/web/form/popup:ip' })).toBe(1);
  });
});

describe('search, response-cache, sign-in lock and database metrics', () => {
  const models = () => ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: { size: 3 } });

  it('times searches by engine, and counts a repeated search as a cache hit that is not searched again', async () => {
    const before = await scrape();
    const searched = (s = before) => valueOf(s, 'rv_search_duration_seconds_count', { engine: 'catalog_models' }) ?? 0;
    const hits = (s = before) => valueOf(s, 'rv_response_cache_lookups_total', { route: '/api/search/v1/models', result: 'hit' }) ?? 0;
    // Kept once asked twice: the third is answered from the cache.
    for (let i = 0; i < 3; i += 1) expect((await models()).statusCode).toBe(200);
    expect((await ctx().app.inject({ url: '/api/site-search/v1/searches?query=kitchen' })).statusCode).toBe(200);
    const after = await scrape();
    expect(searched(after) - searched()).toBe(2);
    expect(hits(after) - hits()).toBe(1);
    expect(valueOf(after, 'rv_response_cache_lookups_total', { route: '/api/search/v1/models', result: 'miss' })).toBeGreaterThanOrEqual(2);
    expect(valueOf(after, 'rv_search_duration_seconds_count', { engine: 'site_search' })).toBe(1);
  });

  it('counts a sign-in throttle that begins to make attempts wait as one lock, by its subject', async () => {
    const signIn = (i: number) => ctx().app.inject({
      method: 'POST', url: '/api/auth/signin', remoteAddress: `10.52.0.${i + 1}`,
      payload: { username: 'metrics.locked', password: 'wrong-password', context: 'DEALER' },
    });
    const locks = (samples: Sample[]) => valueOf(samples, 'rv_sign_in_locks_total', { subject: 'account' }) ?? 0;
    const before = locks(await scrape());
    for (let i = 0; i <= SIGN_IN_THROTTLES.perAccount.free; i += 1) await signIn(i);
    const samples = await scrape();
    expect(locks(samples) - before).toBe(1);
    expect(valueOf(samples, 'rv_sign_in_locks_total', { subject: 'ip' })).toBeUndefined();
  });

  it('times database statements and shows the pool after a scrape reads it', async () => {
    const before = valueOf(await scrape(), 'rv_db_query_duration_seconds_count', { db: ctx().db.kind }) ?? 0;
    await ctx().db.query('SELECT 1');
    readPool();
    const samples = await scrape();
    expect(valueOf(samples, 'rv_db_query_duration_seconds_count', { db: ctx().db.kind })).toBeGreaterThan(before);
    expect(valueOf(samples, 'rv_db_queries_in_flight', { db: ctx().db.kind })).toBe(0);
    const idle = valueOf(samples, 'rv_db_pool_connections', { state: 'idle' }) ?? -1;
    expect(idle).toBeGreaterThanOrEqual(1);
    expect(valueOf(samples, 'rv_db_pool_waiting_requests')).toBe(0);
  });
});

describe('Web Vitals from browsers', () => {
  const post = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/web-vitals', payload });

  it('keeps LCP and INP in seconds and CLS as a score, by page type; an unknown page type as other', async () => {
    expect((await post({ name: 'LCP', value: 1800, pageType: 'mfe-catalog' })).statusCode).toBe(204);
    expect((await post({ name: 'INP', value: 120, pageType: 'layout' })).statusCode).toBe(204);
    expect((await post({ name: 'CLS', value: 0.04, pageType: '/owners/ann@example.com' })).statusCode).toBe(204);
    const samples = parseScrape(await metricsRegistry.metrics());
    expect(valueOf(samples, 'rv_web_vitals_lcp_seconds_sum', { page_type: 'mfe-catalog' })).toBeCloseTo(1.8);
    expect(valueOf(samples, 'rv_web_vitals_inp_seconds_sum', { page_type: 'layout' })).toBeCloseTo(0.12);
    expect(valueOf(samples, 'rv_web_vitals_cls_sum', { page_type: 'other' })).toBeCloseTo(0.04);
  });

  it.each([
    [{ name: 'FID', value: 10, pageType: 'layout' }, 'name'],
    [{ name: 'LCP', value: -1, pageType: 'layout' }, 'value'],
    [{ name: 'LCP', value: 10, pageType: 'layout', path: '/owners' }, 'path'],
  ])('refuses %j with a 400 naming %s', async (payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(field);
  });
});

describe('outbox gauges at scrape time', () => {
  it('count a message queued for later only once it is due, and age it from then', async () => {
    const { db, app } = ctx();
    const server = await startMetricsServer({ port: 0, host: '127.0.0.1', db, warmingUp: () => false, log: app.log });
    const scrapeServer = async () => parseScrape(await (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`)).text());
    try {
      const id = await enqueueAfter(db, 'lead.first-contact-due', { leadId: 0 }, 3600);
      let samples = await scrapeServer();
      const emails = valueOf(samples, 'rv_outbox_messages', { kind: 'email' });
      expect(valueOf(samples, 'rv_outbox_messages', { kind: 'task' })).toBe(0);
      expect(valueOf(samples, 'rv_outbox_oldest_message_age_seconds', { kind: 'task' })).toBe(0);
      // Due five minutes ago (created long before): five minutes old, and not an e-mail.
      await db.query(`UPDATE outbox SET created_at = now() - interval '2 hours', next_attempt_at = now() - interval '5 minutes' WHERE id = $1`, [id]);
      samples = await scrapeServer();
      expect(valueOf(samples, 'rv_outbox_messages', { kind: 'task' })).toBe(1);
      expect(valueOf(samples, 'rv_outbox_oldest_message_age_seconds', { kind: 'task' })).toBeGreaterThanOrEqual(300);
      expect(valueOf(samples, 'rv_outbox_oldest_message_age_seconds', { kind: 'task' })).toBeLessThan(3600);
      expect(valueOf(samples, 'rv_outbox_messages', { kind: 'email' })).toBe(emails);
      await db.query('DELETE FROM outbox WHERE id = $1', [id]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

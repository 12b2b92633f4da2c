import type http from 'node:http';
import { freePort } from '../../test/process-helpers';
import { testAppPerFile } from '../../test/test-app';
import { startMetricsServer } from './metrics-server';
import { promqlAnswer, promtoolInstalled, runPromtool } from './test-support/promtool';
import { alertRules, dashboard, metricNamesIn, metricNamesServed, MONITORING_DIR, parseScrape, unserved } from './test-support';

/** Prometheus's promtool: CI installs Debian's prometheus package; elsewhere these cases are skipped, and say so. */
const withPromtool = promtoolInstalled() ? it : it.skip;

describe('deploy/monitoring: alert rules and dashboard name only metrics a running API serves', () => {
  const ctx = testAppPerFile({ config: { metricsPort: 1 } });
  let server: http.Server;
  let scraped: Set<string>;

  beforeAll(async () => {
    const port = await freePort();
    server = await startMetricsServer({ port, host: '127.0.0.1', db: ctx().db, warmingUp: () => false, log: ctx().app.log });
    await ctx().app.inject({ method: 'GET', url: '/api/health' });
    scraped = metricNamesServed(await (await fetch(`http://127.0.0.1:${port}/metrics`)).text());
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('reads the metric names out of PromQL', () => {
    expect(metricNamesIn('sum by (le) (rate(a_b_bucket{route!="x", s=~"5.."}[5m])) / ignoring(route) group_left max(c) > 0.1 or up{job="j"} == 0'))
      .toEqual(['a_b_bucket', 'c', 'up']);
  });

  it.each(['OutboxMessageOlderThan10Minutes', 'OutboxDeliveryFailuresRising', 'ServerErrorsOver1Percent', 'LatencyP99OverBudget', 'ReplicaNotReady', 'SignInFailuresSpiking'])(
    'has the alert %s, with an expression, a duration, a severity and a summary', (name) => {
      const rule = alertRules().find((r) => r.alert === name);
      expect(rule).toEqual(expect.objectContaining({ expr: expect.any(String), for: expect.stringMatching(/^\d+[smh]$/) }));
      expect(rule?.labels?.severity).toMatch(/^(page|ticket)$/);
      expect(rule?.annotations?.summary).toEqual(expect.any(String));
    },
  );

  withPromtool('promtool checks the rule file', () => {
    const { status, output } = runPromtool(['check', 'rules', 'alerts.yml'], MONITORING_DIR);
    expect(output).toContain('SUCCESS: 6 rules found');
    expect(status).toBe(0);
  });

  withPromtool('each alert fires when its story happens, after its duration, and not on healthy figures (alerts.test.yml)', () => {
    const { status, output } = runPromtool(['test', 'rules', 'alerts.test.yml'], MONITORING_DIR);
    expect(output).toContain('SUCCESS');
    expect(status).toBe(0);
  });

  withPromtool('evaluates PromQL over a scrape with Prometheus\'s engine', () => {
    const samples = parseScrape('rv_outbox_oldest_message_age_seconds{kind="crm"} 700\nrv_outbox_oldest_message_age_seconds{kind="email"} 3\n');
    expect(promqlAnswer('max by (kind) (rv_outbox_oldest_message_age_seconds) > 600', samples)).toEqual(['{kind="crm"} 7E+02']);
    expect(promqlAnswer('max by (kind) (rv_outbox_oldest_message_age_seconds) > 800', samples)).toEqual([]);
    expect(() => promqlAnswer('max by (kind) (', samples)).toThrow(/could not evaluate/);
  });

  it('every metric a rule reads is in the scrape', () => {
    const names = alertRules().flatMap((rule) => metricNamesIn(rule.expr));
    expect(names.length).toBeGreaterThanOrEqual(8);
    expect(unserved(names, scraped)).toEqual([]);
  });

  it('every metric a dashboard panel queries is in the scrape', () => {
    const names = dashboard.panels.flatMap((panel) => panel.targets.flatMap((target) => metricNamesIn(target.expr)));
    expect(names).toEqual(expect.arrayContaining(['rv_server_render_duration_seconds_bucket', 'rv_response_cache_lookups_total', 'rv_db_pool_connections']));
    expect(names).toEqual(expect.arrayContaining(['rv_outbox_messages', 'nodejs_eventloop_lag_p99_seconds', 'process_resident_memory_bytes']));
    expect(unserved(names, scraped)).toEqual([]);
  });

  it('has unique panel ids and a Prometheus data source input', () => {
    const ids = dashboard.panels.map((panel) => (panel as unknown as { id: number }).id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(JSON.stringify(dashboard)).toContain('${DS_PROMETHEUS}');
  });
});

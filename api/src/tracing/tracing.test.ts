import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { remotesFileWithDeclaredRoutes, testDbKind } from '../../test/test-app';
import { closeServer, freePort, startServerProcess, until, type ServerProcess } from '../../test/process-helpers';
import { fakeWebRoot } from '../../test/fake-web-root';

/**
 * Traces on the real server process (instrumentation hooks modules as they load, so not in jest's own
 * module registry): an OTLP/HTTP receiver on loopback gets one trace per request, from the HTTP server
 * span through the page render and the search to the database statements, with the request id on the
 * trace and on the request's log lines.
 */

const LAYOUT = `
let fetchApi;
exports.configureServerRendering = (fn) => { fetchApi = fn; };
exports.renderLayout = async (page) => {
  const settings = await fetchApi({ method: 'GET', url: '/api/content/v1/single/site_settings' });
  return { html: '<header>' + page.pathname + '</header><main><div id="rv-region-mfe-catalog" class="region"></div></main>', seed: { settings: settings.status } };
};
`;
// Each page asks a search of its own (its "from"), so neither the page nor the search comes from a cache.
const CATALOG_PAGE = `
let fetchApi;
exports.configureServerRendering = (fn) => { fetchApi = fn; };
exports.renderPage = async (page) => {
  const from = Number(new URLSearchParams(page.search).get('from') || 0);
  const search = await fetchApi({ method: 'POST', url: '/api/search/v1/models', body: JSON.stringify({ size: 1, from }) });
  return { html: '<h1>Floorplans</h1><p>search answered ' + search.status + '</p>', seed: {} };
};
`;

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes?: Array<{ key: string; value: { stringValue?: string } }>;
}

/** An OTLP/HTTP (JSON) trace receiver on loopback that keeps every span it is sent. */
function otlpReceiver() {
  const spans: OtlpSpan[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const parsed = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }> };
        for (const resource of parsed.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { spans, server };
}

const attribute = (span: OtlpSpan, key: string) => span.attributes?.find((a) => a.key === key)?.value.stringValue;

const describeOnce = testDbKind === 'pglite' ? describe : describe.skip;

describeOnce('traces over OTLP (real server process, OTEL_EXPORTER_OTLP_ENDPOINT set)', () => {
  jest.setTimeout(600_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'rv-tracing-'));
  const webRoot = fakeWebRoot({ layout: LAYOUT, catalogPage: CATALOG_PAGE });
  const receiver = otlpReceiver();
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    await closeServer(receiver.server);
    for (const dir of [dataDir, webRoot]) rmSync(dir, { recursive: true, force: true });
  });

  it('sends one trace per request with the render, search and database spans, and logs the request id', async () => {
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    const port = await freePort();
    server = await startServerProcess(port, {
      NODE_ENV: 'production', DATA_DIR: dataDir, WEB_ROOT: webRoot, REMOTES_FILE: remotesFileWithDeclaredRoutes(), LOG_LEVEL: 'info', LOG_REQUESTS: 'true',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`, OTEL_BSP_SCHEDULE_DELAY: '100', OTEL_TRACES_SAMPLER: 'always_on',
    }, 480_000);
    const { base } = server;

    const requests = [
      { id: 'trace-page-1', url: '/product/montana/fifth-wheels/floorplans?from=1' },
      { id: 'trace-page-2', url: '/product/montana/fifth-wheels/floorplans?from=2' },
      { id: 'trace-setting-1', url: '/api/v1/setting/no-such-setting' },
    ];
    for (const { id, url } of requests) await (await fetch(`${base}${url}`, { headers: { 'x-request-id': id } })).text();

    for (const { id, url } of requests) {
      // The HTTP server span of the request carries its id; every span of its trace descends from it.
      const root = await until(`the server span of ${url}`, () => receiver.spans.find((s) => !s.parentSpanId && attribute(s, 'rv.request_id') === id), 30_000);
      const traceIds = new Set(receiver.spans.filter((s) => attribute(s, 'rv.request_id') === id).map((s) => s.traceId));
      expect([...traceIds]).toEqual([root.traceId]);
      const names = await until(`the spans of ${url}`, () => {
        const inTrace = receiver.spans.filter((s) => s.traceId === root.traceId).map((s) => s.name);
        return inTrace.includes('pglite query') && (url.startsWith('/api') || inTrace.includes('search')) && inTrace;
      }, 30_000);
      if (!url.startsWith('/api')) expect(names).toEqual(expect.arrayContaining(['render page', 'search', 'pglite query']));
      // The request's log lines (pino JSON on stdout, written asynchronously: the span may arrive first) carry
      // its id and its trace's id.
      const linesOf = () => (server?.output() ?? '').split('\n').filter((line) => line.includes(`"reqId":"${id}"`)).map((line) => JSON.parse(line) as { trace_id?: string });
      const lines = await until(`the incoming and completed log lines of ${url}`, () => linesOf().length >= 2 && linesOf(), 30_000);
      expect(lines.every((line) => line.trace_id === root.traceId)).toBe(true);
    }
    // Two requests, two traces: the page requests share no spans.
    const pageTraces = new Set(receiver.spans.filter((s) => attribute(s, 'rv.request_id')?.startsWith('trace-page-')).map((s) => s.traceId));
    expect(pageTraces.size).toBe(2);

    // A caller's traceparent decides for its request: sampled joins the caller's trace; not sampled makes
    // no span at all, even with every other request traced.
    const callerTrace = '4bf92f3577b34da6a3ce929d0e0e4736';
    for (const [id, flags] of [['trace-caller-not-sampled', '00'], ['trace-caller-sampled', '01']]) {
      await (await fetch(`${base}/product/montana/fifth-wheels/floorplans?from=3${flags}`, {
        headers: { 'x-request-id': id, traceparent: `00-${callerTrace}-00f067aa0ba902b7-${flags}` },
      })).text();
    }
    await until('the spans of the sampled caller', () => receiver.spans.some((s) => s.traceId === callerTrace && s.name === 'render page'), 30_000);
    expect(receiver.spans.filter((s) => s.traceId === callerTrace).map((s) => s.name)).toEqual(expect.arrayContaining(['render page', 'search', 'pglite query']));
    // The request sent before it, not sampled, left no span in any batch sent since.
    expect(receiver.spans.some((s) => attribute(s, 'rv.request_id') === 'trace-caller-not-sampled')).toBe(false);
    expect(server.output()).toContain('"reqId":"trace-caller-not-sampled"');
  });
});

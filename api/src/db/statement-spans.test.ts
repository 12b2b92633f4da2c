import { AlwaysOnSampler, InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { createTestDatabase, testDbKind } from '../../test/test-app';
import { markTracingOn, requestContextManager, requestIdOf } from '../tracing/tracing';
import type { Database } from './database';

jest.setTimeout(60_000);

/**
 * Database statements are traced by the API itself, on PGlite and PostgreSQL alike (no driver
 * instrumentation): a statement inside a traced request is a child span of it holding the statement's text,
 * never its parameters; outside a traced request it makes no span.
 */
describe(`statement spans (${testDbKind})`, () => {
  const exporter = new InMemorySpanExporter();
  let database: { db: Database; dispose(): Promise<void> };

  beforeAll(async () => {
    const provider = new NodeTracerProvider({ sampler: new AlwaysOnSampler(), spanProcessors: [new SimpleSpanProcessor(exporter)] });
    provider.register({ contextManager: requestContextManager() });
    markTracingOn(0);
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());
  beforeEach(() => exporter.reset());

  const SAMPLED = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01';
  const UNSAMPLED = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00';

  it('makes a statement inside a traced request a child span with its text and no parameters', async () => {
    await (async () => {
      requestIdOf({ traceparent: SAMPLED }, 'GET', '/api/example');
      await database.db.query('SELECT $1::text AS secret', ['p4ssw0rd-parameter']);
    })();
    const statement = exporter.getFinishedSpans().find((s) => s.name === `${testDbKind} query`);
    expect(statement?.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c');
    expect(statement?.attributes['db.query.text']).toBe('SELECT $1::text AS secret');
    expect(JSON.stringify(statement?.attributes)).not.toContain('p4ssw0rd');
  });

  it('makes no span for a statement of a request that is not traced', async () => {
    await (async () => {
      requestIdOf({ traceparent: UNSAMPLED }, 'GET', '/api/example');
      await database.db.query('SELECT 1');
    })();
    expect(exporter.getFinishedSpans()).toEqual([]);
  });
});

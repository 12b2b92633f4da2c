import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { AlwaysOnSampler, BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler } from '@opentelemetry/sdk-trace-node';
import { sampleRatio } from './head-sampling';
import { markTracingOn, requestContextManager } from './tracing';

/**
 * Turns tracing on when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (OTLP over HTTP): the server span of
 * each traced request (tracing/request-spans.ts), node-postgres and the API's own render, search and PGlite spans.
 * The exporter reads the standard OTEL_* variables (endpoint, headers); OTEL_SERVICE_NAME defaults to rv-api.
 * Imported first by server.ts, before pg is loaded, so its instrumentation takes.
 */
function startTracing(env: NodeJS.ProcessEnv): NodeTracerProvider | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  env.OTEL_SERVICE_NAME ??= 'rv-api';
  // A sample of requests (5%, or the caller's choice when its traceparent says), chosen as each request
  // comes in: the rest make no span at all. OTEL_TRACES_SAMPLER=always_on traces all.
  const ratio = sampleRatio(env);
  const provider = new NodeTracerProvider({
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register({ contextManager: requestContextManager() });
  // Constructed after register(): it enables itself on the global provider. Statements are traced only
  // inside a traced request: background work (outbox polls) makes none.
  void new PgInstrumentation({ requireParentSpan: true });
  markTracingOn(ratio);
  return provider;
}

const provider = startTracing(process.env);

/** Sends the spans still buffered (on shutdown). */
export const flushTracing = async (): Promise<void> => {
  await provider?.shutdown().catch(() => undefined);
};

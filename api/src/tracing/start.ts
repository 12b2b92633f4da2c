import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { AlwaysOnSampler, BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler } from '@opentelemetry/sdk-trace-node';
import { sampleRatio } from './head-sampling';
import { markTracingOn, requestContextManager } from './tracing';

/**
 * Turns tracing on when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (OTLP over HTTP): the server span of
 * each traced request (begun in tracing.ts, ended in http/request-completion.ts) and the API's own render,
 * search and database-statement spans (PGlite and PostgreSQL alike, db/database.ts).
 * The exporter reads the standard OTEL_* variables (endpoint, headers); OTEL_SERVICE_NAME defaults to rv-api.
 */
function startTracing(env: NodeJS.ProcessEnv): NodeTracerProvider | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  env.OTEL_SERVICE_NAME ??= 'rv-api';
  // A sample of requests (1% by default, or the caller's choice when its traceparent says), chosen as each request
  // comes in: the rest make no span at all. OTEL_TRACES_SAMPLER=always_on traces all.
  const ratio = sampleRatio(env);
  const provider = new NodeTracerProvider({
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register({ contextManager: requestContextManager() });
  markTracingOn(ratio);
  return provider;
}

const provider = startTracing(process.env);

/** Sends the spans still buffered (on shutdown). */
export const flushTracing = async (): Promise<void> => {
  await provider?.shutdown().catch(() => undefined);
};

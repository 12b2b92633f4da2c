import { FastifyOtelInstrumentation } from '@fastify/otel';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { markTracingOn } from './tracing';

/**
 * Turns tracing on when OTEL_EXPORTER_OTLP_ENDPOINT names a collector (OTLP over HTTP): spans of the HTTP
 * server, Fastify's requests and handlers (not each hook: a span per hook doubled the cost), node-postgres and the API's own render, search and PGlite spans.
 * The exporter reads the standard OTEL_* variables (endpoint, headers); OTEL_SERVICE_NAME defaults to rv-api.
 * Imported first by server.ts, before http, fastify and pg are loaded, so their instrumentation takes.
 */
function startTracing(env: NodeJS.ProcessEnv): NodeTracerProvider | undefined {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT && !env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) return undefined;
  env.OTEL_SERVICE_NAME ??= 'rv-api';
  // A sample of requests (5%, or the caller's when traceparent says it is sampled): every request traced
  // cost four times a cached search's CPU (docs/benchmarks.md). OTEL_TRACES_SAMPLER=always_on traces all.
  env.OTEL_TRACES_SAMPLER ??= 'parentbased_traceidratio';
  env.OTEL_TRACES_SAMPLER_ARG ??= '0.05';
  const provider = new NodeTracerProvider({ spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())] });
  provider.register();
  // Constructed after register(): each instrumentation enables itself on the global provider.
  void [new HttpInstrumentation(), new PgInstrumentation(), new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false })];
  markTracingOn();
  return provider;
}

const provider = startTracing(process.env);

/** Sends the spans still buffered (on shutdown). */
export const flushTracing = async (): Promise<void> => {
  await provider?.shutdown().catch(() => undefined);
};

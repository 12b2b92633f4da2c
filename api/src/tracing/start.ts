import { FastifyOtelInstrumentation } from '@fastify/otel';
import { context } from '@opentelemetry/api';
import { isTracingSuppressed } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { AlwaysOnSampler, BatchSpanProcessor, NodeTracerProvider, ParentBasedSampler } from '@opentelemetry/sdk-trace-node';
import { sampleRatio, tracedAtTheDoor } from './head-sampling';
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
  // A sample of requests (5%, or the caller's choice when its traceparent says), chosen as each request
  // comes in: the rest run with tracing suppressed, so no span or attribute is made for them.
  // OTEL_TRACES_SAMPLER=always_on traces all.
  const ratio = sampleRatio(env);
  const provider = new NodeTracerProvider({
    sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  // Constructed after register(): each instrumentation enables itself on the global provider. Only a
  // request admitted at the door starts a trace: background work (outbox polls, CRM calls) makes none.
  void [
    new HttpInstrumentation({
      ignoreIncomingRequestHook: (request) => !tracedAtTheDoor(request.headers.traceparent, ratio),
      requireParentforOutgoingSpans: true,
    }),
    new PgInstrumentation({ requireParentSpan: true }),
    new FastifyOtelInstrumentation({ registerOnInitialization: true, instrumentHooks: false, ignorePaths: () => isTracingSuppressed(context.active()) }),
  ];
  markTracingOn();
  return provider;
}

const provider = startTracing(process.env);

/** Sends the spans still buffered (on shutdown). */
export const flushTracing = async (): Promise<void> => {
  await provider?.shutdown().catch(() => undefined);
};

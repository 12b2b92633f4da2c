import type { FastifyInstance } from 'fastify';
import { context, SpanStatusCode } from '@opentelemetry/api';
import { tracedRequest } from './tracing';

/**
 * Runs a traced request's hooks and handler in its span's context, so the render, search and database spans
 * descend from it, and ends the span with the answer's status. The span is begun with the request id
 * (tracing.ts); an untraced request passes through untouched: OpenTelemetry's HTTP and Fastify
 * instrumentations cost 23-30% of a cached search's CPU even with every request unsampled (docs/benchmarks.md).
 */
export function registerRequestSpans(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const traced = tracedRequest();
    if (!traced) {
      done();
      return;
    }
    const route = request.routeOptions.url;
    if (route) {
      traced.span.updateName(`${request.method} ${route}`);
      traced.span.setAttribute('http.route', route);
    }
    context.with(traced.context, done);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const traced = tracedRequest();
    if (traced) {
      traced.span.setAttribute('http.response.status_code', reply.statusCode);
      if (reply.statusCode >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
      traced.span.end();
    }
    done();
  });
}

import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { SpanStatusCode } from '@opentelemetry/api';
import { metricsEnabled, requestDuration } from '../metrics/metrics';
import { tracedRequest } from '../tracing/tracing';

/** One histogram observe per answered request, by route pattern (`/api/web/form/:form`), never the raw path. */
function observeRequest(request: FastifyRequest, reply: FastifyReply): void {
  requestDuration.observe(
    { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
    reply.elapsedTime / 1000,
  );
}

/** Ends a traced request's server span (begun with its request id, tracing.ts), named by its route, with its status. */
function endRequestSpan(request: FastifyRequest, reply: FastifyReply): void {
  const traced = tracedRequest();
  if (!traced) return;
  const route = request.routeOptions.url;
  if (route) {
    traced.span.updateName(`${request.method} ${route}`);
    traced.span.setAttribute('http.route', route);
  }
  traced.span.setAttribute('http.response.status_code', reply.statusCode);
  if (reply.statusCode >= 500) traced.span.setStatus({ code: SpanStatusCode.ERROR });
  traced.span.end();
}

/**
 * Fastify's log controller, which hears of every answered request once (errors and aborts included): it also
 * records the request's metrics and ends its span, so neither costs every request an onResponse hook.
 */
export class ObservingLogController extends LogController {
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (metricsEnabled()) observeRequest(request, reply);
    endRequestSpan(request, reply);
    super.requestCompleted(error, request, reply, metadata);
  }
}

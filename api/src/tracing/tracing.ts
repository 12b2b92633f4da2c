import { AsyncLocalStorage } from 'node:async_hooks';
import { context, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { isTracingSuppressed } from '@opentelemetry/core';

/**
 * Spans of the API's own work (page render, search, embedded-database statements) and the request id that
 * every log line of a request carries. Tracing is on only when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (tracing/start.ts); off, inSpan calls the work and nothing else.
 */
let tracing = false;
export const tracingOn = (): boolean => tracing;
export function markTracingOn(): void {
  tracing = true;
}

export async function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!tracing || isTracingSuppressed(context.active())) return work();
  return trace.getTracer('rv-api').startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work();
    } catch (error) {
      span.recordException(error instanceof Error ? error : String(error));
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** A span only inside another (a request's): background work such as the outbox's polls makes no traces of its own. */
export function inChildSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  return tracing && trace.getActiveSpan() ? inSpan(name, attributes, work) : work();
}

/** The request being answered, for log lines written outside request.log (a render's warnings, say). */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/**
 * A request id from the proxy (X-Request-Id: nginx's $request_id) when it is a plain token, else a new one.
 * A page's API calls made while it is drawn on the server pass on the page request's id (server-render.ts).
 */
const GIVEN = /^[\w.-]{1,64}$/;
let next = 0;
export function requestIdOf(header: string | string[] | undefined): string {
  const id = typeof header === 'string' && GIVEN.test(header) ? header : `req-${(next += 1).toString(36)}-${process.pid.toString(36)}`;
  // Everything this request does from here on (hooks, handler, render) runs with its id.
  requestContext.enterWith({ reqId: id });
  if (tracing) trace.getActiveSpan()?.setAttribute('rv.request_id', id);
  return id;
}

export const currentRequestId = (): string | undefined => requestContext.getStore()?.reqId;

/** pino's mixin: the request id and trace id on every line written while a request is answered. */
export function logContext(): Record<string, string> {
  const reqId = requestContext.getStore()?.reqId;
  if (!reqId) return {};
  const spanContext = tracing ? trace.getActiveSpan()?.spanContext() : undefined;
  return spanContext ? { reqId, trace_id: spanContext.traceId } : { reqId };
}

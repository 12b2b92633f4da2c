import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingHttpHeaders } from 'node:http';
import { context, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Attributes, type Context, type ContextManager, type Span } from '@opentelemetry/api';
import { tracedAtTheDoor } from './head-sampling';

/**
 * Spans of the API's own work (page render, search, embedded-database statements) and the request id that
 * every log line of a request carries. Tracing is on only when OTEL_EXPORTER_OTLP_ENDPOINT is set
 * (tracing/start.ts); off, inSpan calls the work and nothing else.
 */
let tracing = false;
let ratio = 0;
export const tracingOn = (): boolean => tracing;
export function markTracingOn(sampleRatio: number): void {
  tracing = true;
  ratio = sampleRatio;
}

// A valid traceparent whose flags say "not sampled".
const UNSAMPLED = '00-00000000000000000000000000000001-0000000000000001-00';

/**
 * Headers for a request the API makes to itself while answering one (a page's API calls): they are traced
 * with the request they serve, as its children, or not at all; never as traces of their own.
 */
export function traceHeaders(): Record<string, string> {
  if (!tracing) return {};
  const headers: Record<string, string> = {};
  propagation.inject(context.active(), headers);
  return headers.traceparent ? headers : { traceparent: UNSAMPLED };
}

/** A span of the API's own work inside a traced request; outside one (an untraced request, background work) just the work. */
export async function inSpan<T>(name: string, attributes: Attributes, work: () => Promise<T>): Promise<T> {
  if (!tracing || !trace.getActiveSpan()) return work();
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

/** A traced request's server span and the context its work runs in; the span ends as the answer is sent (http/request-completion.ts). */
export interface TracedRequest {
  span: Span;
  context: Context;
}

/** The request being answered, for log lines written outside request.log (a render's warnings, say), and its span when traced. */
const requestContext = new AsyncLocalStorage<{ reqId?: string; traced?: TracedRequest; otel?: Context }>();

/**
 * OpenTelemetry's active context kept in the request's own AsyncLocalStorage: a second one (the SDK's
 * default context manager) would be carried through every promise and timer of every request, traced or not.
 * Event emitters are not bound: the API's traced work is promises.
 */
export function requestContextManager(): ContextManager {
  const manager: ContextManager = {
    active: () => requestContext.getStore()?.otel ?? ROOT_CONTEXT,
    with: (otel, fn, thisArg, ...args) => requestContext.run({ ...requestContext.getStore(), otel }, () => fn.apply(thisArg, args)),
    bind: (otel, target) => (typeof target === 'function'
      ? (function bound(this: unknown, ...args: unknown[]) { return manager.with(otel, target as (...a: unknown[]) => unknown, this, ...args); }) as typeof target
      : target),
    enable: () => manager,
    disable: () => manager,
  };
  return manager;
}

/**
 * The server span of a request admitted at the door (a caller's traceparent, else the sample ratio), begun
 * before Fastify logs the request so every line of it carries the trace id. A request not admitted makes no
 * span at all.
 */
function beginServerSpan(headers: IncomingHttpHeaders, method: string, path: string, reqId: string): TracedRequest | undefined {
  if (!tracedAtTheDoor(headers.traceparent, ratio)) return undefined;
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = trace.getTracer('rv-api').startSpan(method, {
    kind: SpanKind.SERVER,
    attributes: { 'http.request.method': method, 'url.path': path, 'rv.request_id': reqId },
  }, parent);
  return { span, context: trace.setSpan(parent, span) };
}

/**
 * A request id from the proxy (X-Request-Id: nginx's $request_id) when it is a plain token, else a new one.
 * A page's API calls made while it is drawn on the server pass on the page request's id (server-render.ts).
 */
const GIVEN = /^[\w.-]{1,64}$/;
let next = 0;
export function requestIdOf(headers: IncomingHttpHeaders, method = 'GET', url = '/'): string {
  const header = headers['x-request-id'];
  const id = typeof header === 'string' && GIVEN.test(header) ? header : `req-${(next += 1).toString(36)}-${process.pid.toString(36)}`;
  // Everything this request does from here on (hooks, handler, render) runs with its id and, when traced,
  // in its span's context, so the render, search and database spans descend from it.
  const traced = tracing ? beginServerSpan(headers, method, url.split('?')[0], id) : undefined;
  requestContext.enterWith({ reqId: id, traced, otel: traced?.context });
  return id;
}

export const currentRequestId = (): string | undefined => requestContext.getStore()?.reqId;
/** The span of the request being answered, when it is traced. */
export const tracedRequest = (): TracedRequest | undefined => requestContext.getStore()?.traced;

/** pino's mixin: the request id, and the trace id of a traced request, on every line written while a request is answered. */
export function logContext(): Record<string, string> {
  const scope = requestContext.getStore();
  if (!scope?.reqId) return {};
  return scope.traced ? { reqId: scope.reqId, trace_id: scope.traced.span.spanContext().traceId } : { reqId: scope.reqId };
}

import type { FastifyError, FastifyInstance } from 'fastify';

/** The one error body of the API: the status, a short name and a message that names the field. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
}

export class HttpError extends Error {
  /** Headers the answer carries (Retry-After of a 429). */
  headers?: Record<string, string>;
  /** More of the answer's body beside the message (a 409's conflicting change). */
  details?: Record<string, unknown>;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);

const names: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  413: 'Payload Too Large', 415: 'Unsupported Media Type', 429: 'Too Many Requests', 503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string, field?: string): ApiErrorBody {
  return { statusCode, error: names[statusCode] ?? 'Error', message, ...(field ? { field } : {}) };
}

/** `body/email` with ajv's `must match format "email"` becomes field `email` and `email must match format "email"`. */
function describeValidation(error: FastifyError): { message: string; field?: string } {
  const first = error.validation?.[0];
  if (!first) return { message: error.message };
  const context = error.validationContext ?? 'body';
  const path = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const missing = (first.params as { missingProperty?: string })?.missingProperty;
  const additional = (first.params as { additionalProperty?: string })?.additionalProperty;
  const field = [path, missing].filter(Boolean).join('.') || additional || context;
  if (missing) return { field, message: `${context}.${field} is required` };
  if (additional) return { field, message: `${context}.${additional} is not allowed` };
  return { field, message: `${context}.${field} ${first.message ?? 'is invalid'}` };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const { message, field } = describeValidation(error);
      return reply.status(400).send(errorBody(400, message, field));
    }
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ ...errorBody(error.statusCode, error.message, error.field), ...error.details });
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      if (isDatabaseDown(error)) return reply.status(503).send(errorBody(503, 'The database is not reachable; please try again shortly.'));
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(errorBody(500, 'Something went wrong on our side; the request was not completed.'));
    }
    return reply.status(status).send(errorBody(status, error.message));
  });
}

/**
 * A lost or refused database connection (a restart, a failover): pg gives SQLSTATE 57P01/57P02/57P03 or
 * class 08 when the server said so, a socket code when the network did, and no code at all when the socket
 * closed under a running query or a dead client was reused, hence the two messages.
 */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08006']);
const DOWN_MESSAGES = /Connection terminated unexpectedly|Connection terminated|not queryable|timeout exceeded when trying to connect/i;

function isDatabaseDown(error: Error & { code?: string }): boolean {
  return DOWN_CODES.has(error.code ?? '') || DOWN_MESSAGES.test(error.message ?? '');
}

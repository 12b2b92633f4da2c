import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { findInRequest } from './find-path';

/**
 * Text PostgreSQL cannot store or the client cannot have meant: a NUL character (text and jsonb refuse
 * it, answering a 500), or a lone UTF-16 surrogate (an unpaired `\ud800` escape in JSON or `%ED%A0%80`
 * in a URL, which jsonb refuses and text would store as U+FFFD).
 */
const INVALID_TEXT = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isInvalidText = (item: unknown): boolean => typeof item === 'string' && INVALID_TEXT.test(item);

/**
 * preValidation hook of every route: refuses a NUL or a lone surrogate anywhere in the path parameters,
 * the query, the parsed body (values and keys) or a header with a 400 naming the field, before any of it can reach SQL.
 */
export async function refuseInvalidText(request: FastifyRequest): Promise<void> {
  const found = findInRequest(request, isInvalidText);
  if (found) throw badRequest(`${found.where} must not contain a NUL character or an unpaired surrogate`, found.field);
}

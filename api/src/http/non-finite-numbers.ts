import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';
import { findInRequest } from './find-path';

const isNonFinite = (item: unknown): boolean => typeof item === 'number' && !Number.isFinite(item);

/**
 * preHandler hook of every route: refuses a number that overflowed to ±Infinity with a 400 naming the field.
 * JSON.parse reads `1e309` as Infinity, and ajv coerces the query's `page=1e309` to it and then skips
 * `maximum` (its bound checks run on finite numbers only), so the schema alone lets it through.
 */
export async function refuseNonFiniteNumbers(request: FastifyRequest): Promise<void> {
  const found = findInRequest(request, isNonFinite);
  if (found) throw badRequest(`${found.where} must be a finite number`, found.field);
}

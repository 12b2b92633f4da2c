import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * preHandler for routes declared with `attachValidation: true` whose spec names the error of a bad id: a path
 * parameter failing its schema (say `format: 'uuid'`) is answered 400 with `message` (e.g. 'Invalid Northpass uuid',
 * which the portal silently ignores); any other validation error goes to the error handler as usual.
 */
export const paramErrorsAs = (message: string) => async (request: FastifyRequest): Promise<void> => {
  const error = request.validationError;
  if (!error) return;
  if (error.validationContext !== 'params') throw error;
  const first = (error.validation as Array<{ instancePath?: string }> | undefined)?.[0];
  throw badRequest(message, first?.instancePath?.replace(/^\//, '') || 'params');
};

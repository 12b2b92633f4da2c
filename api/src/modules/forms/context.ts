import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { takeAttempt, type Limit } from '../../http/rate-limit';
import type { BotCheckSettings } from '../bot-check/service';

/** What the form routes share: the database, the bot-check key and the per-IP limit. */
export interface FormsContext {
  db: Database;
  botCheck: BotCheckSettings;
  rateLimit: Limit;
}

/**
 * The per-IP, per-form limit as an onRequest hook: counted in the database before the body is read,
 * so every replica shares it and a refused post costs no parsing.
 */
export function formRateLimit(ctx: FormsContext) {
  return async (request: FastifyRequest): Promise<void> => {
    await takeAttempt(ctx.db, `form:${request.routeOptions.url}:ip:${request.ip}`, ctx.rateLimit);
  };
}

export const requestMeta = (request: FastifyRequest) => ({
  idempotencyKey: request.headers['idempotency-key'] as string | undefined,
  clientIp: request.ip,
  userAgent: request.headers['user-agent'],
});

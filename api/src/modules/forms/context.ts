import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import type { BotCheckSettings } from '../bot-check/service';

/** What the form routes share: the database, the bot-check key and the per-IP limit. */
export interface FormsContext {
  db: Database;
  botCheck: BotCheckSettings;
  rateLimit: { max: number; timeWindow: string };
}

export const requestMeta = (request: FastifyRequest) => ({
  idempotencyKey: request.headers['idempotency-key'] as string | undefined,
  clientIp: request.ip,
  userAgent: request.headers['user-agent'],
});

import type { FastifyInstance, FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppConfig } from './config';
import type { Database } from './db/database';

/** What every API module receives: the database and the configuration. */
export interface ApiContext {
  db: Database;
  config: AppConfig;
}

export type TypedApp = FastifyInstance<RawServerDefault, IncomingMessage, ServerResponse, FastifyBaseLogger, TypeBoxTypeProvider>;

/** A module's routes: a Fastify plugin with the TypeBox type provider and the API context. */
export type ApiPlugin = FastifyPluginAsync<ApiContext, RawServerDefault, TypeBoxTypeProvider>;

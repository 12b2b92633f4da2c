import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';

export const OPENAPI_PATH = '/openapi.json';

/**
 * Publishes the OpenAPI document of every route registered after this call in `api` (the /api context,
 * so the web server's page routes stay out) at `/api/openapi.json`, built from the routes' TypeBox schemas.
 */
export async function registerOpenApi(api: FastifyInstance): Promise<void> {
  await api.register(swagger, {
    openapi: {
      info: { title: 'RV site API', version: '1.0.0', description: 'The HTTP API of the consumer site and the dealer portal.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  });
  api.get(OPENAPI_PATH, { schema: { hide: true } }, async () => api.swagger());
}

import type { FastifyInstance } from 'fastify';
import { requestDuration } from './metrics';

/**
 * One histogram observe per answered request, labelled by the route's pattern (`/api/web/form/:form`),
 * never the raw path; requests no route matched share `unmatched`.
 */
export function registerRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    requestDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

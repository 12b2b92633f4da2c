import type { ApiPlugin } from '../../app-types';
import { TrackingEventsBodySchema, TrackingIdsSchema, TrackingStoredSchema } from './schemas';
import { storeEvents, trackingIds } from './service';

/**
 * First-party tracking replacing the third-party lead-tracking script (spec: the calls). The browser calls
 * these only after cookie consent; the ids then go into lead payloads and the data layer.
 */
export const trackingRoutes: ApiPlugin = async (app, { db, config }) => {
  app.post('/tracking/session', { schema: { response: { 200: TrackingIdsSchema } } }, async (request, reply) => {
    const { ids, setCookies } = trackingIds(request.headers.cookie, config.secureCookies);
    reply.header('Set-Cookie', setCookies).header('Cache-Control', 'no-store');
    return ids;
  });

  app.post('/tracking/events', {
    schema: { body: TrackingEventsBodySchema, response: { 202: TrackingStoredSchema } },
  }, async (request, reply) => {
    const stored = await storeEvents(db, request.body, request.headers.cookie);
    return reply.status(202).send({ stored });
  });
};

import type { Static } from '@sinclair/typebox';
import type { ApiPlugin } from '../../app-types';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/errors';
import { formMessages } from '@rv/domain/forms';
import { mapRoutes } from './map-routes';
import { GeocodeResponseSchema, GeoRequestSchema } from './schemas';
import { geocode, parseLatLng, reverseGeocode } from './service';

function lookup(db: Database, input: Static<typeof GeoRequestSchema>) {
  const prefer = /\.ca(:\d+)?$/i.test(input.host ?? '') ? 'CA' : 'US';
  const point = input.latlng ?? input.location;
  if (!point?.trim()) throw badRequest(formMessages.required('Location'), 'location');
  const position = parseLatLng(point);
  if (position) return reverseGeocode(db, position.lat, position.lng);
  if (input.latlng) throw badRequest(formMessages.invalid('Location'), 'latlng');
  return geocode(db, point, prefer);
}

/** The self-hosted geocoder (spec: the calls, maps service and /api/geo): no outside account needed. */
export const geoRoutes: ApiPlugin = async (app, { db }) => {
  const response = { 200: GeocodeResponseSchema };
  app.get('/geo', { schema: { querystring: GeoRequestSchema, response } }, (request) => lookup(db, request.query));
  // GET bodies are not read by browsers' fetch or Fastify, so the spec's body fields also come by POST.
  app.post('/geo', { schema: { body: GeoRequestSchema, response } }, (request) => lookup(db, request.body));
  mapRoutes(app);
};

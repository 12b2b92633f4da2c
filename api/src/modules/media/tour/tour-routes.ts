import { Type } from '@sinclair/typebox';
import type { ApiContext, TypedApp } from '../../../app-types';
import { notFound } from '../../../http/errors';
import { panoramaJpeg } from './panorama';
import { catalogSearchFor, tourFactsFromRow, tourVersion } from '../../catalog-search';
import { tourScene } from './tour-scene';

const TourParams = Type.Object({
  file: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,80}\\.jpg$', description: 'a floorplan\'s uniqueId and .jpg, e.g. 1234.jpg' }),
});
const TourQuery = Type.Object({ v: Type.Optional(Type.String({ pattern: '^[0-9a-z]{1,16}$', description: 'the revision the catalogue\'s linkto360 names' })) });
/** 2:1, the equirectangular projection a sphere viewer expects. */
export const TOUR_WIDTH = 2048;
/** The address names the drawing's revision, so the image never changes under it. */
const TOUR_CACHE = 'public, max-age=31536000, immutable';
const KEEP = 24;

/** Panoramas already made or being made, by revision: a gallery of cards asks for the same few again. */
function panoramaStore() {
  const made = new Map<string, Promise<Buffer>>();
  return (version: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    const kept = made.get(version);
    if (kept) return kept;
    const making = make();
    making.catch(() => made.delete(version));
    if (made.size >= KEEP) made.delete(made.keys().next().value as string);
    made.set(version, making);
    return making;
  };
}

/** A floorplan's 360° interior (`/media/tour/{uniqueId}.jpg`): a JPEG panorama drawn from its layout, slides and décor. */
export function tourRoutes(app: TypedApp, { db }: ApiContext) {
  const search = catalogSearchFor(db);
  const store = panoramaStore();

  app.get('/media/tour/:file', { schema: { params: TourParams, querystring: TourQuery } }, async (request, reply) => {
    const uniqueId = request.params.file.replace(/\.jpg$/, '');
    const idx = await search.index();
    const position = idx.byUniqueId.get(uniqueId);
    const row = position === undefined ? undefined : idx.rows[position];
    if (!row) throw notFound(`No floorplan "${uniqueId}".`);
    if (!row.has360) throw notFound(`Floorplan "${uniqueId}" has no 360° tour.`);
    const facts = tourFactsFromRow(row);
    const version = tourVersion(facts);
    const etag = `"tour-${version}"`;
    reply.header('Cache-Control', TOUR_CACHE).header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    const bytes = await store(version, () => panoramaJpeg(tourScene(facts), TOUR_WIDTH));
    return reply.type('image/jpeg').send(bytes);
  });
}

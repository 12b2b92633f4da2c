import { Type } from '@sinclair/typebox';
import type { TypedApp } from '../../app-types';
import { HttpError } from '../../http/errors';
import { mapOutlines } from './map-outlines';

/** Where the locator map's optional tile layer comes from ({z}/{x}/{y} template); empty: outlines only. */
export function mapSettings(env: NodeJS.ProcessEnv = process.env): { tileUrl: string; attribution: string } {
  return { tileUrl: env.MAP_TILE_URL ?? '', attribution: env.MAP_TILE_ATTRIBUTION ?? '' };
}

export const MAP_TILE_PATH = '/api/geo/tiles/{z}/{x}/{y}';
const YEAR = 'public, max-age=31536000, immutable';
const TILE_TIMEOUT_MS = 8000;

const MapConfigSchema = Type.Object({
  outlinesUrl: Type.String(),
  tileUrl: Type.Union([Type.String(), Type.Null()]),
  attribution: Type.Union([Type.String(), Type.Null()]),
});
const TileParamsSchema = Type.Object({
  z: Type.Integer({ minimum: 0, maximum: 19 }),
  // At zoom 19 a tile index runs to 2^19 - 1.
  x: Type.Integer({ minimum: 0, maximum: 2 ** 19 - 1 }),
  y: Type.Integer({ minimum: 0, maximum: 2 ** 19 - 1 }),
});

/**
 * The locator map's data (spec: the calls): US/Canada outlines from the bundled atlases, cached for
 * a year under a versioned URL, and an optional tile layer proxied from MAP_TILE_URL (so the page's
 * own origin serves every image and the visitor's address goes to no one else).
 */
export function mapRoutes(app: TypedApp): void {
  app.get('/geo/map', { schema: { response: { 200: MapConfigSchema } } }, async (_request, reply) => {
    const { tileUrl, attribution } = mapSettings();
    reply.header('cache-control', 'public, max-age=300');
    return { outlinesUrl: `/api/geo/outlines/${mapOutlines().version}`, tileUrl: tileUrl ? MAP_TILE_PATH : null, attribution: tileUrl ? attribution || null : null };
  });

  app.get('/geo/outlines/:version', { schema: { params: Type.Object({ version: Type.String({ maxLength: 64 }) }) } }, async (request, reply) => {
    const outlines = mapOutlines();
    if (request.params.version !== outlines.version) {
      throw new HttpError(404, `No map outlines version "${request.params.version}"; ask /api/geo/map for the current one.`);
    }
    return reply.header('cache-control', YEAR).type('application/json').send(outlines.body);
  });

  app.get('/geo/tiles/:z/:x/:y', { schema: { params: TileParamsSchema } }, async (request, reply) => {
    const { tileUrl } = mapSettings();
    if (!tileUrl) throw new HttpError(404, 'No map tile layer is configured (MAP_TILE_URL).');
    const { z, x, y } = request.params;
    const size = 2 ** z;
    if (x >= size) throw new HttpError(400, `Tile x must be below ${size} at zoom ${z}.`, 'x');
    if (y >= size) throw new HttpError(400, `Tile y must be below ${size} at zoom ${z}.`, 'y');
    const url = tileUrl.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    const upstream = await fetch(url, { signal: AbortSignal.timeout(TILE_TIMEOUT_MS) }).catch(() => undefined);
    const type = upstream?.headers.get('content-type') ?? '';
    if (!upstream?.ok || !type.startsWith('image/')) throw new HttpError(502, 'The map tile server did not answer with an image.');
    return reply.header('cache-control', 'public, max-age=86400').type(type).send(Buffer.from(await upstream.arrayBuffer()));
  });
}

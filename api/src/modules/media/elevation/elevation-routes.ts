import { Type } from '@sinclair/typebox';
import type { ApiContext, TypedApp } from '../../../app-types';
import { notFound } from '../../../http/errors';
import { catalogSearchFor, type ModelRow } from '../../catalog-search';
import { RASTER_TYPES, RasterQuery, rasterize, type RasterFormat } from '../raster';
import { drawElevation } from './draw-elevation';
import { liveryFor } from './livery';
import { specsFromRow, type ElevationView } from './specs';

const ElevationParams = Type.Object({
  uniqueId: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,80}$' }),
  file: Type.String({ pattern: '^(side-left|side-right|front|rear)\\.(svg|png|webp)$', description: 'view and format, e.g. side-right.png' }),
});
const BrandTypeParams = Type.Object({
  file: Type.String({ pattern: '^[a-z0-9-]{1,40}--(travel-trailers|fifth-wheels|toy-haulers|destination-trailers)\\.(svg|png|webp)$' }),
});

/** The floorplan a brand and type are shown by: its most popular, newest, then first by reference. */
export function representative(rows: readonly ModelRow[], brandSlug: string, typeClass: string): ModelRow | undefined {
  return rows.filter((r) => r.brand_slug === brandSlug && r.type_class_slug === typeClass && r.show_on_web)
    .sort((a, b) => Number(b.most_popular) - Number(a.most_popular) || b.model_year - a.model_year || a.reference_id.localeCompare(b.reference_id))[0];
}

/**
 * Exterior elevations: `/media/elevation/{uniqueId}/{view}.{svg|png|webp}` for a floorplan, and
 * `/media/brand-elevation/{brand}--{type}.{svg|png|webp}` (door side) for the floorplan a brand and type are shown by.
 */
export function elevationRoutes(app: TypedApp, { db }: ApiContext, cacheControl: string) {
  const search = catalogSearchFor(db);
  const send = async (row: ModelRow, view: ElevationView, format: string, width: number | undefined, reply: { header(k: string, v: string): unknown; type(t: string): unknown }) => {
    const svg = drawElevation(specsFromRow(row), liveryFor(row.brand_slug), view);
    reply.header('Cache-Control', cacheControl);
    if (format === 'svg') {
      reply.type('image/svg+xml');
      return svg;
    }
    reply.type(RASTER_TYPES[format as RasterFormat]);
    return rasterize(svg, format as RasterFormat, width ?? 1200);
  };

  app.get('/media/elevation/:uniqueId/:file', { schema: { params: ElevationParams, querystring: RasterQuery } }, async (request, reply) => {
    const idx = await search.index();
    const position = idx.byUniqueId.get(request.params.uniqueId);
    if (position === undefined) throw notFound(`No floorplan "${request.params.uniqueId}".`);
    const [view, format] = request.params.file.split('.') as [ElevationView, string];
    return send(idx.rows[position], view, format, request.query.w, reply);
  });

  app.get('/media/brand-elevation/:file', { schema: { params: BrandTypeParams, querystring: RasterQuery } }, async (request, reply) => {
    const [name, format] = request.params.file.split('.');
    const [brandSlug, typeClass] = name.split('--');
    const row = representative((await search.index()).rows, brandSlug, typeClass);
    if (!row) throw notFound(`No ${typeClass} of brand "${brandSlug}".`);
    return send(row, 'side-right', format, request.query.w, reply);
  });
}

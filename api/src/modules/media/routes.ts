import { Type } from '@sinclair/typebox';
import { LEAD_BRANDS, TYPE_CLASSES } from '@rv/domain';
import type { ApiPlugin } from '../../app-types';
import { badRequest, notFound } from '../../http/errors';
import { catalogSearchFor } from '../catalog-search/service';
import { brandMarkSvg } from './brand-mark';
import { brochureCoverSvg } from './brochure-cover';
import { brochureRoutes } from './brochure/brochure-routes';
import { ownersManualRoutes } from './owners-manual/owners-manual-routes';
import { avatarSvg, regionMapSvg } from './card-art';
import { siteIconSvg } from './site-icons';
import { interiorSvg, paletteOf, swatchSvg } from './decor-art';
import { elevationRoutes, representative } from './elevation/elevation-routes';
import { COMPANY_LIVERY, liveryFor } from './elevation/livery';
import { specsFromRow } from './elevation/specs';
import { RASTER_TYPES, RasterQuery, rasterize } from './raster';
import { sceneSvg, sceneTrailer } from './scene/scene';
import { tourRoutes } from './tour/tour-routes';
import { videoRoutes } from './video/video-routes';

const NameParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,60}\\.svg$' }) });
const SceneParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,60}\\.(svg|webp)$', description: 'scene and format, e.g. home-banner.webp' }) });
const CoverParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,60}-[0-9]{4}\\.svg$' }) });
const LONG_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
const bare = (name: string) => name.replace(/\.svg$/, '');

/** `{brand}-{year}` of a brochure cover, or a 404 when the brand is unknown. */
function brochureOf(name: string) {
  const match = /^(.+)-(\d{4})$/.exec(bare(name));
  const brand = match && LEAD_BRANDS.find((b) => b.slug === match[1]);
  if (!match || !brand) throw notFound(`No brochure named "${name}".`);
  return { brand, year: match[2] };
}

/** Generated images, videos and documents: elevations, scenes, site videos, brand marks, icons, avatars, brochure covers and PDFs, the region map. */
export const mediaRoutes: ApiPlugin = async (app, context) => {
  const { config } = context;
  elevationRoutes(app, context, LONG_CACHE);
  tourRoutes(app, context);
  brochureRoutes(app, context);
  ownersManualRoutes(app, context);
  videoRoutes(app, context);
  const svg = (path: string, draw: (name: string) => string) =>
    app.get(path, { schema: { params: NameParams } }, async (request, reply) => {
      reply.header('Cache-Control', LONG_CACHE).type('image/svg+xml');
      return draw(bare((request.params as { name: string }).name));
    });
  // A scene named for a brand and type shows the floorplan that brand and type are shown by; others a trailer made from the name.
  const search = catalogSearchFor(context.db);
  // `.webp?w=` is the same scene as a raster (pages offer it in a srcset: a phone paints an SVG on its main thread).
  app.get('/media/scene/:name', { schema: { params: SceneParams, querystring: RasterQuery } }, async (request, reply) => {
    const [name, format] = request.params.name.split('.');
    const drawn = sceneTrailer(name);
    const type = TYPE_CLASSES.find((t) => name.includes(t.slug));
    const row = type ? representative((await search.index()).rows, drawn.brandSlug, type.slug) : undefined;
    const svg = sceneSvg(name, 800, 500, row ? specsFromRow(row) : drawn);
    reply.header('Cache-Control', LONG_CACHE);
    if (format === 'svg') return reply.type('image/svg+xml').send(svg);
    return reply.type(RASTER_TYPES.webp).send(await rasterize(svg, 'webp', request.query.w ?? 1200));
  });
  svg('/media/icon/:name', siteIconSvg);
  svg('/media/avatar/:name', avatarSvg);

  app.get('/media/brand-logo/:name', { schema: { params: NameParams } }, async (request, reply) => {
    const slug = bare(request.params.name);
    const label = slug === 'company' ? config.companyName : LEAD_BRANDS.find((b) => b.slug === slug)?.name;
    if (!label) throw notFound(`No brand with slug "${slug}".`);
    reply.header('Cache-Control', LONG_CACHE).type('image/svg+xml');
    return brandMarkSvg(label, slug === 'company' ? COMPANY_LIVERY : liveryFor(slug));
  });

  app.get('/media/brochure-cover/:name', { schema: { params: CoverParams } }, async (request, reply) => {
    const { brand, year } = brochureOf(request.params.name);
    reply.header('Cache-Control', LONG_CACHE).type('image/svg+xml');
    return brochureCoverSvg(brand.slug, brand.name, year);
  });

  // Décor swatches and interiors, named by their palette: `/media/swatch/f3efe7-8c7b6b-2f2f2f.svg`.
  for (const [path, draw, what] of [['swatch', swatchSvg, 'swatch'], ['interior', interiorSvg, 'interior']] as const) {
    app.get(`/media/${path}/:name`, { schema: { params: NameParams } }, async (request, reply) => {
      const palette = paletteOf(bare(request.params.name));
      if (!palette) throw badRequest(`A ${what} is named by three hex colours, wall-wood-accent (e.g. f3efe7-8c7b6b-2f2f2f.svg).`, 'name');
      reply.header('Cache-Control', LONG_CACHE).type('image/svg+xml');
      return draw(palette, `Décor ${what}`);
    });
  }

  app.get('/media/region-map.svg', async (_request, reply) => {
    reply.header('Cache-Control', LONG_CACHE).type('image/svg+xml');
    return regionMapSvg();
  });
};

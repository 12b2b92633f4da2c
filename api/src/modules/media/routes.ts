import { Type } from '@sinclair/typebox';
import { LEAD_BRANDS } from '@rv/shared-lib/domain/brands';
import type { ApiPlugin } from '../../app-types';
import { notFound } from '../../http/errors';
import { logoSvg, sceneSvg } from './svg-art';

const NameParams = Type.Object({ name: Type.String({ pattern: '^[a-z0-9-]{1,60}\\.svg$' }) });
const LONG_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

/** Generated SVG images: scenes for heroes and callouts, brand and company logos. */
export const mediaRoutes: ApiPlugin = async (app, { config }) => {
  app.get('/media/scene/:name', { schema: { params: NameParams } }, async (request, reply) => {
    reply.header('Cache-Control', LONG_CACHE).type('image/svg+xml');
    return sceneSvg(request.params.name.replace(/\.svg$/, ''));
  });

  app.get('/media/brand-logo/:name', { schema: { params: NameParams } }, async (request, reply) => {
    const slug = request.params.name.replace(/\.svg$/, '');
    const label = slug === 'company' ? config.companyName : LEAD_BRANDS.find((b) => b.slug === slug)?.name;
    if (!label) throw notFound(`No brand with slug "${slug}".`);
    reply.header('Cache-Control', LONG_CACHE).type('image/svg+xml');
    return logoSvg(label);
  });
};

import type { ApiPlugin } from '../app-types';
import { listSearchableDocuments } from '../modules/content';
import { listFloorplanPages } from '../modules/catalog-search';
import { GLOSSARY_PATH } from '@rv/domain/catalog';

/** Content types with a public page of their own (spec: screens and routes, content-type routing). */
const PAGE_TYPES = [
  'home_page', 'page', 'content_page', 'split_content', 'type_landing', 'brands_landing', 'brand_type', 'blog_landing', 'blog_detail',
  'innovation_landing', 'innovation', 'brochures', 'brand_directory', 'howto_landing', 'howto_detail', 'or_landing',
  'or_support_article', 'or_support_brand', 'or_support_category', 'or_support_sub_category',
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** sitemap.xml of every public page from the data, and robots.txt pointing at it. */
export const seoRoutes: ApiPlugin = async (app, { db, config }) => {
  app.get('/sitemap.xml', async (_request, reply) => {
    const docs = await listSearchableDocuments(db, PAGE_TYPES, config.companySlug);
    const floorplans = await listFloorplanPages(db);
    const entries = new Map<string, string | null>();
    for (const doc of docs) if (doc.url.startsWith('/') && !entries.has(doc.url)) entries.set(doc.url, doc.publishedAt.slice(0, 10));
    for (const plan of floorplans) entries.set(`/product/${plan.brandSlug}/${plan.typeClassSlug}/floorplans/${plan.referenceId}`, null);
    for (const path of ['/product', '/find-a-dealer', '/get-matched', '/build-my-rv', '/rv-types', '/inventory', GLOSSARY_PATH]) if (!entries.has(path)) entries.set(path, null);
    const urls = [...entries].map(([path, lastmod]) => `<url><loc>${escapeXml(`${config.publicBaseUrl}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return `User-agent: *\nDisallow: /api/\nDisallow: /ignite/\nDisallow: /studio/\nAllow: /api/media/\nSitemap: ${config.publicBaseUrl}/sitemap.xml\n`;
  });
};

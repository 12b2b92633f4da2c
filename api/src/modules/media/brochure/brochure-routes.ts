import { Type } from '@sinclair/typebox';
import type { ApiContext, TypedApp } from '../../../app-types';
import { brochuresFor } from './brochure-service';
import { buildSheetPdf } from './build-sheet-pdf';

export const BrochureParams = Type.Object({
  name: Type.String({ pattern: '^[a-z0-9-]{1,60}-[0-9]{4}\\.pdf$', description: '{brandSlug}-{modelYear}.pdf, e.g. montana-2026.pdf' }),
});
const BuildParams = Type.Object({
  file: Type.String({ pattern: '^[A-Za-z0-9_-]{16}\\.pdf$', description: 'a saved build\'s token and .pdf, e.g. AbCdEfGhIjKlMnOp.pdf' }),
});
/** A brochure URL names no revision: browsers keep it an hour, then ask again with its ETag. */
export const BROCHURE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/**
 * Brochures (`/media/brochure/{brand}-{year}.pdf`, the address the content's brochure links use) and a saved
 * build's spec sheet (`/media/build/{token}.pdf`), both PDFs made here so no browser bundle carries a PDF library.
 */
export function brochureRoutes(app: TypedApp, { db, config }: ApiContext) {
  const brochures = brochuresFor(db);

  app.get('/media/brochure/:name', { schema: { params: BrochureParams } }, async (request, reply) => {
    const [, brandSlug, year] = /^(.+)-(\d{4})\.pdf$/.exec(request.params.name)!;
    const made = await brochures.brochure(brandSlug, Number(year), config.companyName);
    if (made.generatedMs) request.log.info({ brochure: request.params.name, generatedMs: made.generatedMs, bytes: made.bytes.length }, 'brochure generated');
    reply.header('Cache-Control', BROCHURE_CACHE).header('ETag', made.etag)
      .header('Server-Timing', made.generatedMs ? `pdf;desc="generated";dur=${made.generatedMs}` : 'pdf;desc="kept"');
    if (request.headers['if-none-match'] === made.etag) return reply.status(304).send();
    return reply.type('application/pdf').header('Content-Disposition', `inline; filename="${brandSlug}-${year}.pdf"`).send(made.bytes);
  });

  app.get('/media/build/:file', { schema: { params: BuildParams } }, async (request, reply) => {
    const token = request.params.file.replace(/\.pdf$/, '');
    const bytes = await buildSheetPdf(db, token, config.companyName);
    // Priced as of today: not kept by browsers or shared caches.
    return reply.header('Cache-Control', 'private, no-cache').type('application/pdf')
      .header('Content-Disposition', `attachment; filename="build-${token}.pdf"`).send(bytes);
  });
}

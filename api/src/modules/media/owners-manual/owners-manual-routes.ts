import type { ApiContext, TypedApp } from '../../../app-types';
import { catalogSearchFor } from '../../catalog-search/service';
import { BROCHURE_CACHE, BrochureParams } from '../brochure/brochure-routes';
import { ownersManualContent, ownersManualPdf } from './owners-manual';

/** `/media/owners-manual/{brand}-{year}.pdf`: an owner's manual, addressed and kept as the brochures are. */
export function ownersManualRoutes(app: TypedApp, { db, config }: ApiContext) {
  // An owner's manual, made as the brochure is from the catalogue and the owner library (owners pages link it by brand and year).
  app.get('/media/owners-manual/:name', { schema: { params: BrochureParams } }, async (request, reply) => {
    const [, brandSlug, year] = /^(.+)-(\d{4})\.pdf$/.exec(request.params.name)!;
    const content = await ownersManualContent(db, await catalogSearchFor(db).index(), brandSlug, Number(year));
    const bytes = await ownersManualPdf(content, config.companyName);
    return reply.header('Cache-Control', BROCHURE_CACHE).type('application/pdf')
      .header('Content-Disposition', `inline; filename="${brandSlug}-${year}-owners-manual.pdf"`).send(bytes);
  });
}

import type { ApiPlugin } from '../../app-types';
import { badRequest } from '../../http/errors';
import { normalizeSearchTerm } from '@rv/domain/search';
import { ErrorSchema, SearchesQuerySchema, SearchesResponseSchema, SuggestionsQuerySchema, SuggestionsResponseSchema } from './schemas';
import { createSiteSearch } from './service';
import { timedSearch } from '../../metrics/timed-search';

const errors = { 400: ErrorSchema };

function term(raw: string): string {
  const query = normalizeSearchTerm(raw);
  if (!query) throw badRequest('query must contain a word to search for.', 'query');
  return query;
}

/** The site-search engines of spec (the calls) under /api/site-search/v1 (the front end's serviceClient('siteSearch')). */
export const siteSearchRoutes: ApiPlugin = async (app, { db, config }) => {
  const search = createSiteSearch(db, { companySlug: config.companySlug });

  // Build both engines at start when the seed or an import changed their sources, so the first
  // visitor does not wait; a failure here must not stop the API, the first query retries it.
  app.addHook('onReady', async () => {
    for (const engine of ['site', 'owners'] as const) {
      await search.ensureFresh(engine).catch((error: unknown) => app.log.error({ err: error, engine }, 'site search index build failed'));
    }
  });

  app.get('/site-search/v1/suggestions', {
    schema: { querystring: SuggestionsQuerySchema, response: { 200: SuggestionsResponseSchema, ...errors } },
  }, (request) => timedSearch('site_suggestions', () => search.suggestions(term(request.query.query), request.query.owners ?? false, request.query.size)));

  app.get('/site-search/v1/searches', {
    schema: { querystring: SearchesQuerySchema, response: { 200: SearchesResponseSchema, ...errors } },
  }, (request) => {
    const { query, owners, page, size, category } = request.query;
    return timedSearch('site_search', () => search.search({ query: term(query), owners: owners ?? false, page, size, category: category?.trim() || null }));
  });
};

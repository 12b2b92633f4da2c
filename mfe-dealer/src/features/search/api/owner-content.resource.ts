import { fetchSearchResults, type SiteSearchResult } from '@rv/shared-lib/search';
import { DEALER_SEARCH_PAGE_SIZE } from '../search-rules';
import type { ResultPage } from '../hooks/use-paged-results';

/**
 * GET /site-search/v1/searches on the owners engine: owner support articles, topics and how-tos that
 * answer a buyer's questions. The whole-site engine is not used: it also lists every brand's
 * floorplans, and a dealer sees only their own brands (dealer spec: roles and permissions).
 */
export async function searchOwnerContent(query: string, offset = 0): Promise<ResultPage<SiteSearchResult>> {
  const page = Math.floor(offset / DEALER_SEARCH_PAGE_SIZE) + 1;
  const response = await fetchSearchResults({ query, owners: true, page, size: DEALER_SEARCH_PAGE_SIZE });
  return { items: response.results, total: response.meta.page.total_results };
}

import { searchModels, type Model } from '@rv/shared-lib/catalog';
import { DEALER_SEARCH_PAGE_SIZE } from '../search-rules';
import type { ResultPage } from '../hooks/use-paged-results';

/**
 * POST /search/v1/models with the text filter: the active floorplans of the dealer's brand groups
 * (dealer spec: roles and permissions) whose name, reference id, brand, type or description has every word; each floorplan
 * once, in its newest model year, by name. No brand groups means nothing to show, not every brand.
 * Floorplans sold from dealer stock only are left out, as My Products leaves them out for dealers.
 */
export async function searchDealerFloorplans(query: string, brandGroups: readonly string[], from = 0): Promise<ResultPage<Model>> {
  if (brandGroups.length === 0) return { items: [], total: 0 };
  const response = await searchModels({
    size: DEALER_SEARCH_PAGE_SIZE,
    from,
    filters: { model: { active: true, stockOnly: false, text: query, newestYearOnly: true }, brand: { active: true, group: [...brandGroups] } },
    sort: [{ field: 'name', order: 'asc' }],
    modelSpecifications: [],
  });
  return { items: response.docs, total: response.total.value };
}

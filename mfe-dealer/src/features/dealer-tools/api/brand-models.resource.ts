import { serviceClient } from '@rv/shared-lib';
import { brandCodeQuery, type Model, type SearchResponse } from '@rv/shared-lib/catalog';

/** Floorplans per brand group in the dealer lists (dealer spec: constants and limits, dealer product model search size). */
export const DEALER_MODEL_SEARCH_SIZE = 75;

/** POST /api/search/v1/models: one brand code's active floorplans (brand code mapping of consumer spec (the calls)). */
export async function fetchBrandModels(brandCode: string): Promise<Model[]> {
  const query = brandCodeQuery(brandCode);
  const brand = query.field === 'brand.referenceId' ? { referenceId: [query.value] } : { group: [query.value] };
  const { data } = await serviceClient('search').post<SearchResponse<Model>>('/models', {
    size: DEALER_MODEL_SEARCH_SIZE, from: 0, viewType: 'floorplan', filters: { model: { active: true }, brand },
    modelSpecifications: [], sort: [{ field: 'name', order: 'asc' }],
  }, { read: true });
  return data.docs;
}

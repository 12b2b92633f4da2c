import { serviceClient } from '@rv/shared-lib';
import { brandCodeQuery, type Model, type SearchFilters } from '@rv/shared-lib/catalog';

export interface ModelSearchResponse {
  docs: Model[];
  total: { value: number };
}

/** The floorplans a lead can ask about: active, shown on the web. */
export function brandModelsRequest(brandCode: string) {
  const query = brandCodeQuery(brandCode);
  const brand = query.field === 'brand.referenceId' ? { referenceId: [query.value] } : { group: [query.value] };
  const filters: SearchFilters = { model: { showOnWeb: true, active: true }, brand };
  return { size: 200, from: 0, viewType: 'floorplan' as const, filters, modelSpecifications: [], sort: [{ field: 'name' as const, order: 'asc' as const }] };
}

/** POST /api/search/v1/models for one brand code (spec: the calls, brand code mapping). */
export async function fetchBrandModels(brandCode: string): Promise<Model[]> {
  const { data } = await serviceClient('search').post<ModelSearchResponse>('/models', brandModelsRequest(brandCode), { read: true });
  return data.docs;
}

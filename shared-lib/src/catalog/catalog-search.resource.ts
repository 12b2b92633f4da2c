import { serviceClient } from '@rv/shared-lib';
import { compareText } from '@rv/domain/locale';
import type { ModelFeature } from '@rv/domain/catalog';
import type { Brand, FeaturesResponse, Model, SearchRequest, SearchResponse } from '@rv/domain/catalog';

/** Floorplan cards per page in lists (spec: constants and limits). */
export const MODELS_PER_PAGE = 12;
/** Floorplans on a brand-type spec page (spec: the calls: 75 or 200 for brand spec pages). */
export const SPEC_PAGE_SIZE = 75;

/** POST /search/v1/models: floorplans with filters, sort, paging and aggregates. */
export async function searchModels(request: SearchRequest): Promise<SearchResponse<Model>> {
  const { data } = await serviceClient('search').post<SearchResponse<Model>>('/models', { ...request, viewType: 'floorplan' }, { read: true });
  return data;
}

/** POST /search/v1/brands: brands (one per sub-brand and type class), the filter panel's type cards. */
export async function searchBrands(request: SearchRequest): Promise<SearchResponse<Brand>> {
  const { data } = await serviceClient('search').post<SearchResponse<Brand>>('/brands', { ...request, viewType: 'brand' }, { read: true });
  return data;
}

/** GET /search/v1/models/{id}/features: one model year (uniqueId) or every year of a referenceId, merged by the feature-value rule. */
export async function fetchModelFeatures(id: string): Promise<FeaturesResponse> {
  const { data } = await serviceClient('search').get<FeaturesResponse>(`/models/${encodeURIComponent(id)}/features`);
  return data;
}

/** Option group order, from GET /v1/setting/S-AND-O-GROUP-ORDER; an unreadable setting gives [] (the groups then sort by name). */
export async function fetchGroupOrder(): Promise<string[]> {
  try {
    const { data } = await serviceClient('middleware').get<{ value: unknown }>('/v1/setting/S-AND-O-GROUP-ORDER');
    return Array.isArray(data.value) ? data.value.map(String) : [];
  } catch {
    return [];
  }
}

export interface FeatureGroup { group: string; features: ModelFeature[] }

/** Features grouped by the option group order (unknown groups after, by name), each group by sequence. */
export function groupFeatures(features: readonly ModelFeature[], groupOrder: readonly string[]): FeatureGroup[] {
  const groups = new Map<string, ModelFeature[]>();
  for (const f of features) groups.set(f.group, [...(groups.get(f.group) ?? []), f]);
  const rank = (g: string) => (groupOrder.includes(g) ? groupOrder.indexOf(g) : groupOrder.length);
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || compareText(a, b))
    .map(([group, list]) => ({ group, features: [...list].sort((a, b) => a.sequence - b.sequence || compareText(a.label, b.label)) }));
}

/** S/O/M feature values as words (spec: entities and fields). */
export const FEATURE_VALUE_LABELS = { S: 'Standard', O: 'Optional', M: 'Model-specific' } as const;

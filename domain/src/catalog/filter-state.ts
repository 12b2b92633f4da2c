import { DEFAULT_SORT, FILTER_KEYS, SORT_FIELDS, type SortBy, type SortField } from './filter-keys';
import { regionFilterValues } from './region';
import type { RangeFilterValue, SearchFilters } from './catalog-types';
import type { TowVehicleLimits } from '@rv/domain/towing';
import { parseTowFilter, writeTowFilter } from './tow-filter';

/** A slider's chosen range; null ends are open. */
export interface SliderValue { from: number | null; to: number | null }
export type BrowseBy = 'type' | 'floorplan';

/**
 * The filter panel's state as the URL carries it (spec: entities and fields, filter state, query parameters): selected
 * terms and booleans (['true']), slider ranges, sort, page and an explicit Browse By choice.
 */
export interface FilterState {
  selected: Record<string, string[]>;
  sliders: Record<string, SliderValue>;
  sort: SortBy;
  page: number;
  /** Only when the visitor chose it; otherwise derived (browse-by.ts). */
  browseBy: BrowseBy | null;
  /** Context parameters of spec (screens and routes): the brand to list and the search index to ask. */
  brandName: string | null;
  indexName: string | null;
  /** 'My tow vehicle': floorplans over its towing capacity or payload are hidden. */
  towVehicle?: TowVehicleLimits | null;
}

export const EMPTY_FILTER_STATE: FilterState = { selected: {}, sliders: {}, sort: DEFAULT_SORT, page: 1, browseBy: null, brandName: null, indexName: null, towVehicle: null };

const list = (raw: string | null): string[] => (raw ?? '').split(',').map((v) => v.trim()).filter(Boolean);
const numberOrNull = (raw: unknown): number | null => {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
};

/**
 * Spec (validation rules) range rule: two values send from and to, one value sends from only, a pair whose ends are both
 * 0 or empty is dropped (null).
 */
export function toRangeFilter(values: ReadonlyArray<number | string | null | undefined>): RangeFilterValue | null {
  if (values.length === 0) return null;
  const from = numberOrNull(values[0]);
  if (values.length === 1) return from === null ? null : { from };
  const to = numberOrNull(values[1]);
  if (!from && !to) return null;
  return { from, to };
}

/** A page number counts only when numeric and above 0 (spec: validation rules). */
export function parsePage(raw: string | null): number {
  const n = Number(raw);
  return raw !== null && Number.isInteger(n) && n > 0 ? n : 1;
}

function parseSort(raw: string | null): SortBy {
  const [field, order] = (raw ?? '').split(':');
  if (!(SORT_FIELDS as readonly string[]).includes(field)) return DEFAULT_SORT;
  return { field: field as SortField, order: order === 'desc' ? 'desc' : 'asc' };
}

/** Reads filters from query parameters: any filter key with or without its models./brand. prefix, brandType and brandClass. */
export function parseFilterQuery(params: URLSearchParams): FilterState {
  const read = (key: string) => params.get(key) ?? params.get(`models.${key}`) ?? params.get(`brand.${key}`);
  const state: FilterState = { ...EMPTY_FILTER_STATE, selected: {}, sliders: {} };
  for (const def of FILTER_KEYS) {
    const raw = read(def.key);
    if (raw === null) continue;
    if (def.kind === 'terms') {
      const values = list(raw);
      if (values.length) state.selected[def.key] = values;
    } else if (def.kind === 'boolean') {
      if (raw === 'true') state.selected[def.key] = ['true'];
    } else {
      const range = toRangeFilter(list(raw));
      if (range) state.sliders[def.key] = { from: range.from ?? null, to: range.to ?? null };
    }
  }
  const aliases: Array<[string, string]> = [['brandType', 'brandType'], ['brandClass', 'class']];
  for (const [param, key] of aliases) {
    const values = list(params.get(param));
    if (values.length) state.selected[key] = [...new Set([...(state.selected[key] ?? []), ...values])];
  }
  state.sort = parseSort(params.get('sort'));
  state.page = parsePage(params.get('page'));
  const view = params.get('view');
  state.browseBy = view === 'floorplans' ? 'floorplan' : view === 'types' ? 'type' : null;
  state.brandName = params.get('brandName') || null;
  state.indexName = params.get('indexName') || null;
  state.towVehicle = parseTowFilter(params);
  return state;
}

/** Writes the state back as query parameters in a stable order (filter keys as listed), so URLs are shareable. */
export function serializeFilterQuery(state: FilterState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.brandName) params.set('brandName', state.brandName);
  if (state.indexName) params.set('indexName', state.indexName);
  for (const def of FILTER_KEYS) {
    const values = state.selected[def.key];
    if (values?.length) params.set(def.key, def.kind === 'boolean' ? 'true' : values.join(','));
    const slider = state.sliders[def.key];
    if (slider && (slider.from !== null || slider.to !== null)) params.set(def.key, [slider.from ?? '', slider.to ?? ''].join(','));
  }
  writeTowFilter(params, state.towVehicle);
  if (state.sort.field !== DEFAULT_SORT.field || state.sort.order !== DEFAULT_SORT.order) params.set('sort', `${state.sort.field}:${state.sort.order}`);
  if (state.browseBy) params.set('view', state.browseBy === 'floorplan' ? 'floorplans' : 'types');
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * True when any filter other than region is chosen, the tow vehicle included (Browse By and Clear All read
 * this, spec (states and transitions)). A brandName in the query counts: spec (screens and routes) lists it among the filters a URL sets.
 */
export function hasActiveFilters(state: Pick<FilterState, 'selected' | 'sliders' | 'towVehicle'> & Partial<Pick<FilterState, 'brandName'>>): boolean {
  return Object.entries(state.selected).some(([key, v]) => key !== 'region' && v.length > 0) || Object.keys(state.sliders).length > 0
    || Boolean(state.towVehicle) || Boolean(state.brandName);
}

/** The search request's facet filters for a state; region BOTH adds nothing (spec: states and transitions); the tow vehicle goes as towVehicle. */
export function toSearchFilters(state: Pick<FilterState, 'selected' | 'sliders' | 'towVehicle'>, base: SearchFilters = {}): SearchFilters {
  const filters: SearchFilters = { ...base };
  if (state.towVehicle) filters.towVehicle = { ...state.towVehicle };
  for (const def of FILTER_KEYS) {
    const values = state.selected[def.key];
    if (values?.length) {
      if (def.kind === 'boolean') filters[`models.${def.key}`] = true;
      else if (def.key === 'region') {
        const regions = regionFilterValues(values);
        if (regions.length) filters['models.region'] = regions;
      } else filters[`models.${def.key}`] = values;
    }
    const slider = state.sliders[def.key];
    const range = slider ? toRangeFilter([slider.from, slider.to]) : null;
    if (range) filters[`models.${def.key}`] = range;
  }
  return filters;
}

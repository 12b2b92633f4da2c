import { DEFAULT_SORT } from './filter-keys';
import { hasActiveFilters, type BrowseBy, type FilterState } from './filter-state';

/**
 * Browse By of spec (states and transitions): the visitor's choice wins; otherwise any filter other than region (which includes
 * filters loaded from the URL) means floorplans, and none means types (the default).
 */
export function effectiveBrowseBy(state: Pick<FilterState, 'selected' | 'sliders' | 'browseBy' | 'towVehicle'> & Partial<Pick<FilterState, 'brandName'>>): BrowseBy {
  if (state.browseBy) return state.browseBy;
  return hasActiveFilters(state) ? 'floorplan' : 'type';
}

/** Browse By shows only when more than one type card exists (spec: screens and routes). */
export function showBrowseBy(typeCardCount: number): boolean {
  return typeCardCount > 1;
}

/**
 * The state after choosing filters: any key other than region switches to floorplans and resets paging
 * (spec: states and transitions, filter change).
 */
export function applyFilterChange(state: FilterState, change: Partial<Pick<FilterState, 'selected' | 'sliders' | 'towVehicle'>>, changedKey: string): FilterState {
  const next = { ...state, ...change, page: 1 };
  if (changedKey !== 'region') next.browseBy = 'floorplan';
  return next;
}

export interface ClearAllOptions {
  /** The sort is one the shopper chose with Sort By on this page (not one that came in with a link). */
  sortChosen?: boolean;
}

/**
 * Clear All (spec: states and transitions: back to the path without a query): every filter and slider goes, the query's
 * brandName with them; on a brand-type page the list stays on floorplans, elsewhere Browse By returns to
 * types. Kept: the region choice, the search index, and the sort only when the shopper chose it with
 * Sort By (an order they picked is not a filter); a sort that came in with a link goes back to Featured.
 */
export function clearAllFilters(state: FilterState, { sortChosen = false }: ClearAllOptions = {}): FilterState {
  const region = state.selected.region;
  return {
    ...state,
    selected: region ? { region } : {},
    sliders: {},
    towVehicle: null,
    brandName: null,
    sort: sortChosen ? state.sort : DEFAULT_SORT,
    page: 1,
    browseBy: null,
  };
}

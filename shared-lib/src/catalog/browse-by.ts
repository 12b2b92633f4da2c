import { hasActiveFilters, type BrowseBy, type FilterState } from './filter-state';

/**
 * Browse By of spec §4: the visitor's choice wins; otherwise any filter other than region (which includes
 * filters loaded from the URL) means floorplans, and none means types (the default).
 */
export function effectiveBrowseBy(state: Pick<FilterState, 'selected' | 'sliders' | 'browseBy' | 'towVehicle'>): BrowseBy {
  if (state.browseBy) return state.browseBy;
  return hasActiveFilters(state) ? 'floorplan' : 'type';
}

/** Browse By shows only when more than one type card exists (spec §2). */
export function showBrowseBy(typeCardCount: number): boolean {
  return typeCardCount > 1;
}

/**
 * The state after choosing filters: any key other than region switches to floorplans and resets paging
 * (spec §4 filter change).
 */
export function applyFilterChange(state: FilterState, change: Partial<Pick<FilterState, 'selected' | 'sliders' | 'towVehicle'>>, changedKey: string): FilterState {
  const next = { ...state, ...change, page: 1 };
  if (changedKey !== 'region') next.browseBy = 'floorplan';
  return next;
}

/**
 * Clear All (spec §4): every filter, slider and the sort go; on a brand-type page the list stays on
 * floorplans, elsewhere Browse By returns to types. The region choice and the context parameters stay.
 */
export function clearAllFilters(state: FilterState): FilterState {
  const region = state.selected.region;
  return {
    ...state,
    selected: region ? { region } : {},
    sliders: {},
    towVehicle: null,
    page: 1,
    browseBy: null,
  };
}

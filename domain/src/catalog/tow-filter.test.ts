import { parsePounds, TOW_RATING_MAX_LB, TOW_VEHICLES } from '@rv/domain/towing';
import { clearAllFilters, effectiveBrowseBy } from './browse-by';
import { EMPTY_FILTER_STATE, hasActiveFilters, parseFilterQuery, serializeFilterQuery, toSearchFilters } from './filter-state';
import { matchingTowPreset, parseTowFilter, towFilterSummary, towPresetLimits } from './tow-filter';

const halfTon = TOW_VEHICLES.find((v) => v.id === 'half-ton')!;

describe('tow match as a filter', () => {
  it('reads both ratings from the URL and drops the filter when either is missing or invalid', () => {
    expect(parseTowFilter(new URLSearchParams('towingCapacity=8500&payload=1800'))).toEqual({ towingCapacity: 8500, payload: 1800 });
    expect(parseTowFilter(new URLSearchParams('towingCapacity=8500'))).toBeNull();
    expect(parseTowFilter(new URLSearchParams('towingCapacity=heavy&payload=1800'))).toBeNull();
    expect(parseTowFilter(new URLSearchParams('towingCapacity=-5&payload=1800'))).toBeNull();
    expect(parseTowFilter(new URLSearchParams(`towingCapacity=${TOW_RATING_MAX_LB + 1}&payload=1800`))).toBeNull();
  });

  it('accepts ratings up to the same maximum the API takes', () => {
    expect(parsePounds(String(TOW_RATING_MAX_LB))).toBe(TOW_RATING_MAX_LB);
    expect(parsePounds(String(TOW_RATING_MAX_LB + 1))).toBeNull();
  });

  it('keeps the vehicle in the URL with the other filters, and sends it to the search', () => {
    const state = { ...EMPTY_FILTER_STATE, selected: { type: ['fifth-wheels'] }, sliders: {}, towVehicle: towPresetLimits(halfTon) };
    const query = serializeFilterQuery(state).toString();
    expect(query).toBe('type=fifth-wheels&towingCapacity=8500&payload=1800');
    expect(parseFilterQuery(new URLSearchParams(query)).towVehicle).toEqual({ towingCapacity: 8500, payload: 1800 });
    expect(toSearchFilters(state)).toEqual({ 'models.type': ['fifth-wheels'], towVehicle: { towingCapacity: 8500, payload: 1800 } });
  });

  it('counts as an active filter: Browse By turns to floorplans and Clear All removes it', () => {
    const state = { ...EMPTY_FILTER_STATE, selected: {}, sliders: {}, towVehicle: { towingCapacity: 9000, payload: 1500 } };
    expect(hasActiveFilters(state)).toBe(true);
    expect(effectiveBrowseBy(state)).toBe('floorplan');
    expect(clearAllFilters(state).towVehicle).toBeNull();
    expect(hasActiveFilters(clearAllFilters(state))).toBe(false);
  });

  it('names the preset its ratings match, or just the ratings', () => {
    expect(matchingTowPreset({ towingCapacity: 8500, payload: 1800 })).toBe(halfTon);
    expect(towFilterSummary({ towingCapacity: 8500, payload: 1800 })).toBe('Half-ton truck: 8,500 lb towing, 1,800 lb payload');
    expect(matchingTowPreset({ towingCapacity: 9100, payload: 1800 })).toBeUndefined();
    expect(towFilterSummary({ towingCapacity: 9100, payload: 1750 })).toBe('9,100 lb towing, 1,750 lb payload');
  });
});

import { DEFAULT_SLIDER_BOUNDS, FILTER_KEYS, SORT_OPTIONS, filterKeyDefinition, sizeClassFor } from './filter-keys';

describe('filter keys (consumer spec: entities and fields)', () => {
  it.each([
    'region', 'type', 'typeClass', 'brand', 'class', 'size', 'price', 'sleeps', 'length', 'carry_capacity', 'weight', 'room_priority',
    'room_location', 'number_of_propane_tanks', 'refrigerator_size', 'lpg_size', 'blackwater', 'grey_water', 'fresh_water', 'ac_units',
    'tv_hookups', 'toy_hauler', 'destination_trailer', 'toy_hauler_garage_size', 'generator', 'heat_pump', 'solar',
  ])('knows %s under both prefixes', (key) => {
    expect(filterKeyDefinition(`models.${key}`)?.key).toBe(key);
    expect(filterKeyDefinition(`brand.${key}`)?.key).toBe(key);
  });
  it('rejects unknown keys and prefixes', () => {
    expect(filterKeyDefinition('models.colour')).toBeUndefined();
    expect(filterKeyDefinition('model.price')).toBeUndefined();
  });
  it('has no duplicate keys and a default bound for every range key', () => {
    expect(new Set(FILTER_KEYS.map((k) => k.key)).size).toBe(FILTER_KEYS.length);
    for (const k of FILTER_KEYS.filter((d) => d.kind === 'range')) expect(DEFAULT_SLIDER_BOUNDS[k.key]).toBeDefined();
  });
});

describe('constants (consumer spec: constants and limits)', () => {
  it.each([
    ['price', 15000, 130000], ['sleeps', 2, 18], ['length', 96, 600], ['carry_capacity', 500, 8000], ['weight', 3000, 20000],
    ['fresh_water', 20, 120], ['blackwater', 2, 100], ['grey_water', 20, 150], ['lpg_size', 0, 60], ['toy_hauler_garage_size', 0, 500],
    ['ac_units', 0, 4], ['tv_hookups', 0, 5],
  ])('default bounds of %s are %d-%d', (key, min, max) => expect(DEFAULT_SLIDER_BOUNDS[key]).toEqual({ min, max }));
  it('offers price, length and weight ascending and descending', () => {
    expect(SORT_OPTIONS.map((o) => `${o.sort.field} ${o.sort.order}`)).toEqual(['price asc', 'price desc', 'length asc', 'length desc', 'weight asc', 'weight desc']);
  });
  it.each([[18 * 12, 'Compact'], [26 * 12, 'Mid-Sized'], [33 * 12 + 11, 'Mid-Sized'], [40 * 12, 'Full-Sized']])('%d in is %s', (len, size) => expect(sizeClassFor(len)).toBe(size));
});

import { booleanEnabled, hasToyHaulerResults, sliderBounds, sliderVisible, termOptions, type AggregatePair } from './filter-options';

const aggregates: AggregatePair = {
  global: {
    'models.class': { buckets: [{ key: 'Comfort', docCount: 5 }, { key: 'Luxury', docCount: 3 }, { key: 'Premium', docCount: 0 }] },
    'models.price': { min: 20000, max: 90000 },
  },
  filtered: {
    'models.class': { buckets: [{ key: 'Luxury', docCount: 2 }, { key: 'Comfort', docCount: 0 }] },
    'models.bunkhouse': { buckets: [{ key: 'true', docCount: 0 }, { key: 'false', docCount: 4 }] },
    'models.generator': { buckets: [{ key: 'true', docCount: 2 }] },
    'models.price': { min: 30000, max: 60000 },
    'models.sleeps': { min: 4, max: 4 },
    'models.weight': { min: 0, max: null },
    'models.toy_hauler': { buckets: [{ key: 'true', docCount: 1 }] },
  },
};

describe('spec (states and transitions) option disabling and ordering', () => {
  it('disables options without docs in the global or filtered aggregate and sorts them last', () => {
    expect(termOptions('class', aggregates)).toEqual([
      { code: 'Luxury', label: 'Luxury', disabled: false, count: 2 },
      { code: 'Comfort', label: 'Comfort', disabled: true, count: 0 },
      { code: 'Premium', label: 'Premium', disabled: true, count: 0 },
    ]);
  });
  it('disables nothing without aggregates', () => {
    expect(termOptions('class', null, { codes: ['A', 'B'] }).map((o) => o.disabled)).toEqual([false, false]);
  });
  it('keeps a selected option enabled so it can be unchecked, and uses given codes and labels', () => {
    const options = termOptions('class', aggregates, { codes: ['Comfort'], selected: ['Comfort'], label: (c) => c.toUpperCase() });
    expect(options).toEqual([{ code: 'Comfort', label: 'COMFORT', disabled: false, count: 0 }]);
  });
  it.each([['bunkhouse', false], ['generator', true], ['fireplace', false]])('boolean %s enabled: %p', (key, expected) => {
    expect(booleanEnabled(key, aggregates)).toBe(expected);
  });
  it('enables booleans without aggregates or when checked', () => {
    expect(booleanEnabled('bunkhouse', null)).toBe(true);
    expect(booleanEnabled('bunkhouse', aggregates, true)).toBe(true);
  });
});

describe('spec (states and transitions) slider bounds', () => {
  it.each([
    ['price', { min: 30000, max: 60000 }],
    ['weight', { min: 3000, max: 20000 }],
    ['length', { min: 96, max: 600 }],
    ['sleeps', { min: 4, max: 4 }],
  ])('%s -> %p', (key, expected) => expect(sliderBounds(key, aggregates)).toEqual(expected));
  it('uses the defaults with no aggregate', () => expect(sliderBounds('carry_capacity', null)).toEqual({ min: 500, max: 8000 }));
  it('hides a slider whose min equals max', () => {
    expect(sliderVisible({ min: 4, max: 4 })).toBe(false);
    expect(sliderVisible({ min: 2, max: 18 })).toBe(true);
  });
  it('knows when toy haulers are in the results', () => {
    expect(hasToyHaulerResults(aggregates)).toBe(true);
    expect(hasToyHaulerResults(null)).toBe(false);
  });
});

import {
  formatCount, formatDollars, formatFeetInches, formatFilterValue, formatMsrp, formatRange, formatSpecValue, formatWeight,
  formatQuantity, formatWithUnit, indefiniteArticle, isValidMsrp, normaliseOptionPackageName, titleFromSlug, withIndefiniteArticle,
} from './index';

describe('spec (constants and limits) weight: US-formatted with lb, valid under 100000', () => {
  it.each([
    [8910, '8,910 lb'], [99999, '99,999 lb'], [100000, 'not defined'], [0, 'not defined'], [null, 'not defined'],
    [undefined, 'not defined'], ['4500', '4,500 lb'], [-5, 'not defined'], [Number.NaN, 'not defined'],
  ])('%p -> %p', (value, expected) => expect(formatWeight(value)).toBe(expected));
  it('uses "-" where a table asks for it', () => expect(formatWeight(0, '-')).toBe('-'));
});

describe('spec (constants and limits) length and height: feet and inches', () => {
  it.each([[330, `27' 6"`], [96, `8' 0"`], [600, `50' 0"`], [131, `10' 11"`], [0, 'not defined'], [null, 'not defined']])(
    '%p -> %p', (value, expected) => expect(formatFeetInches(value)).toBe(expected));
});

describe('spec (constants and limits) MSRP: whole dollars with asterisk, TBD when missing, zero or over 1,000,000', () => {
  it.each([
    [67095, '$67,095*'], [67095.6, '$67,096*'], [1_000_000, '$1,000,000*'], [1_000_001, 'TBD'], [0, 'TBD'], [null, 'TBD'], [undefined, 'TBD'],
  ])('%p -> %p', (value, expected) => expect(formatMsrp(value)).toBe(expected));
  it.each([[1, true], [0, false], [2_000_000, false]])('isValidMsrp(%p) is %p', (v, e) => expect(isValidMsrp(v)).toBe(e));
});

describe('counts and units: zero counts as missing', () => {
  it.each([[5, '5'], [0, 'not defined'], [null, 'not defined'], [1234, '1,234']])('count %p -> %p', (v, e) => expect(formatCount(v)).toBe(e));
  it.each([[80, 'gal', '80 gal'], [0, 'gal', 'not defined']])('%p %s -> %p', (v, unit, e) => expect(formatWithUnit(v, unit)).toBe(e));
  it('dollars without asterisk', () => expect(formatDollars(15000)).toBe('$15,000'));
});

describe('spec (constants and limits) range: min-to-max only when min differs from max', () => {
  it.each([
    [20000, 60000, '$20,000 - $60,000'], [30000, 30000, '$30,000'], [null, 45000, '$45,000'], [null, null, 'not defined'], [60000, 20000, '$20,000 - $60,000'],
  ])('%p..%p -> %p', (min, max, expected) => expect(formatRange(min, max, formatDollars)).toBe(expected));
});

describe('spec (constants and limits) option package names', () => {
  it.each([
    ['OPTION PACKAGE 1', 'OPTIONAL PACKAGE ONE'], ['OPTION PACKAGE ONE', 'OPTIONAL PACKAGE ONE'], ['Option Package 2', 'OPTIONAL PACKAGE TWO'],
    ['Heat And Air', 'Heat & Air'], ['Sand and Sun', 'Sand and Sun'], ['OPTIONAL PACKAGE THREE', 'OPTIONAL PACKAGE THREE'],
  ])('%p -> %p', (name, expected) => expect(normaliseOptionPackageName(name)).toBe(expected));
  it('titles slugs', () => expect(titleFromSlug('toy-hauler-fifth-wheels')).toBe('Toy Hauler Fifth Wheels'));
});

describe('counts of things: the noun is singular only for exactly one', () => {
  it.each([
    [1, 'floorplan', undefined, '1 floorplan'], [0, 'floorplan', undefined, '0 floorplans'], [2, 'floorplan', undefined, '2 floorplans'],
    [1234, 'RV type', undefined, '1,234 RV types'], [1, 'unit', undefined, '1 unit'], [1, 'match', 'matches', '1 match'], [3, 'match', 'matches', '3 matches'],
  ])('%p %s -> %p', (count, singular, plural, expected) => expect(formatQuantity(count, singular, plural)).toBe(expected));
});

describe('spec values by code', () => {
  it.each([
    ['MSRP', 67095, '$67,095*'], ['MSRP', null, 'TBD'], ['SHIPPINGWEIGHT', 8910, '8,910 lb'], ['LENGTH', 330, `27' 6"`], ['HEIGHT', 0, 'not defined'],
    ['FRESHWATER', 80, '80 gal'], ['GARAGE-SIZE', 96, '96 sq ft'], ['SLEEPING-CAPACITY', 5, '5'], ['NEW-FLOORPLAN', true, 'Yes'],
    ['BUNKHOUSE', false, 'No'], ['TIRESIZE', 'ST235/80R16', 'ST235/80R16'], ['TIRESIZE', '', 'not defined'], ['LPGCAPACITY', 40, '40 lb'],
    // Seen before the fix: model pages showed the data's "BOTH".
    ['REGION', 'BOTH', 'All regions'], ['REGION', 'EAST', 'East'], ['REGION', 'WEST', 'West'], ['REGION', 'NORTH', 'not defined'],
  ])('%s %p -> %p', (code, value, expected) => expect(formatSpecValue({ code, value: value as never })).toBe(expected));
  it('shows "-" in tables and for no spec at all', () => {
    expect(formatSpecValue({ code: 'HEIGHT', value: null }, '-')).toBe('-');
    expect(formatSpecValue(undefined, '-')).toBe('-');
  });
});

describe('filter value labels', () => {
  it.each([
    ['price', 15000, '$15,000'], ['length', 96, `8' 0"`], ['weight', 3000, '3,000 lb'], ['carry_capacity', 500, 'Up to 500 lb'],
    ['fresh_water', 20, '20 gal'], ['toy_hauler_garage_size', 100, '100 SqFt'], ['sleeps', 4, '4'],
  ])('%s %p -> %p', (key, value, expected) => expect(formatFilterValue(key, value)).toBe(expected));
});

describe('indefinite article before brand names and other words: by the first sound', () => {
  it.each([
    ['Alpine', 'an'], ['Arcadia', 'an'], ['Avalanche', 'an'], ['Impact', 'an'], ['Outback', 'an'], ['Euro', 'a'], ['Unity', 'a'],
    ['Cougar', 'a'], ['Hideout', 'a'], ['Montana', 'a'], ['hour', 'an'], ['one-off', 'a'], ['  Alpine', 'an'], ['', 'a'],
  ])('%p takes %p', (word, article) => expect(indefiniteArticle(word)).toBe(article));
  it('capitalises to start a sentence', () => {
    expect(indefiniteArticle('Alpine', true)).toBe('An');
    expect(indefiniteArticle('Cougar', true)).toBe('A');
  });
  it.each([
    ['Alpine fifth wheel', false, 'an Alpine fifth wheel'], ['Alpine fifth wheel', true, 'An Alpine fifth wheel'],
    ['Cougar', false, 'a Cougar'], ['Outback', true, 'An Outback'],
  ])('%p (capital %p) -> %p', (phrase, capital, expected) => expect(withIndefiniteArticle(phrase, capital)).toBe(expected));
});

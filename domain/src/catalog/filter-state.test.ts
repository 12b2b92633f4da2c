import { applyFilterChange, clearAllFilters, effectiveBrowseBy, showBrowseBy } from './browse-by';
import {
  EMPTY_FILTER_STATE, hasActiveFilters, parseFilterQuery, parsePage, serializeFilterQuery, toRangeFilter, toSearchFilters,
} from './filter-state';
import { buildEntryPath, brandLandingUid, listingFilters, modelDetailPath, tourLink } from './listing-filters';

describe('spec (validation rules) range filters', () => {
  it.each([
    [[20000, 60000], { from: 20000, to: 60000 }],
    [[20000], { from: 20000 }],
    [[0, 0], null],
    [['', ''], null],
    [[null, null], null],
    [[0, 5000], { from: 0, to: 5000 }],
    [['4', '8'], { from: 4, to: 8 }],
    [[], null],
    [['x'], null],
  ])('%p -> %p', (values, expected) => expect(toRangeFilter(values)).toEqual(expected));
});

describe('spec (validation rules) page parameter', () => {
  it.each([['3', 3], ['0', 1], ['-2', 1], ['abc', 1], [null, 1], ['2.5', 1]])('%p -> %p', (raw, expected) => expect(parsePage(raw)).toBe(expected));
});

describe('spec (screens and routes) filters from query parameters', () => {
  it('reads lists, ranges, booleans, prefixed keys and the context parameters', () => {
    const state = parseFilterQuery(new URLSearchParams(
      'brandName=montana&brandType=luxury-fifth-wheels&brandClass=Luxury&indexName=models-2026&models.sleeps=4,8&price=20000,60000&bunkhouse=true&size=Compact,Mid-Sized&sort=price:desc&page=2',
    ));
    expect(state.brandName).toBe('montana');
    expect(state.indexName).toBe('models-2026');
    expect(state.selected).toEqual({ brandType: ['luxury-fifth-wheels'], class: ['Luxury'], bunkhouse: ['true'], size: ['Compact', 'Mid-Sized'] });
    expect(state.sliders).toEqual({ sleeps: { from: 4, to: 8 }, price: { from: 20000, to: 60000 } });
    expect(state.sort).toEqual({ field: 'price', order: 'desc' });
    expect(state.page).toBe(2);
  });

  it('drops unknown keys, false booleans, empty ranges and bad sorts', () => {
    const state = parseFilterQuery(new URLSearchParams('colour=red&bunkhouse=false&price=0,0&sort=colour:asc'));
    expect(state).toEqual(EMPTY_FILTER_STATE);
  });

  it('round-trips through the URL', () => {
    const query = 'brandName=montana&region=WEST&price=20000%2C60000&sleeps=4%2C8&bunkhouse=true&sort=length%3Adesc&view=floorplans&page=3';
    expect(serializeFilterQuery(parseFilterQuery(new URLSearchParams(query))).toString()).toBe(query);
  });

  it('writes nothing for the defaults', () => expect(serializeFilterQuery(EMPTY_FILTER_STATE).toString()).toBe(''));
});

describe('search filters', () => {
  it('sends lists, true flags and ranges; region BOTH adds nothing, EAST adds BOTH', () => {
    const filters = toSearchFilters({ selected: { region: ['BOTH'], class: ['Luxury'], bunkhouse: ['true'] }, sliders: { price: { from: 1, to: 2 } } });
    expect(filters).toEqual({ 'models.class': ['Luxury'], 'models.bunkhouse': true, 'models.price': { from: 1, to: 2 } });
    expect(toSearchFilters({ selected: { region: ['EAST'] }, sliders: {} })).toEqual({ 'models.region': ['BOTH', 'EAST'] });
  });
  it('keeps the named filters given as base', () => {
    expect(toSearchFilters({ selected: {}, sliders: {} }, { model: { active: true } })).toEqual({ model: { active: true } });
  });
});

describe('spec (states and transitions) Browse By', () => {
  const state = { ...EMPTY_FILTER_STATE, selected: {}, sliders: {} };
  it.each([
    [{}, {}, null, 'type'],
    [{ region: ['WEST'] }, {}, null, 'type'],
    [{ class: ['Luxury'] }, {}, null, 'floorplan'],
    [{}, { price: { from: 1, to: 2 } }, null, 'floorplan'],
    [{ class: ['Luxury'] }, {}, 'type', 'type'],
  ] as const)('selected %p sliders %p chosen %p -> %p', (selected, sliders, browseBy, expected) => {
    expect(effectiveBrowseBy({ selected: { ...selected } as Record<string, string[]>, sliders: { ...sliders }, browseBy })).toBe(expected);
  });
  it('shows only with more than one type card', () => {
    expect([0, 1, 2].map(showBrowseBy)).toEqual([false, false, true]);
  });
  it('a filter other than region switches to floorplans and resets paging', () => {
    const next = applyFilterChange({ ...state, page: 4, browseBy: 'type' }, { selected: { class: ['Luxury'] } }, 'class');
    expect(next).toMatchObject({ page: 1, browseBy: 'floorplan' });
    expect(applyFilterChange({ ...state, browseBy: 'type' }, { selected: { region: ['EAST'] } }, 'region').browseBy).toBe('type');
  });
  it('Clear All keeps only the region and returns to the derived view', () => {
    const cleared = clearAllFilters({ ...state, selected: { region: ['EAST'], class: ['Luxury'] }, sliders: { price: { from: 1, to: 2 } }, page: 3, browseBy: 'floorplan' });
    expect(cleared).toMatchObject({ selected: { region: ['EAST'] }, sliders: {}, page: 1, browseBy: null });
    expect(hasActiveFilters(cleared)).toBe(false);
    expect(effectiveBrowseBy(cleared)).toBe('type');
  });
  it('a brandName in the query is a filter from the URL: floorplans of that brand, and Clear All shows', () => {
    const cougar = parseFilterQuery(new URLSearchParams('brandName=cougar'));
    expect(hasActiveFilters(cougar)).toBe(true);
    expect(effectiveBrowseBy(cougar)).toBe('floorplan');
    expect(effectiveBrowseBy({ ...cougar, browseBy: 'type' })).toBe('type');
  });
  it('Clear All takes the query\'s brandName and keeps the search index', () => {
    const cleared = clearAllFilters(parseFilterQuery(new URLSearchParams('brandName=cougar&indexName=models-2026&sleeps=4,6')));
    expect(serializeFilterQuery(cleared).toString()).toBe('indexName=models-2026');
    expect(effectiveBrowseBy(cleared)).toBe('type');
  });
  it('Clear All keeps the sort only when the shopper chose it with Sort By; a sort from a link goes', () => {
    const sorted = parseFilterQuery(new URLSearchParams('sleeps=4,6&sort=price:asc'));
    expect(serializeFilterQuery(clearAllFilters(sorted, { sortChosen: true })).toString()).toBe('sort=price%3Aasc');
    expect(serializeFilterQuery(clearAllFilters(sorted)).toString()).toBe('');
    expect(clearAllFilters(sorted, { sortChosen: false }).sort).toEqual({ field: 'uniqueId', order: 'asc' });
  });
});

describe('listings', () => {
  it('filters a lead brand by url, a sub-brand by referenceId, consumers by showOnWeb, dealers by group', () => {
    expect(listingFilters({ brandName: 'montana', type: 'fifth-wheels' })).toEqual({
      model: { active: true, showOnWeb: true, typeClass: ['fifth-wheels'] }, brand: { active: true, url: ['montana'] },
    });
    expect(listingFilters({ brandName: 'montana-high-country' }).brand).toEqual({ active: true, referenceId: ['HM'] });
    expect(listingFilters({ dealer: true, brandGroups: ['MO'] })).toEqual({ model: { active: true, stockOnly: false }, brand: { active: true, group: ['MO'] } });
  });
  it.each([
    [true, 'https://tours.example/273bh', 'https://tours.example/273bh'], [true, null, null], [false, 'https://tours.example/273bh', null], [false, null, null],
  ])('a 360° tour: has360 %p and linkto360 %p -> %p', (has360, linkto360, expected) => expect(tourLink({ has360, linkto360 })).toBe(expected));
  it('builds the build entry and detail paths', () => {
    const model = { brandSlug: 'montana', typeClassSlug: 'fifth-wheels', referenceId: '273BH' };
    expect(buildEntryPath(model)).toBe('/build-my-rv/montana/fifth-wheels/273BH');
    expect(modelDetailPath(model)).toBe('/product/montana/fifth-wheels/floorplans/273BH');
  });
  it.each([[{ group: 'PP', url: 'passport' }, 'passport'], [{ group: 'ST', url: 'sprinter' }, 'sprinter'], [{ group: 'MO', url: 'montana' }, 'montana']])(
    'brand landing uid of %p is %p', (brand, uid) => expect(brandLandingUid(brand)).toBe(uid));
});

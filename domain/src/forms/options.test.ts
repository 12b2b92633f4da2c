import {
  CA_PROVINCES, COUNTRY_OPTIONS, PURCHASE_TIMEFRAME_OPTIONS, US_STATES, isStateEnabled, smsOptInValue, stateOptionsFor,
} from './options';

describe('option lists (consumer spec: entities and fields)', () => {
  it('purchase time frames: a blank placeholder then the four spans, in order', () => {
    expect(PURCHASE_TIMEFRAME_OPTIONS.map((o) => o.value)).toEqual(['', '1-3 months', '3-6 months', '6 months - 1 year', '1 year or longer']);
  });
  it('offers the countries US and CA', () => expect(COUNTRY_OPTIONS.map((o) => o.value)).toEqual(['US', 'CA']));
  it('lists the 50 states, DC and the territories', () => {
    expect(US_STATES).toHaveLength(57);
    expect(US_STATES.map((s) => s.value)).toEqual(expect.arrayContaining(['IN', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']));
  });
  it('lists the 13 provinces and territories of Canada', () => {
    expect(CA_PROVINCES).toHaveLength(13);
    expect(new Set(CA_PROVINCES.map((p) => p.value)).size).toBe(13);
  });
});

describe('country rule (consumer spec: validation rules)', () => {
  it.each([
    ['US', US_STATES, true], ['CA', CA_PROVINCES, true], ['MX', [], false], [undefined, [], false],
  ])('country %s', (country, options, enabled) => {
    expect(stateOptionsFor(country)).toEqual(options);
    expect(isStateEnabled(country)).toBe(enabled);
  });
  it("SMS opt-in is 'true' when checked and empty otherwise", () => {
    expect(smsOptInValue(true)).toBe('true');
    expect(smsOptInValue(false)).toBe('');
  });
});

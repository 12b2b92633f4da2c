import { EASTERN_STATES, WESTERN_STATES, regionFilterValues, regionForState } from './region';

describe('region from state (consumer spec: states and transitions, Region)', () => {
  it.each([
    ['HI', 'WEST'], ['AK', 'WEST'], ['WA', 'WEST'], ['OR', 'WEST'], ['CA', 'WEST'], ['NV', 'WEST'], ['ID', 'WEST'], ['UT', 'WEST'],
    ['AZ', 'WEST'], ['WY', 'WEST'], ['MT', 'WEST'], ['BC', 'WEST'], ['AB', 'WEST'], ['YT', 'WEST'], ['NT', 'WEST'],
    ['IN', 'EAST'], ['ny', 'EAST'], ['ON', 'EAST'], ['TX', 'EAST'],
    ['PR', 'BOTH'], ['', 'BOTH'], [null, 'BOTH'], [undefined, 'BOTH'],
  ])('%s -> %s', (state, region) => expect(regionForState(state)).toBe(region));

  it('keeps the western list exactly as the spec gives it, and no state on both lists', () => {
    expect(WESTERN_STATES).toHaveLength(15);
    expect(EASTERN_STATES.filter((s) => WESTERN_STATES.includes(s))).toEqual([]);
  });
});

describe('region filter (consumer spec: states and transitions: BOTH adds nothing, else the region plus BOTH)', () => {
  it.each([
    ['BOTH', []],
    [['BOTH'], []],
    ['EAST', ['BOTH', 'EAST']],
    [['WEST'], ['BOTH', 'WEST']],
    ['west', ['BOTH', 'WEST']],
    [['EAST', 'WEST'], ['BOTH', 'EAST', 'WEST']],
    [['EAST', 'BOTH'], ['BOTH', 'EAST']],
    [['BOTH', 'WEST'], ['BOTH', 'WEST']],
    [['BOTH', 'NORTH'], []],
    [[], []],
    [null, []],
    ['NORTH', []],
  ])('%j -> %j', (input, expected) => expect(regionFilterValues(input as string[])).toEqual(expected));

  it('is idempotent: the API applies it to what the site sent and keeps the chosen region', () => {
    for (const chosen of [['EAST'], ['WEST'], ['BOTH'], ['EAST', 'WEST']]) {
      const sent = regionFilterValues(chosen);
      expect(regionFilterValues(sent)).toEqual(sent);
    }
  });
});

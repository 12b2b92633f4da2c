import { isListingPath } from './listing-filters';

describe('which listing URLs list anything (/product/cougar/nope/floorplans is a 404)', () => {
  it.each([
    ['cougar', 'travel-trailers', true], ['cougar-half-ton', 'fifth-wheels', true], ['raptor', 'toy-hauler-fifth-wheels', true],
    ['montana', 'luxury-fifth-wheels', true], ['cougar', 'nope', false], ['nope', 'travel-trailers', false], ['alpine', 'travel-trailers', false],
    ['cougar', '', false],
  ])('%s / %s -> %s', (brand, type, expected) => expect(isListingPath(brand, type)).toBe(expected));
});

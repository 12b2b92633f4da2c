import { parseQuotePreset } from './quote-preset';

describe('the quote form\'s floorplan from its link: bad input is dropped, never an error', () => {
  it.each([
    ['no brand', 'productType=Fifth+Wheels', null],
    ['a brand not on the lead list', 'brand=ZZ&floorPlan=1', null],
    ['a lower-case brand', 'brand=cg', { brand: 'CG' }],
    ['a floor plan without a type', 'brand=CG&floorPlan=340RL', { brand: 'CG' }],
    ['an overlong floor plan', `brand=CG&productType=Travel+Trailers&floorPlan=${'x'.repeat(101)}`, { brand: 'CG', productType: 'Travel Trailers' }],
  ])('%s: %s', (_, query, expected) => expect(parseQuotePreset(new URLSearchParams(query))).toEqual(expected));
});

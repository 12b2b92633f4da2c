import { productPageHeadings } from './product-titles';

describe('My Products pages: a portal title and one h1 (the floorplan detail brings its own)', () => {
  it.each<[Parameters<typeof productPageHeadings>[0], Parameters<typeof productPageHeadings>[1], string, string | null]>([
    ['dealerProducts', {}, 'My Products', 'My Products'],
    ['dealerFloorplans', { brandName: 'cougar', type: 'travel-trailers' }, 'Cougar Travel Trailers Floorplans · My Products', 'Cougar Travel Trailers Floorplans'],
    ['dealerSpecs', { brandName: 'montana', type: 'fifth-wheels' }, 'Montana Fifth Wheels Specifications · My Products', 'Montana Fifth Wheels Specifications'],
    ['dealerSpecs', { brandName: 'cougar-half-ton', type: 'toy-haulers' }, 'Cougar Half-Ton Toy Haulers Specifications · My Products', 'Cougar Half-Ton Toy Haulers Specifications'],
    ['dealerModelDetail', { brandName: 'cougar', type: 'travel-trailers', id: '22MLS' }, 'Cougar 22MLS · My Products', null],
  ])('%s %p', (route, params, title, heading) => {
    expect(productPageHeadings(route, params)).toEqual({ title, heading });
  });
});

import { advisorSearchFilters, parseAdvisorFilters } from './advisor-filters';

const parse = (query: string) => parseAdvisorFilters(new URLSearchParams(query));

describe('product advisor filters (like the floorplan list: brand, type, sleeps, length, price)', () => {
  it('reads every filter from the URL', () => {
    expect(parse('brand=montana&type=fifth-wheels&sleeps=6&maxLength=34&minPrice=40000&maxPrice=80000')).toEqual({
      brand: 'montana', type: 'fifth-wheels', sleeps: 6, maxLength: 34, minPrice: 40000, maxPrice: 80000,
    });
  });

  it('drops values the page does not offer, and a maximum price below the minimum', () => {
    expect(parse('brand=boats&type=yachts&sleeps=3&maxLength=-1&minPrice=60000&maxPrice=40000')).toEqual({
      brand: '', type: '', sleeps: null, maxLength: null, minPrice: 60000, maxPrice: null,
    });
  });

  it('asks the search for the brand, type, sleeps, length in inches, price and nothing over the towing capacity', () => {
    expect(advisorSearchFilters(parse('brand=montana&type=fifth-wheels&sleeps=6&maxLength=34&maxPrice=80000'), 8500)).toEqual({
      model: { showOnWeb: true, active: true, typeClass: ['fifth-wheels'] },
      brand: { active: true, url: ['montana'] },
      'models.weight': { from: 0, to: 8500 },
      'models.sleeps': { from: 6, to: 99 },
      'models.length': { from: 0, to: 408 },
      'models.price': { from: 0, to: 80000 },
    });
    expect(advisorSearchFilters(parse(''), 5000)).toEqual({
      model: { showOnWeb: true, active: true }, brand: { active: true }, 'models.weight': { from: 0, to: 5000 },
    });
  });
});

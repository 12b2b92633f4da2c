import { parseQuotePreset } from '@rv/domain/forms';
import { productTypeName, quoteRequestPath } from './quote-link';

describe('a floorplan\'s Request a Quote link', () => {
  it('opens the quote tab with the brand, the product type as the form lists it, and the floor plan', () => {
    expect(quoteRequestPath({ brandCode: 'CG', typeClassSlug: 'travel-trailers', name: '340RL' }))
      .toBe('/contact-us?form=quote&brand=CG&productType=Travel+Trailers&floorPlan=340RL');
    expect(quoteRequestPath()).toBe('/contact-us?form=quote');
  });

  it('is read back by the quote form', () => {
    const path = quoteRequestPath({ brandCode: 'MO', typeClassSlug: 'fifth-wheels', name: '3831RL' });
    expect(parseQuotePreset(new URLSearchParams(path.split('?')[1]))).toEqual({ brand: 'MO', productType: 'Fifth Wheels', floorPlan: '3831RL' });
  });

  it('names each type class as the lead form lists it; an unknown slug has none', () => {
    expect(productTypeName('toy-haulers')).toBe('Toy Haulers');
    expect(productTypeName('nope')).toBeUndefined();
  });
});

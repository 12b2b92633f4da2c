import { floorplanSearchText, searchTitle } from './sources';

describe('a floorplan\'s search result text reads as the site writes it (seen before the fix: "Weight 10790 lb")', () => {
  const row = {
    model_year: 2026, brand_name: 'Cougar', type_class_slug: 'travel-trailers', type_class_name: 'Travel Trailers', reference_id: '340RL',
    description: 'Rear Living travel trailer with 3 slides, sleeps 6.', sleeps: 6, slides: 1, length: 411, shipping_weight: 10790,
    class: 'Premium', size: 'Full-Sized', bed_type: 'King', bathrooms: '1', rooms: ['Bedroom@Front', 'Kitchen@Middle', 'Living@Rear'],
  };

  it('formats weight, length and counts, and says where the rooms are', () => {
    expect(floorplanSearchText(row)).toBe(
      '2026 Cougar 340RL travel trailer. Rear Living travel trailer with 3 slides, sleeps 6. Sleeps 6, 1 slide, 34\' 3" long, 10,790 lb dry. '
      + 'Premium class, full-sized, king bed, 1 bathroom. Bedroom at the front, kitchen in the middle, living area at the rear.',
    );
    expect(floorplanSearchText(row)).not.toMatch(/Weight \d{5}/);
  });
});

describe('result titles tell a brand\'s page from its owner support page (seen before the fix: two "Montana" tiles)', () => {
  it.each([
    [{ type: 'or_support_brand', title: 'Montana', uid: 'montana' }, 'Montana Owner Support'],
    [{ type: 'brands_landing', title: 'Montana', uid: 'montana' }, 'Montana'],
    [{ type: 'or_support_brand', title: 'Montana owners', uid: 'montana' }, 'Montana owners'],
    [{ type: 'or_support_brand', title: '', uid: 'raptor' }, 'raptor Owner Support'],
  ])('%j -> %s', (doc, title) => expect(searchTitle(doc)).toBe(title));
});

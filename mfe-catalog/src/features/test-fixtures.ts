import type { Aggregates, Model } from '@rv/shared-lib/catalog';

const spec = (code: string, value: unknown, sequence: number, label = code) => ({ code, value, label, description: '', sequence });

/** A floorplan document as the search service returns it, with overrides. */
export function modelFixture(overrides: Partial<Model> & { specs?: Record<string, unknown> } = {}): Model {
  const { specs = {}, ...rest } = overrides;
  const values: Record<string, unknown> = { MSRP: 67095, SHIPPINGWEIGHT: 8910, LENGTH: 330, 'SLEEPING-CAPACITY': 5, 'NEW-FLOORPLAN': true, 'STOCK-ONLY': false, ...specs };
  const image = { url: '/img.svg', alt: 'Montana 273BH floorplan', dimensions: { width: 600, height: 200 } };
  return {
    uniqueId: 'MO-273BH-2026', referenceId: '273BH', uid: 'montana-273bh-2026', name: 'Montana 273BH', description: 'Bunkhouse fifth wheel.',
    brandName: 'Montana', brandSlug: 'montana', brandType: 'luxury-fifth-wheels', brand: { referenceId: 'MO', code: 'MO', group: 'MO', url: 'montana' },
    brandReferenceId: 'MO', typeClass: 'Fifth Wheels', typeClassSlug: 'fifth-wheels', brandNameUrl: 'montana', brandTypeUrl: '/product/montana/fifth-wheels/floorplans',
    toyHaulerUrl: null, destinationTrailerUrl: null, modelYear: 2026, has360: true, linkto360: '/360.svg', active: true, showOnWeb: true, most_popular: false,
    region: 'BOTH', class: 'Luxury', size: 'Full-Sized',
    specifications: Object.fromEntries(Object.entries(values).map(([code, v], i) => [code, spec(code, v, i + 1)])),
    floorplan_main: image, floorplan_thumbnail: { ...image, tiny: image },
    ...rest,
  } as Model;
}

export const aggregatesFixture: { global: Aggregates; filtered: Aggregates } = {
  global: {
    'models.type': { buckets: [{ key: 'fifth-wheels', docCount: 30 }, { key: 'travel-trailers', docCount: 40 }] },
    'models.brand': { buckets: [{ key: 'MO', docCount: 20 }, { key: 'CG', docCount: 10 }] },
    'models.class': { buckets: [{ key: 'Luxury', docCount: 20 }, { key: 'Comfort', docCount: 10 }] },
    'models.price': { min: 20000, max: 130000 },
  },
  filtered: {
    'models.type': { buckets: [{ key: 'fifth-wheels', docCount: 30 }] },
    'models.brand': { buckets: [{ key: 'MO', docCount: 20 }] },
    'models.class': { buckets: [{ key: 'Luxury', docCount: 20 }] },
    'models.price': { min: 20000, max: 130000 },
    'models.sleeps': { min: 4, max: 4 },
    'models.bunkhouse': { buckets: [{ key: 'true', docCount: 3 }] },
    'models.toy_hauler': { buckets: [{ key: 'false', docCount: 30 }] },
  },
};

import { DEFAULT_SLIDER_BOUNDS } from '@rv/domain/catalog';
import { SPEC_DEFINITIONS } from '@rv/domain/catalog';
import { createRandom } from '../random';
import { generateCatalog } from './catalog.seed';
import { brandTypeSlots } from './floorplan-generator';

const catalog = generateCatalog(createRandom(7));
const num = (v: string | null) => Number(v);

describe('generated catalogue (a believable, deterministic catalogue)', () => {
  it('is the same on every run', () => {
    expect(generateCatalog(createRandom(7))).toEqual(catalog);
  });

  it('gives every brand the type classes it builds, 6 to 14 floorplans each, model years 2024 to 2026', () => {
    for (const { brand, typeClass } of brandTypeSlots()) {
      const floorplans = new Set(catalog.filter((m) => m.brand_reference_id === brand.referenceId && m.type_class_slug === typeClass).map((m) => m.reference_id));
      expect(floorplans.size).toBeGreaterThanOrEqual(6);
      expect(floorplans.size).toBeLessThanOrEqual(14);
    }
    expect(new Set(catalog.map((m) => m.model_year))).toEqual(new Set([2024, 2025, 2026]));
    expect(new Set(catalog.map((m) => m.unique_id)).size).toBe(catalog.length);
  });

  it('uses referenceIds the site search recognises (1-4 digits then 1-6 characters, spec (validation rules))', () => {
    for (const m of catalog) expect(m.reference_id).toMatch(/^\d{1,4}[A-Z]{1,6}$/);
  });

  it('keeps specs consistent: GVWR = shipping weight + carrying capacity, garages only on toy haulers', () => {
    for (const m of catalog) {
      expect(num(m.specifications.GVWR)).toBe(m.shipping_weight + m.carrying_capacity);
      expect(num(m.specifications.SHIPPINGWEIGHT)).toBe(m.shipping_weight);
      expect(m.garage_size !== null).toBe(m.type_class_slug === 'toy-haulers');
      expect(m.flags.includes('toy_hauler')).toBe(m.type_class_slug === 'toy-haulers');
      expect(Object.keys(m.specifications).sort()).toEqual(SPEC_DEFINITIONS.map((d) => d.code).sort());
    }
  });

  it('makes a 40 ft fifth wheel heavier than an 18 ft trailer', () => {
    const big = catalog.filter((m) => m.rv_type === 'fifth-wheels' && m.length >= 40 * 12);
    const small = catalog.filter((m) => m.rv_type === 'travel-trailers' && m.length < 19 * 12);
    expect(big.length).toBeGreaterThan(0);
    expect(small.length).toBeGreaterThan(0);
    expect(Math.min(...big.map((m) => m.shipping_weight))).toBeGreaterThan(Math.max(...small.map((m) => m.shipping_weight)));
  });

  it.each([
    ['price', 'price'], ['sleeps', 'sleeps'], ['length', 'length'], ['carry_capacity', 'carrying_capacity'], ['weight', 'shipping_weight'],
    ['fresh_water', 'fresh_water'], ['grey_water', 'grey_water'], ['blackwater', 'black_water'], ['lpg_size', 'lpg_capacity'],
    ['toy_hauler_garage_size', 'garage_size'], ['ac_units', 'ac_units'], ['tv_hookups', 'tv_hookups'],
  ] as const)('keeps %s within the bounds of spec (constants and limits)', (key, column) => {
    const values = catalog.map((m) => m[column]).filter((v): v is number => v !== null);
    expect(Math.min(...values)).toBeGreaterThanOrEqual(DEFAULT_SLIDER_BOUNDS[key].min);
    expect(Math.max(...values)).toBeLessThanOrEqual(DEFAULT_SLIDER_BOUNDS[key].max);
  });

  it('has some new, stock-only and most popular floorplans, every region, size and class', () => {
    for (const flag of ['new_floorplan', 'stock_only', 'most_popular'] as const) {
      const share = catalog.filter((m) => m[flag]).length / catalog.length;
      expect(share).toBeGreaterThan(0.02);
      expect(share).toBeLessThan(0.5);
    }
    expect(new Set(catalog.map((m) => m.region))).toEqual(new Set(['EAST', 'WEST', 'BOTH']));
    expect(new Set(catalog.map((m) => m.size))).toEqual(new Set(['Compact', 'Mid-Sized', 'Full-Sized']));
    expect(new Set(catalog.map((m) => m.class))).toEqual(new Set(['Comfort', 'Premium', 'Luxury']));
    expect(new Set(catalog.map((m) => m.brand_type)).size).toBe(9);
  });

  it('makes exactly N model records with --models N', () => {
    const big = generateCatalog(createRandom(7), 2500);
    expect(big).toHaveLength(2500);
    expect(new Set(big.map((m) => m.unique_id)).size).toBe(2500);
  });
});

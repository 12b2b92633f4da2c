import type { Aggregates, Brand, Model, SearchResponse } from '@rv/domain/catalog';
import { testDbKind, testAppPerFile } from '../../../test/test-app';

// Generous: these suites share a busy 2-core machine with the rest of the workspace's tests.
jest.setTimeout(30000);

const ctx = testAppPerFile();

async function post<D>(url: string, body: object): Promise<SearchResponse<D>> {
  const res = await ctx().app.inject({ method: 'POST', url: `/api/search/v1/${url}`, payload: body });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const bucket = (aggs: Aggregates, key: string, value: string) => aggs[key].buckets!.find((b) => b.key === value)?.docCount ?? 0;
const count = async (sql: string) => Number((await ctx().db.query<{ n: string }>(`SELECT count(*) AS n FROM catalog_models m WHERE ${sql}`)).rows[0].n);

describe(`aggregates (${testDbKind})`, () => {
  it('answers global aggregates for the whole index and filtered ones for the current filters', async () => {
    const res = await post<Model>('models', { size: 0, returnAggregates: true, filters: { 'models.typeClass': ['toy-haulers'], 'models.sleeps': { from: 6 } } });
    const { global, filtered } = res.aggregates!;
    expect(global['models.typeClass'].buckets!.map((b) => b.key).sort()).toEqual(['destination-trailers', 'fifth-wheels', 'toy-haulers', 'travel-trailers']);
    expect(bucket(global, 'models.typeClass', 'fifth-wheels')).toBe(await count("type_class_slug = 'fifth-wheels'"));
    expect(bucket(global, 'models.size', 'Compact') + bucket(global, 'models.size', 'Mid-Sized') + bucket(global, 'models.size', 'Full-Sized')).toBe(await count('true'));
    expect(global['models.class'].buckets!.map((b) => b.key).sort()).toEqual(['Comfort', 'Luxury', 'Premium']);
    expect(global['models.region'].buckets!.map((b) => b.key).sort()).toEqual(['BOTH', 'EAST', 'WEST']);
    // Another key's aggregate counts only the matching models ...
    expect(bucket(filtered, 'models.toy_hauler', 'true')).toBe(res.total.value);
    expect(bucket(filtered, 'models.class', 'Luxury')).toBe(await count("type_class_slug = 'toy-haulers' AND sleeps >= 6 AND class = 'Luxury'"));
    // ... while a key's own aggregate ignores its own filter, so its other options stay selectable.
    expect(bucket(filtered, 'models.typeClass', 'fifth-wheels')).toBe(await count("type_class_slug = 'fifth-wheels' AND sleeps >= 6"));
    expect(filtered['models.sleeps'].min).toBe(Number((await ctx().db.query<{ v: number }>("SELECT min(sleeps) AS v FROM catalog_models WHERE type_class_slug = 'toy-haulers'")).rows[0].v));
    expect(filtered['models.toy_hauler_garage_size'].min).toBeGreaterThan(0);
  });

  it('gives range aggregates min and max, and null for a range no filtered model has', async () => {
    const res = await post<Model>('models', { size: 0, returnAggregates: true, filters: { 'models.typeClass': ['travel-trailers'] } });
    const price = res.aggregates!.global['models.price'];
    expect(price.min).toBe(Number((await ctx().db.query<{ v: number }>('SELECT min(price) AS v FROM catalog_models')).rows[0].v));
    expect(price.max).toBe(Number((await ctx().db.query<{ v: number }>('SELECT max(price) AS v FROM catalog_models')).rows[0].v));
    expect(res.aggregates!.filtered['models.toy_hauler_garage_size']).toEqual({ min: null, max: null });
  });

  it('returns no aggregates unless asked, and no docs when returnModels is false', async () => {
    const plain = await post<Model>('models', { size: 1 });
    expect(plain.aggregates).toBeUndefined();
    const onlyCounts = await post<Model>('models', { returnModels: false, returnAggregates: true });
    expect(onlyCounts.docs).toEqual([]);
    expect(onlyCounts.total.value).toBeGreaterThan(0);
  });
});

describe(`POST /api/search/v1/brands (${testDbKind})`, () => {
  it('lists brands (a sub-brand in a type class) with their matching floorplans', async () => {
    const res = await post<Brand>('brands', { viewType: 'brand', size: 100, returnModels: true, modelsSize: 3, filters: { 'models.typeClass': 'fifth-wheels' }, modelSpecifications: ['MSRP'] });
    expect(res.total.value).toBe(res.docs.length);
    expect(res.docs.map((d) => d.uniqueId)).toEqual([...res.docs.map((d) => d.uniqueId)].sort());
    for (const brand of res.docs) {
      expect(brand.typeClassSlug).toBe('fifth-wheels');
      expect(brand.models!.length).toBeLessThanOrEqual(3);
      expect(brand.models!.every((m) => m.brandReferenceId === brand.referenceId && Object.keys(m.specifications).join() === 'MSRP')).toBe(true);
      expect(brand.modelCount).toBe(await count(`brand_reference_id = '${brand.referenceId}' AND type_class_slug = 'fifth-wheels'`));
    }
    const montana = res.docs.find((d) => d.referenceId === 'MO')!;
    expect(montana).toMatchObject({ name: 'Montana', group: 'MO', url: 'montana', class: 'Luxury', attributes: [{ name: 'SEO_URL', value: 'montana-rvs' }] });
  });

  it('applies the brand code mapping and the brand filters', async () => {
    const ch = await post<Brand>('brands', { size: 10, filters: { 'brand.brand': ['CH'] } });
    expect(ch.docs.map((d) => d.referenceId)).toEqual(['CGHT', 'CGHT']);
    const passport = await post<Brand>('brands', { size: 10, filters: { brand: { group: 'PP' } } });
    expect(new Set(passport.docs.map((d) => d.referenceId))).toEqual(new Set(['PPSL', 'PPGT']));
    const none = await post<Brand>('brands', { size: 10, filters: { brand: { url: 'no-such-brand' } } });
    expect(none).toEqual({ docs: [], total: { value: 0 } });
  });

  it('orders brands by their cheapest floorplan when sorted by price, and pages them', async () => {
    const res = await post<Brand>('brands', { size: 5, sort: [{ field: 'price', order: 'asc' }] });
    const mins = res.docs.map((d) => d.minPrice!);
    expect(mins).toEqual([...mins].sort((a, b) => a - b));
    const next = await post<Brand>('brands', { size: 5, from: 5, sort: [{ field: 'price', order: 'asc' }] });
    expect(next.docs[0].minPrice!).toBeGreaterThanOrEqual(mins[4]);
    expect(res.docs[0].models).toBeUndefined();
  });

  it("gives each brand its own first floorplans in the requested sort", async () => {
    const res = await post<Brand>('brands', { size: 6, returnModels: true, modelsSize: 2, sort: [{ field: 'price', order: 'desc' }], modelSpecifications: ['MSRP'] });
    expect(res.docs).toHaveLength(6);
    for (const brand of res.docs) {
      const models = brand.models!;
      expect(models.length).toBe(Math.min(2, brand.modelCount));
      expect(models.every((m) => m.brandReferenceId === brand.referenceId && m.typeClassSlug === brand.typeClassSlug)).toBe(true);
      const prices = models.map((m) => Number(m.specifications.MSRP.value));
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      expect(prices[0]).toBe(brand.maxPrice);
    }
  });
});

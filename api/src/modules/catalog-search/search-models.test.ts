import { FILTER_KEYS, DEFAULT_SLIDER_BOUNDS } from '@rv/domain/catalog';
import type { Aggregates, Model } from '@rv/domain/catalog';
import { searchModels } from '../../../test/catalog-search';
import { testDbKind, testAppPerFile } from '../../../test/test-app';

// Generous: these suites share a busy 2-core machine with the rest of the workspace's tests.
jest.setTimeout(30000);

const ctx = testAppPerFile();
let global: Aggregates;
let everything: number;
beforeAll(async () => {
  const res = await search({ size: 0, returnAggregates: true });
  global = res.aggregates!.global;
  everything = res.total.value;
}, 120000);

const search = (body: object) => searchModels(ctx().app, body);
const count = async (sql: string, params: unknown[] = []) => Number((await ctx().db.query<{ n: string }>(`SELECT count(*) AS n FROM catalog_models m JOIN catalog_brands b ON b.reference_id = m.brand_reference_id WHERE ${sql}`, params)).rows[0].n);
const spec = (m: Model, code: string) => m.specifications[code]?.value;

describe(`POST /api/search/v1/models (${testDbKind})`, () => {
  it('pages the whole catalogue in uniqueId order by default, with total.value', async () => {
    expect(everything).toBe(await count('true'));
    const first = await search({ size: 12 });
    const second = await search({ size: 12, from: 12 });
    const ids = [...first.docs, ...second.docs].map((d) => d.uniqueId);
    expect(first.docs).toHaveLength(12);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(24);
    expect((await search({ size: 5, from: everything - 2 })).docs).toHaveLength(2);
    expect((await search({})).docs).toHaveLength(20);
  });

  it.each([
    ['price', 'MSRP'], ['length', 'LENGTH'], ['weight', 'SHIPPINGWEIGHT'],
  ])('sorts by %s both ways', async (field, code) => {
    for (const order of ['asc', 'desc'] as const) {
      const { docs } = await search({ size: 50, sort: [{ field, order }], filters: { 'models.price': { from: 1 } } });
      const values = docs.map((d) => spec(d, code) as number);
      expect(values).toEqual([...values].sort((a, b) => (order === 'asc' ? a - b : b - a)));
    }
  });

  it('puts models without a price last when sorting by price', async () => {
    const missing = await count('price IS NULL');
    expect(missing).toBeGreaterThan(0);
    const { docs } = await search({ size: 200, from: everything - missing, sort: [{ field: 'price', order: 'asc' }] });
    expect(docs.map((d) => spec(d, 'MSRP'))).toEqual(Array(missing).fill(null));
  });

  describe('every filter key: filtering by an aggregate bucket returns exactly its docCount', () => {
    it.each(FILTER_KEYS.filter((d) => d.kind !== 'range' && d.key !== 'room_location').map((d) => [d.key, d.kind]))('models.%s (%s)', async (key) => {
      const buckets = global[`models.${key}`].buckets!;
      const bucket = key === 'region' ? buckets.find((b) => b.key === 'BOTH')! : buckets.find((b) => b.key !== 'false')!;
      expect(bucket.docCount).toBeGreaterThan(0);
      const value = bucket.key === 'true' ? true : [bucket.key];
      // region BOTH adds nothing (spec: states and transitions), so it returns everything.
      const expected = key === 'region' ? everything : bucket.docCount;
      expect((await search({ size: 0, filters: { [`models.${key}`]: value } })).total.value).toBe(expected);
      expect((await search({ size: 0, filters: { [`brand.${key}`]: value } })).total.value).toBe(expected);
    });

    const columns: Record<string, string> = {
      price: 'price', sleeps: 'sleeps', length: 'length', carry_capacity: 'carrying_capacity', weight: 'shipping_weight', lpg_size: 'lpg_capacity',
      blackwater: 'black_water', grey_water: 'grey_water', fresh_water: 'fresh_water', ac_units: 'ac_units', tv_hookups: 'tv_hookups', toy_hauler_garage_size: 'garage_size',
    };
    it.each(FILTER_KEYS.filter((d) => d.kind === 'range').map((d) => d.key))('models.%s from/to, from only, to only (checked against SQL)', async (key) => {
      const { min, max } = global[`models.${key}`] as { min: number; max: number };
      expect(min).toBeGreaterThanOrEqual(DEFAULT_SLIDER_BOUNDS[key].min);
      expect(max).toBeLessThanOrEqual(DEFAULT_SLIDER_BOUNDS[key].max);
      const mid = Math.round((min + max) / 2);
      const column = columns[key];
      expect((await search({ size: 0, filters: { [`models.${key}`]: { from: min, to: mid } } })).total.value).toBe(await count(`${column} BETWEEN $1 AND $2`, [min, mid]));
      expect((await search({ size: 0, filters: { [`models.${key}`]: { from: mid } } })).total.value).toBe(await count(`${column} >= $1`, [mid]));
      expect((await search({ size: 0, filters: { [`models.${key}`]: { to: mid } } })).total.value).toBe(await count(`${column} <= $1`, [mid]));
      expect((await search({ size: 0, filters: { [`models.${key}`]: { from: null, to: null } } })).total.value).toBe(everything);
    });
  });

  it('keeps docs inside a price range and the region rule (WEST sends WEST and BOTH)', async () => {
    const { docs, total } = await search({ size: 200, filters: { 'models.price': { from: 40000, to: 60000 }, 'models.region': ['WEST'] } });
    expect(total.value).toBe(await count("price BETWEEN 40000 AND 60000 AND m.region IN ('WEST', 'BOTH')"));
    for (const d of docs) {
      expect(spec(d, 'MSRP')).toBeGreaterThanOrEqual(40000);
      expect(spec(d, 'MSRP')).toBeLessThanOrEqual(60000);
      expect(['WEST', 'BOTH']).toContain(d.region);
    }
    expect((await search({ size: 0, filters: { 'models.region': 'EAST' } })).total.value).toBe(await count("m.region IN ('EAST', 'BOTH')"));
  });

  it('applies the brand code mapping: CH finds Cougar Half-Ton, CG only Cougar, PP the Passport group', async () => {
    const ch = await search({ size: 200, filters: { 'models.brand': ['CH'] } });
    expect(ch.total.value).toBe(await count("m.brand_reference_id = 'CGHT'"));
    expect(new Set(ch.docs.map((d) => d.brandReferenceId))).toEqual(new Set(['CGHT']));
    expect((await search({ size: 0, filters: { 'models.brand': 'CG' } })).total.value).toBe(await count("m.brand_reference_id = 'CG'"));
    expect((await search({ size: 0, filters: { 'models.brand': ['PP'] } })).total.value).toBe(await count("b.brand_group = 'PP'"));
    expect((await search({ size: 0, filters: { 'models.brand': ['PP', 'HM'] } })).total.value).toBe(await count("b.brand_group = 'PP' OR m.brand_reference_id = 'HM'"));
  });

  it('filters room location together with the room priority', async () => {
    const res = await search({ size: 0, filters: { 'models.room_priority': ['Kitchen'], 'models.room_location': ['Rear'] }, returnAggregates: true });
    expect(res.total.value).toBe(await count("'Kitchen@Rear' = ANY(rooms)"));
    const locations = res.aggregates!.filtered['models.room_location'].buckets!;
    expect(locations.find((b) => b.key === 'Rear')!.docCount).toBe(res.total.value);
    expect(locations.find((b) => b.key === 'Middle')!.docCount).toBe(await count("'Kitchen@Middle' = ANY(rooms)"));
  });

  it('applies the named filters of spec (the calls)', async () => {
    expect((await search({ size: 0, filters: { model: { showOnWeb: true, active: true } } })).total.value).toBe(await count('show_on_web AND m.active'));
    expect((await search({ size: 0, filters: { model: { most_popular: true } } })).total.value).toBe(await count('most_popular'));
    // Dealers' lists leave out dealer-stock-only floorplans; the seed has some, so the filter changes the count.
    const stockOnly = await count('m.stock_only');
    expect(stockOnly).toBeGreaterThan(0);
    expect((await search({ size: 0, filters: { model: { stockOnly: false } } })).total.value).toBe(await count('NOT m.stock_only'));
    expect((await search({ size: 0, filters: { model: { stockOnly: true } } })).total.value).toBe(stockOnly);
    expect((await search({ size: 0, filters: { brand: { group: ['ST'] } } })).total.value).toBe(await count("b.brand_group = 'ST'"));
    expect((await search({ size: 0, filters: { brand: { url: 'cougar', active: true } } })).total.value).toBe(await count("b.url = 'cougar'"));
    const [one] = (await search({ size: 1 })).docs;
    const byRef = await search({ size: 10, filters: { model: { referenceId: one.referenceId }, brand: { referenceId: one.brandReferenceId } } });
    expect(byRef.docs.every((d) => d.referenceId === one.referenceId)).toBe(true);
    expect(byRef.total.value).toBe(await count('m.reference_id = $1', [one.referenceId]));
  });

  it('matches a listing type by type class slug or toy hauler url (spec: screens and routes)', async () => {
    expect((await search({ size: 0, filters: { model: { typeClass: 'fifth-wheels' } } })).total.value).toBe(await count("type_class_slug = 'fifth-wheels'"));
    expect((await search({ size: 0, filters: { model: { typeClass: 'toy-hauler-fifth-wheels' } } })).total.value).toBe(await count("brand_type = 'toy-hauler-fifth-wheels'"));
  });
});

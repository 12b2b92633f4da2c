import type { Brand, Model, SearchResponse } from '@rv/domain/catalog';
import { TOW_VEHICLES } from '@rv/domain/quiz';
import { TOW_SAFETY_MARGIN } from '@rv/domain/towing';
import { testDbKind, testAppPerFile } from '../../../test/test-app';

// Generous: these suites share a busy 2-core machine with the rest of the workspace's tests.
jest.setTimeout(30000);

const ctx = testAppPerFile();

const post = (url: 'models' | 'brands', payload: object) => ctx().app.inject({ method: 'POST', url: `/api/search/v1/${url}`, payload });
async function search<T = Model>(url: 'models' | 'brands', body: object): Promise<SearchResponse<T>> {
  const res = await post(url, body);
  expect(res.statusCode).toBe(200);
  return res.json();
}
const halfTon = TOW_VEHICLES.find((v) => v.id === 'half-ton')!;
const halfTonFilter = { towVehicle: { towingCapacity: halfTon.cap, payload: halfTon.payload } };
const usable = (rating: number) => Math.floor(rating * (1 - TOW_SAFETY_MARGIN));
const towable = async (towingCapacity: number, payload: number, extra = '') => Number((await ctx().db.query<{ n: string }>(
  `SELECT count(*) AS n FROM catalog_models WHERE shipping_weight > 0 AND hitch_weight > 0
     AND shipping_weight + carrying_capacity <= $1 AND hitch_weight <= $2 ${extra}`, [usable(towingCapacity), usable(payload)])).rows[0].n);

describe(`tow match filter: POST /api/search/v1/models and brands (${testDbKind})`, () => {
  it('keeps exactly the floorplans whose GVWR and hitch weight are within the vehicle’s margin', async () => {
    const res = await search('models', { size: 200, filters: halfTonFilter, modelSpecifications: ['SHIPPINGWEIGHT', 'CARRYINGCAPACITY', 'HITCHWEIGHT'] });
    expect(res.total.value).toBe(await towable(halfTon.cap, halfTon.payload));
    expect(res.total.value).toBeGreaterThan(0);
    for (const m of res.docs) {
      const gvwr = Number(m.specifications.SHIPPINGWEIGHT.value) + Number(m.specifications.CARRYINGCAPACITY.value);
      expect(gvwr).toBeLessThanOrEqual(usable(halfTon.cap));
      expect(Number(m.specifications.HITCHWEIGHT.value)).toBeLessThanOrEqual(usable(halfTon.payload));
    }
  });

  it('hides the heaviest fifth wheel for a half-ton truck and shows it for a 1-ton', async () => {
    const [heaviest] = (await search('models', { size: 1, sort: [{ field: 'weight', order: 'desc' }], filters: { 'models.type': ['fifth-wheels'] } })).docs;
    const ids = async (filters: object) => (await search('models', { size: 200, filters: { ...filters, model: { referenceId: [heaviest.referenceId] } } })).docs.map((d) => d.uniqueId);
    expect(await ids({})).toContain(heaviest.uniqueId);
    expect(await ids(halfTonFilter)).not.toContain(heaviest.uniqueId);
    expect(await ids({ towVehicle: { towingCapacity: 40000, payload: 40000 } })).toContain(heaviest.uniqueId);
  });

  it('narrows together with other filters and the filtered aggregates', async () => {
    const res = await search('models', { size: 0, returnAggregates: true, filters: { ...halfTonFilter, 'models.type': ['travel-trailers'] } });
    expect(res.total.value).toBe(await towable(halfTon.cap, halfTon.payload, "AND type_class_slug = 'travel-trailers'"));
    const types = res.aggregates!.filtered['models.type'].buckets!;
    expect(types.find((b) => b.key === 'fifth-wheels')?.docCount ?? 0).toBe(await towable(halfTon.cap, halfTon.payload, "AND type_class_slug = 'fifth-wheels'"));
  });

  it('applies to the brand (type card) search too', async () => {
    const all = await search<Brand>('brands', { size: 100 });
    const towed = await search<Brand>('brands', { size: 100, filters: halfTonFilter });
    const floorplans = (r: SearchResponse<Brand>) => r.docs.reduce((n, b) => n + b.modelCount, 0);
    expect(floorplans(towed)).toBe(await towable(halfTon.cap, halfTon.payload));
    expect(floorplans(towed)).toBeLessThan(floorplans(all));
  });

  it.each([
    ['a zero towing capacity', { towingCapacity: 0, payload: 1800 }, 'filters.towVehicle.towingCapacity', /must be >= 1/],
    ['a negative payload', { towingCapacity: 8500, payload: -1 }, 'filters.towVehicle.payload', /must be >= 1/],
    ['a rating over 40,000 lb', { towingCapacity: 40001, payload: 1800 }, 'filters.towVehicle.towingCapacity', /must be <= 40000/],
    ['a rating that is not a number', { towingCapacity: 'heavy', payload: 1800 }, 'filters.towVehicle.towingCapacity', /must be integer/],
    ['a fractional rating', { towingCapacity: 8500.5, payload: 1800 }, 'filters.towVehicle.towingCapacity', /must be integer/],
    ['a missing payload', { towingCapacity: 8500 }, 'filters.towVehicle.payload', /is required/],
    ['an unknown field', { towingCapacity: 8500, payload: 1800, preset: 'half-ton' }, 'filters.towVehicle', /preset is not allowed/],
    ['a preset name instead of ratings', 'half-ton', 'filters.towVehicle', /must be object/],
  ])('answers 400 naming the field for %s', async (_name, towVehicle, field, message) => {
    for (const url of ['models', 'brands'] as const) {
      const res = await post(url, { filters: { towVehicle } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(expect.objectContaining({ statusCode: 400, error: 'Bad Request' }));
      expect(res.json().field).toBe(field);
      expect(res.json().message).toMatch(message);
    }
  });
});

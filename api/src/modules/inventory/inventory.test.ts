import { testDbKind, testAppPerFile } from '../../../test/test-app';

interface Unit { vin: string; referenceId: string; brandCode: string; typeClassSlug: string; price: number; status: string; options: string[]; distance?: number; dealer: { dealerNumber: string; name: string; zip: string } }
interface Answer { units: Unit[]; total: number; page: number; pageSize: number; origin?: { label: string; radius: number } }

describe(`GET /api/inventory/v1/units, dealer stock (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const get = (query = '') => ctx().app.inject({ method: 'GET', url: `/api/inventory/v1/units${query}` });

  it('seeds units with a VIN at seeded dealers, of brands each dealer carries, priced from the catalogue', async () => {
    const { rows } = await ctx().db.query<{ bad: number; total: number; dealers: number }>(
      `SELECT count(*) FILTER (WHERE NOT (d.brand_codes @> ARRAY[u.brand_code]) OR m.id IS NULL)::int AS bad, count(*)::int AS total,
              count(DISTINCT u.dealer_number)::int AS dealers
         FROM inventory_units u JOIN dealers d ON d.dealer_number = u.dealer_number
         LEFT JOIN catalog_models m ON m.reference_id = u.reference_id AND m.model_year = u.model_year`,
    );
    expect(rows[0].bad).toBe(0);
    expect(rows[0].total).toBeGreaterThan(50);
    expect(rows[0].dealers).toBeGreaterThan(10);
    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(body).toMatchObject({ total: rows[0].total, page: 1, pageSize: 12 });
    for (const u of body.units) {
      expect(u.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
      expect(u.dealer.name).not.toBe('Dealer');
      expect(['In Stock', 'In Transit', 'Sale Pending']).toContain(u.status);
    }
    expect(body.units.map((u) => u.price)).toEqual([...body.units.map((u) => u.price)].sort((a, b) => a - b));
  });

  it('filters by brand, type, floorplan and price', async () => {
    const brand = (await get('?brand=mo&type=fifth-wheels')).json<Answer>();
    expect(brand.total).toBeGreaterThan(0);
    expect(brand.units.every((u) => u.brandCode === 'MO' && u.typeClassSlug === 'fifth-wheels')).toBe(true);
    const unit = brand.units[0];
    const plan = (await get(`?floorplan=${unit.referenceId}`)).json<Answer>();
    expect(plan.units.every((u) => u.referenceId === unit.referenceId)).toBe(true);
    const priced = (await get('?minPrice=40000&maxPrice=60000&pageSize=50')).json<Answer>();
    expect(priced.units.every((u) => u.price >= 40000 && u.price <= 60000)).toBe(true);
  });

  it('near a ZIP: only dealers within the radius, nearest first, with distances (geo lookup)', async () => {
    const body = (await get('?zip=46526&radius=100&pageSize=50')).json<Answer>();
    expect(body.origin).toEqual({ label: expect.stringContaining('Goshen'), radius: 100 });
    expect(body.total).toBeGreaterThan(0);
    const distances = body.units.map((u) => u.distance!);
    expect(distances.every((d) => d <= 100)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const far = (await get('?zip=46526&radius=1000&pageSize=1')).json<Answer>();
    expect(far.total).toBeGreaterThan(body.total);
  });

  it('near ZIP 90210, which the hand-typed places did not hold', async () => {
    const res = await get('?zip=90210&radius=250&pageSize=50');
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(body.origin).toEqual({ label: 'Beverly Hills, CA 90210, USA', radius: 250 });
    expect(body.total).toBeGreaterThan(0);
    expect(body.units.every((u) => u.distance! <= 250)).toBe(true);
  });

  it.each([
    ['90210-1234', 'Beverly Hills, CA 90210, USA'],
    ['K1A%200B1', 'Ottawa'],
  ])('measures from a ZIP+4 or a full Canadian postal code (%s)', async (zip, place) => {
    const res = await get(`?zip=${zip}&radius=500&pageSize=5`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>().origin).toEqual({ label: expect.stringContaining(place), radius: 500 });
  });

  it.each([
    ['?brand=XX', 'brand'], ['?zip=K1A', 'zip'], ['?zip=Moab%2C%20UT', 'zip'], ['?brand=montana', 'brand'], ['?type=boats', 'type'], ['?zip=4652', 'zip'], ['?zip=00000', 'zip'],
    ['?radius=50', 'zip'], ['?minPrice=60000&maxPrice=50000', 'maxPrice'], ['?pageSize=500', 'pageSize'], ['?floorplan=x', 'floorplan'],
    ['?colour=red', 'colour'],
  ])('400 naming the field for %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });
});

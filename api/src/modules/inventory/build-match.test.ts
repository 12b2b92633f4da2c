import { testDbKind, testAppPerFile } from '../../../test/test-app';

interface Match {
  vin: string; referenceId: string; modelYear: number; price: number; options: string[]; distance: number; matchingOptions: string[];
  dealer: { dealerNumber: string; name: string; zip: string };
}
interface Answer { origin: { label: string; radius: number }; chosen: number; units: Match[] }
interface Stocked { reference_id: string; model_year: number; options: string[]; zip: string }

const code = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

describe(`GET /api/inventory/v1/build-matches, build to nearby stock (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  /**
   * A unit with two or more options and its dealer's ZIP, of a floorplan year that another dealer in the
   * same state (another ZIP, so within 1,000 miles and farther away) also stocks.
   */
  let stocked: Stocked;
  beforeAll(async () => {
    const { rows } = await ctx().db.query<Stocked>(
      `SELECT u.reference_id, u.model_year, u.options, d.zip FROM inventory_units u JOIN dealers d ON d.dealer_number = u.dealer_number
        WHERE cardinality(u.options) >= 2
          AND EXISTS (SELECT 1 FROM inventory_units o JOIN dealers od ON od.dealer_number = o.dealer_number
                       WHERE o.reference_id = u.reference_id AND o.model_year = u.model_year AND od.state = d.state AND od.zip <> d.zip)
        ORDER BY u.vin LIMIT 1`,
    );
    stocked = rows[0];
  });

  const get = (query: string) => ctx().app.inject({ method: 'GET', url: `/api/inventory/v1/build-matches${query}` });

  it('lists units of the floorplan and year near the ZIP, closest first, with how many of the build\'s options each has', async () => {
    const [first, second] = stocked.options;
    const chosen = [code(first), code(second), 'not-on-any-unit'];
    const res = await get(`?floorplan=${stocked.reference_id}&year=${stocked.model_year}&zip=${stocked.zip}&radius=1000&options=${chosen.join(',')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(body.chosen).toBe(3);
    expect(body.origin.radius).toBe(1000);
    expect(body.units.length).toBeGreaterThanOrEqual(2);
    expect(body.units.every((u) => u.referenceId === stocked.reference_id && u.modelYear === stocked.model_year)).toBe(true);
    const distances = body.units.map((u) => u.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 1000)).toBe(true);
    // The unit we picked sits at the ZIP's dealer: it is among the closest and has both options.
    const atZip = body.units.find((u) => u.dealer.zip === stocked.zip && u.matchingOptions.length === 2);
    expect(atZip?.matchingOptions).toEqual(expect.arrayContaining([first, second]));
    for (const u of body.units) {
      expect(u.matchingOptions.every((name) => u.options.includes(name) && chosen.includes(code(name)))).toBe(true);
      expect(u.matchingOptions).toEqual(u.options.filter((name) => chosen.includes(code(name))));
    }
  });

  it('a small radius keeps only dealers within it; with no options every count is 0', async () => {
    const wide = (await get(`?floorplan=${stocked.reference_id}&year=${stocked.model_year}&zip=${stocked.zip}&radius=1000`)).json<Answer>();
    // Between the closest unit (at the ZIP's dealer) and the farthest (another ZIP in the state).
    const [closest, farthest] = [wide.units[0].distance, wide.units[wide.units.length - 1].distance];
    const radius = Math.max(1, Math.floor(farthest - 0.05));
    expect(radius).toBeGreaterThanOrEqual(closest);
    const near = (await get(`?floorplan=${stocked.reference_id}&year=${stocked.model_year}&zip=${stocked.zip}&radius=${radius}`)).json<Answer>();
    expect(near.units.map((u) => u.vin)).toContain(wide.units[0].vin);
    expect(near.units.length).toBeLessThan(wide.units.length);
    expect(near.units.every((u) => u.distance <= radius)).toBe(true);
    expect(wide.chosen).toBe(0);
    expect(wide.units.every((u) => u.matchingOptions.length === 0)).toBe(true);
  });

  it('measures from ZIP 90210, which the hand-typed places did not hold', async () => {
    const nearBeverlyHills = (await ctx().app.inject({ method: 'GET', url: '/api/inventory/v1/units?zip=90210&radius=250&pageSize=1' })).json<{ units: Match[] }>();
    const [unit] = nearBeverlyHills.units;
    const res = await get(`?floorplan=${unit.referenceId}&year=${unit.modelYear}&zip=90210&radius=250`);
    expect(res.statusCode).toBe(200);
    const body = res.json<Answer>();
    expect(body.origin).toEqual({ label: 'Beverly Hills, CA 90210, USA', radius: 250 });
    expect(body.units.map((u) => u.vin)).toContain(unit.vin);
    expect(body.units.every((u) => u.distance <= 250)).toBe(true);
  });

  it('measures from a full Canadian postal code, as typed with its space', async () => {
    const res = await get(`?floorplan=${stocked.reference_id}&year=${stocked.model_year}&zip=K1A%200B1&radius=1000`);
    expect(res.statusCode).toBe(200);
    expect(res.json<Answer>().origin).toEqual({ label: expect.stringContaining('Ottawa'), radius: 1000 });
  });

  it('another year of the floorplan is not a match', async () => {
    const body = (await get(`?floorplan=${stocked.reference_id}&year=1995&zip=${stocked.zip}&radius=1000`)).json<Answer>();
    expect(body.units).toEqual([]);
  });

  it.each([
    ['?year=2026&zip=46526', 'floorplan'], ['?floorplan=x&year=2026&zip=46526', 'floorplan'], ['?floorplan=273BH&zip=46526', 'year'],
    ['?floorplan=273BH&year=twenty&zip=46526', 'year'], ['?floorplan=273BH&year=2026', 'zip'], ['?floorplan=273BH&year=2026&zip=4652', 'zip'],
    ['?floorplan=273BH&year=2026&zip=00000', 'zip'], ['?floorplan=273BH&year=2026&zip=46526&radius=0', 'radius'],
    ['?floorplan=273BH&year=2026&zip=46526&options=Bad%20Code', 'options'],
  ])('400 naming the field for %s', async (query, field) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
  });
});

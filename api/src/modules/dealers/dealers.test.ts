import { seedDealers } from '../../seed/dealer-network';
import { createTestApp, testDbKind, type TestContext } from '../../../test/test-app';

describe(`dealer locator (${testDbKind})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const search = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/web/dealer/search', payload });

  it('finds dealers near ZIP 46526 within 100 miles, nearest first, with distance in miles', async () => {
    const res = await search({ zip: '46526', radius: 100 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.Dealers.length).toBeGreaterThan(0);
    expect(body.Dealers.map((d: { City: string }) => d.City)).toEqual(expect.arrayContaining(['Goshen', 'Elkhart']));
    const distances = body.Dealers.map((d: { Distance: number }) => d.Distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(100);
    expect(body.Origin.Label).toBe('Goshen, IN 46526, USA');
    expect(body.TotalCount).toBe(body.Dealers.length);
  });

  it('searches from the browser position and from a city', async () => {
    const byPoint = (await search({ latitude: 41.58, longitude: -85.83, radius: 50 })).json();
    const byCity = (await search({ city: 'Goshen', state: 'IN', radius: 50 })).json();
    expect(byPoint.Dealers[0].City).toBe('Goshen');
    expect(byCity.Dealers.map((d: { DealerNumber: string }) => d.DealerNumber)).toEqual(byPoint.Dealers.map((d: { DealerNumber: string }) => d.DealerNumber));
  });

  it('keeps only dealers carrying the brand', async () => {
    const all = seedDealers();
    const code = all[0].brandCodes[0];
    const body = (await search({ location: 'Kansas City, MO', radius: 3000, brand: code, pageSize: 100 })).json();
    expect(body.TotalCount).toBe(all.filter((d) => d.brandCodes.includes(code)).length);
    expect(body.Dealers.every((d: { Brands: Array<{ Code: string }> }) => d.Brands.some((b) => b.Code === code))).toBe(true);
  });

  it('pages through the results without repeats', async () => {
    const first = (await search({ zip: '46526', radius: 3000, pageSize: 5, page: 1 })).json();
    const second = (await search({ zip: '46526', radius: 3000, pageSize: 5, page: 2 })).json();
    const beyond = (await search({ zip: '46526', radius: 3000, pageSize: 5, page: 1000 })).json();
    expect(first.Dealers).toHaveLength(5);
    expect(second.Dealers[0].Distance).toBeGreaterThanOrEqual(first.Dealers[4].Distance);
    expect(new Set([...first.Dealers, ...second.Dealers].map((d: { DealerNumber: string }) => d.DealerNumber)).size).toBe(10);
    expect(beyond).toMatchObject({ Dealers: [], TotalCount: first.TotalCount, Page: 1000 });
  });

  it.each([
    [{}, 'Location is required', 'location'],
    [{ zip: '00000' }, 'Invalid ZIP', 'zip'],
    [{ city: 'Nowhere' }, 'Invalid City', 'city'],
    [{ zip: '46526', brand: 'ZZ' }, 'Invalid Brand', 'brand'],
    [{ zip: '46526', radius: 0 }, undefined, 'radius'],
  ])('answers 400 for %j naming the field', async (payload, message, field) => {
    const res = await search(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    if (message) expect(res.json().message).toBe(message);
  });

  it('returns Dealers[0] with DealerNumber, Brands {Code, Name} and Email by dealerNumber (spec §7)', async () => {
    const dealer = seedDealers()[1];
    const res = await ctx.app.inject({ method: 'POST', url: '/api/web/dealer/details', payload: { dealerNumber: dealer.dealerNumber } });
    expect(res.statusCode).toBe(200);
    const [found] = res.json().Dealers;
    expect(found).toMatchObject({ DealerNumber: dealer.dealerNumber, Email: dealer.email, Name: dealer.name, Phone: dealer.phone });
    expect(found.Brands.map((b: { Code: string }) => b.Code)).toEqual(dealer.brandCodes);
    expect(found.Brands[0].Name).toEqual(expect.any(String));
    expect(found.Hours).toHaveLength(7);
  });

  it('answers 404 for an unknown dealer and 400 for a missing number', async () => {
    const missing = await ctx.app.inject({ method: 'POST', url: '/api/web/dealer/details', payload: { dealerNumber: 'D9' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No dealer with dealerNumber "D9".');
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/web/dealer/details', payload: {} });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'dealerNumber' });
  });
});

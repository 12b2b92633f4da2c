import { locatorDealers, seedDealers } from '../../seed/dealer-network';
import { geoPlaces } from '../../seed/geo/geo-places.seed';
import { testDbKind, testAppPerFile } from '../../../test/test-app';

describe(`dealer locator (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const search = (payload: Record<string, unknown>) => ctx().app.inject({ method: 'POST', url: '/api/web/dealer/search', payload });

  it('finds dealers near ZIP 46526 within 100 miles, nearest first, with distance in miles', async () => {
    const res = await search({ zip: '46526', radius: 100, pageSize: 100 });
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

  it('has 300+ dealers across the US and Canada, each at a postal code the geocoder knows, with brands, hours and contacts', async () => {
    const all = (await ctx().db.query<{ dealer_number: string; country: string; zip: string; city: string; state: string; latitude: number; longitude: number;
      brand_codes: string[]; hours: unknown[]; phone: string; email: string; website: string }>('SELECT * FROM dealers')).rows;
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(all.map((d) => d.dealer_number).sort()).toEqual(locatorDealers().map((d) => d.dealerNumber).sort());
    expect(all.filter((d) => d.country === 'CA').length).toBeGreaterThanOrEqual(50);
    expect(new Set(all.map((d) => d.state)).size).toBeGreaterThanOrEqual(55); // states and provinces
    const places = geoPlaces();
    for (const dealer of all) {
      const code = dealer.country === 'CA' ? dealer.zip.slice(0, 3) : dealer.zip;
      const place = places.find((p) => p.countryCode === dealer.country && p.postalCode === code);
      expect({ dealer: dealer.dealer_number, place: place && `${place.placeName} ${place.adminCode}` }).toEqual({ dealer: dealer.dealer_number, place: `${dealer.city} ${dealer.state}` });
      // Within about 5 km of the postal code's own position.
      expect(Math.abs((place?.latitude ?? 0) - dealer.latitude)).toBeLessThan(0.06);
      expect(Math.abs((place?.longitude ?? 0) - dealer.longitude)).toBeLessThan(0.06);
      expect(dealer.brand_codes.length).toBeGreaterThanOrEqual(3);
      expect(dealer.hours).toHaveLength(7);
      expect(dealer.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/);
      expect(dealer.email).toMatch(/^sales@[a-z0-9]+\.example\.com$/);
      expect(dealer.website).toMatch(/^https:\/\/www\.[a-z0-9]+\.example\.com$/);
    }
    expect(new Set(all.map((d) => d.email)).size).toBe(all.length);
  });

  it('seeds the same dealers on every run (deterministic)', () => {
    expect(locatorDealers()).toEqual(locatorDealers());
    expect(locatorDealers().slice(0, seedDealers().length)).toEqual(seedDealers());
  });

  it('searches from the browser position and from a city', async () => {
    // A town is searched from one point: the centroid of its ZIPs (Goshen, IN has three).
    const byCity = (await search({ city: 'Goshen', state: 'IN', radius: 50 })).json();
    const byPoint = (await search({ latitude: byCity.Origin.Latitude, longitude: byCity.Origin.Longitude, radius: 50 })).json();
    expect(byPoint.Dealers[0].City).toBe('Goshen');
    expect(byCity.Dealers.map((d: { DealerNumber: string }) => d.DealerNumber)).toEqual(byPoint.Dealers.map((d: { DealerNumber: string }) => d.DealerNumber));
  });

  it.each([
    [{ zip: '90210' }, 'Beverly Hills, CA 90210, USA'],
    [{ zip: '90210-1234' }, 'Beverly Hills, CA 90210, USA'],
    [{ zip: 'K1A 0B1' }, 'Ottawa, ON K1A 0B1, Canada'],
    [{ location: 'Sedona, AZ' }, 'Sedona, AZ, USA'],
    [{ city: 'Moab', state: 'UT' }, 'Moab, UT, USA'],
  ])('searches from any ZIP, postal code or town of the postal data: %j', async (from, label) => {
    const body = (await search({ ...from, radius: 250, pageSize: 100 })).json();
    expect(body.Origin.Label).toBe(label);
    expect(body.Dealers.length).toBeGreaterThan(0);
    expect(Math.max(...body.Dealers.map((d: { Distance: number }) => d.Distance))).toBeLessThanOrEqual(250);
  });

  it('keeps only dealers carrying the brand', async () => {
    const all = locatorDealers();
    const code = all[0].brandCodes[0];
    const body = (await search({ location: 'Kansas City, MO', radius: 5000, brand: code, pageSize: 100 })).json();
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
    [{ location: 'Nowhere, ZZ' }, 'Invalid Location', 'location'],
    [{ zip: '46526', brand: 'ZZ' }, 'Invalid Brand', 'brand'],
    [{ zip: '46526', radius: 0 }, undefined, 'radius'],
  ])('answers 400 for %j naming the field', async (payload, message, field) => {
    const res = await search(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    if (message) expect(res.json().message).toBe(message);
  });

  it('returns Dealers[0] with DealerNumber, Brands {Code, Name} and Email by dealerNumber (spec: the calls)', async () => {
    const dealer = seedDealers()[1];
    const res = await ctx().app.inject({ method: 'POST', url: '/api/web/dealer/details', payload: { dealerNumber: dealer.dealerNumber } });
    expect(res.statusCode).toBe(200);
    const [found] = res.json().Dealers;
    expect(found).toMatchObject({ DealerNumber: dealer.dealerNumber, Email: dealer.email, Name: dealer.name, Phone: dealer.phone });
    expect(found.Brands.map((b: { Code: string }) => b.Code)).toEqual(dealer.brandCodes);
    expect(found.Brands[0].Name).toEqual(expect.any(String));
    expect(found.Hours).toHaveLength(7);
  });

  it('answers 404 for an unknown dealer and 400 for a missing number', async () => {
    const missing = await ctx().app.inject({ method: 'POST', url: '/api/web/dealer/details', payload: { dealerNumber: 'D9' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No dealer with dealerNumber "D9".');
    const bad = await ctx().app.inject({ method: 'POST', url: '/api/web/dealer/details', payload: {} });
    expect(bad.json()).toMatchObject({ statusCode: 400, field: 'dealerNumber' });
  });
});

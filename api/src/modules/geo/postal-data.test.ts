import { testDbKind, testAppPerFile } from '../../../test/test-app';

const component = (result: { address_components: Array<{ short_name: string; types: string[] }> }, type: string) =>
  result.address_components.find((c) => c.types.includes(type))?.short_name;

interface Result { formatted_address: string; address_components: Array<{ short_name: string; types: string[] }>; geometry: { location: { lat: number; lng: number } }; partial_match?: boolean }

/** the geocoder knows every US ZIP and Canadian FSA of the zipcodes data set, and its towns. */
describe(`/api/geo on the postal data set (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const first = async (location: string): Promise<Result> => {
    const body = (await ctx().app.inject({ method: 'GET', url: `/api/geo?location=${encodeURIComponent(location)}` })).json();
    expect(body.status).toBe('OK');
    return body.results[0];
  };

  it('holds more than 40,000 US ZIPs and 1,500 Canadian FSAs, each with a point', async () => {
    const { rows } = await ctx().db.query<{ country_code: string; n: string }>(
      'SELECT country_code, count(*) AS n FROM geo_places WHERE latitude IS NOT NULL AND longitude IS NOT NULL GROUP BY country_code');
    const count = Object.fromEntries(rows.map((r) => [r.country_code, Number(r.n)]));
    expect(count.US).toBeGreaterThan(40000);
    expect(count.CA).toBeGreaterThan(1500);
  });

  it.each([
    ['90210', 'Beverly Hills, CA 90210, USA', 34.09, -118.41],
    ['73301', 'Austin, TX 73301, USA', 30.33, -97.77],
    ['90210-1234', 'Beverly Hills, CA 90210, USA', 34.09, -118.41],
  ])('finds ZIP %s exactly', async (zip, address, lat, lng) => {
    const result = await first(zip);
    expect(result.formatted_address).toBe(address);
    expect(result.partial_match).toBeUndefined();
    expect(result.geometry.location.lat).toBeCloseTo(lat, 1);
    expect(result.geometry.location.lng).toBeCloseTo(lng, 1);
  });

  it.each([
    ['K1A 0B1', 'K1A 0B1', 'Ottawa, ON K1A 0B1, Canada'],
    ['k1a0b1', 'K1A 0B1', 'Ottawa, ON K1A 0B1, Canada'],
    ['K1A', 'K1A', 'Ottawa, ON K1A, Canada'],
    ['T2P 1J9', 'T2P 1J9', 'Calgary, AB T2P 1J9, Canada'],
  ])('finds Canadian postal code %s by its forward sortation area, with a clean town and province', async (code, postal, address) => {
    const result = await first(code);
    expect(component(result, 'postal_code')).toBe(postal);
    expect(result.formatted_address).toBe(address);
    expect(result.geometry.location.lat).toBeCloseTo(code.toUpperCase().startsWith('K1A') ? 45.42 : 51.05, 1);
  });

  it.each([
    ['Moab, UT', 'Moab, UT, USA', 38.57, -109.53],
    ['Sedona, AZ', 'Sedona, AZ, USA', 34.79, -111.89],
    ['sedona, arizona', 'Sedona, AZ, USA', 34.79, -111.89],
    ['Trois-Rivieres, QC', 'Trois-Rivières, QC, Canada', 46.35, -72.57],
  ])('finds the town %s as one point, the centroid of its postal codes', async (location, address, lat, lng) => {
    const body = (await ctx().app.inject({ method: 'GET', url: `/api/geo?location=${encodeURIComponent(location)}` })).json();
    expect(body.results).toHaveLength(1);
    expect(body.results[0].formatted_address).toBe(address);
    expect(body.results[0].geometry.location.lat).toBeCloseTo(lat, 1);
    expect(body.results[0].geometry.location.lng).toBeCloseTo(lng, 1);
  });

  it('reverse-geocodes a lat,lng given as the location to its nearest ZIP', async () => {
    const result = await first('34.09,-118.41');
    expect(component(result, 'postal_code')).toBe('90210');
    expect(component(result, 'locality')).toBe('Beverly Hills');
  });

  it('answers ZERO_RESULTS for a town in no state', async () => {
    const body = (await ctx().app.inject({ method: 'GET', url: `/api/geo?location=${encodeURIComponent('Nowhere, ZZ')}` })).json();
    expect(body).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });
});

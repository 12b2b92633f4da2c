import { testDbKind, testAppPerFile } from '../../../test/test-app';

const component = (result: { address_components: Array<{ short_name: string; types: string[] }> }, type: string) =>
  result.address_components.find((c) => c.types.includes(type))?.short_name;

describe(`/api/geo, the self-hosted geocoder (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const geo = (query: string) => ctx().app.inject({ method: 'GET', url: `/api/geo?${query}` });

  it('turns a ZIP into city, state and a point (spec: validation rules: a zip lookup fills city, state and zip)', async () => {
    const res = await geo('location=46526');
    expect(res.statusCode).toBe(200);
    const [result] = res.json().results;
    expect(res.json().status).toBe('OK');
    expect(result.formatted_address).toBe('Goshen, IN 46526, USA');
    expect([component(result, 'postal_code'), component(result, 'locality'), component(result, 'administrative_area_level_1'), component(result, 'country')])
      .toEqual(['46526', 'Goshen', 'IN', 'US']);
    expect(result.geometry.location.lat).toBeCloseTo(41.58, 1);
  });

  it('fills city and state for a ZIP it does not hold from its neighbour, marked partial', async () => {
    // 46529 is not in the postal data (46528 is): its neighbour gives Goshen, IN.
    const [result] = (await geo('location=46529')).json().results;
    expect(component(result, 'postal_code')).toBe('46529');
    expect(component(result, 'locality')).toBe('Goshen');
    expect(component(result, 'administrative_area_level_1')).toBe('IN');
    expect(result.partial_match).toBe(true);
  });

  it('reads a Canadian postal code by its first three characters', async () => {
    const [result] = (await geo(`location=${encodeURIComponent('t2c 4l8')}`)).json().results;
    expect(component(result, 'postal_code')).toBe('T2C 4L8');
    expect(component(result, 'administrative_area_level_1')).toBe('AB');
    expect(component(result, 'country')).toBe('CA');
  });

  it('finds a city by "City, ST" and by state name', async () => {
    for (const location of ['Elkhart, IN', 'elkhart, Indiana']) {
      const body = (await geo(`location=${encodeURIComponent(location)}`)).json();
      expect(body.results.map((r: { formatted_address: string }) => r.formatted_address)).toEqual(['Elkhart, IN, USA']);
    }
  });

  it('prefers Canadian places on a .ca host when a name is in both countries', async () => {
    const us = (await geo('location=London')).json();
    const ca = (await geo('location=London&host=www.example.ca')).json();
    // London, ON and the Londons of KY, OH and other states: a US one first on other hosts.
    expect(component(ca.results[0], 'country')).toBe('CA');
    expect(component(us.results[0], 'country')).toBe('US');
    expect(new Set(ca.results.map((r: never) => component(r, 'country')))).toEqual(new Set(['CA', 'US']));
  });

  it('reverse-geocodes the browser position; the first administrative_area_level_1 is the state (spec: states and transitions, region)', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/geo', payload: { latlng: '41.60,-85.85', host: 'localhost' } });
    const [result] = res.json().results;
    expect(component(result, 'administrative_area_level_1')).toBe('IN');
    expect(component(result, 'locality')).toBe('Goshen');
  });

  it('answers ZERO_RESULTS for an unknown place and far out at sea', async () => {
    expect((await geo('location=Atlantis')).json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
    expect((await geo(`location=${encodeURIComponent('Nowhere, ZZ')}`)).json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
    expect((await geo('latlng=0,-30')).json()).toEqual({ status: 'ZERO_RESULTS', results: [] });
  });

  it('answers 400 naming the field when the location is missing or the position is not one', async () => {
    expect((await geo('')).json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Location is required', field: 'location' });
    expect((await geo('latlng=north')).json()).toMatchObject({ statusCode: 400, message: 'Invalid Location', field: 'latlng' });
  });
});

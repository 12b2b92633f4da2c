import { testDbKind, testAppPerFile } from '../../../test/test-app';

// Generous: these suites share a busy 2-core machine with the rest of the workspace's tests.
jest.setTimeout(30000);

const ctx = testAppPerFile();
const get = (url: string) => ctx().app.inject({ method: 'GET', url });

/** A brand group ZZ of three models whose features are chosen to exercise the feature-value rule. */
async function addFeatureFixture() {
  await ctx().db.query(`INSERT INTO catalog_brands (reference_id, code, slug, name, brand_group, url, region, class, active, seo_url, sequence)
    VALUES ('ZZ', 'ZZ', 'test-line', 'Test Line', 'ZZ', 'test-line', 'BOTH', 'Comfort', true, 'test-line-rvs', 99)`);
  const models: Array<[number, string, number]> = [[900001, '301ZA', 2025], [900002, '302ZB', 2026], [900003, '303ZC', 2021]];
  for (const [id, ref, year] of models) {
    await ctx().db.query(`INSERT INTO catalog_models SELECT (jsonb_populate_record(NULL::catalog_models, to_jsonb(m) || $1::jsonb)).*
      FROM catalog_models m WHERE m.id = (SELECT min(id) FROM catalog_models)`,
    [JSON.stringify({ id, unique_id: `ZZ-${ref}-${year}`, reference_id: ref, brand_reference_id: 'ZZ', model_year: year })]);
  }
  const f = (model: number, feature: number, value: string, source = 'SO') => ctx().db.query('INSERT INTO catalog_features VALUES ($1, $2, $3, $4)', [model, feature, value, source]);
  const ids = (await ctx().db.query<{ id: number; label: string }>('SELECT id, label FROM catalog_feature_definitions ORDER BY id')).rows;
  const id = (label: string) => ids.find((d) => d.label === label)!.id;
  await f(900001, id('Microwave'), 'S'); await f(900002, id('Microwave'), 'S');
  await f(900001, id('Rear Ladder'), 'O'); await f(900002, id('Rear Ladder'), 'O');
  await f(900001, id('Heat Pump'), 'S'); await f(900002, id('Heat Pump'), 'O');
  await f(900001, id('Electric Fireplace'), 'S');
  await f(900001, id('Designer Decor Package'), 'S', 'MKT'); await f(900002, id('Designer Decor Package'), 'S', 'MKT');
  await f(900003, id('Outdoor Kitchen'), 'S'); await f(900003, id('Microwave'), 'O');
  await ctx().db.query('UPDATE catalog_revision SET revision = revision + 1');
}

beforeAll(async () => {
  await addFeatureFixture();
}, 120000);

describe(`features (${testDbKind})`, () => {
  const values = (features: Array<{ label: string; value: string }>) => Object.fromEntries(features.map((f) => [f.label, f.value]));

  it('merges a brand group by the feature-value rule: M when on some models or differing, 2022 on, source SO only', async () => {
    const res = await get('/api/search/v1/brands/ZZ/features');
    expect(res.statusCode).toBe(200);
    expect(res.json().models).toEqual(['301ZA', '302ZB']);
    expect(values(res.json().features)).toEqual({ 'Rear Ladder': 'O', 'Electric Fireplace': 'M', Microwave: 'S', 'Heat Pump': 'M' });
    expect(res.json().features.map((f: { group: string }) => f.group)).toEqual(['Exterior', 'Interior', 'Kitchen Features', 'Convenience']);
  });

  it('limits the set to the models named, and one model keeps its own values', async () => {
    const res = await get('/api/search/v1/brands/zz/features?models=301ZA');
    expect(values(res.json().features)).toEqual({ 'Rear Ladder': 'O', 'Electric Fireplace': 'S', Microwave: 'S', 'Heat Pump': 'S' });
    const model = await get('/api/search/v1/models/ZZ-302ZB-2026/features');
    expect(values(model.json().features)).toEqual({ 'Rear Ladder': 'O', Microwave: 'S', 'Heat Pump': 'O' });
    expect((await get('/api/search/v1/models/303ZC/features')).json()).toEqual({ models: [], features: [] });
  });

  it('answers 404 for an unknown brand group, model in the group or model id', async () => {
    expect((await get('/api/search/v1/brands/QQ/features')).json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'No brand group "QQ".' });
    expect((await get('/api/search/v1/brands/ZZ/features?models=301ZA,999XX')).statusCode).toBe(404);
    expect((await get('/api/search/v1/models/NOPE-1/features')).statusCode).toBe(404);
  });
});

describe(`POST /api/graphql ModelSpecifications (${testDbKind})`, () => {
  const query = 'query ModelSpecifications($modelFilter: ModelSpecificationFilter) { modelSpecifications(filter: $modelFilter) { model { referenceId } value code label description sequence } }';
  const graphql = (variables: object) => ctx().app.inject({ method: 'POST', url: '/api/graphql', payload: { query, variables } });

  it('returns the spec rows of the models named, optionally only some codes', async () => {
    const refs = (await ctx().db.query<{ reference_id: string }>("SELECT reference_id FROM catalog_models WHERE model_year = 2026 AND brand_reference_id <> 'ZZ' ORDER BY id LIMIT 2")).rows.map((r) => r.reference_id);
    const all = await graphql({ modelFilter: { model: { referenceId: { in: refs } } } });
    expect(all.statusCode).toBe(200);
    const rows = all.json().data.modelSpecifications;
    expect(new Set(rows.map((r: { model: { referenceId: string } }) => r.model.referenceId))).toEqual(new Set(refs));
    expect(rows.length).toBe(2 * Number((await ctx().db.query<{ n: string }>('SELECT count(*) AS n FROM catalog_spec_definitions')).rows[0].n));
    const some = (await graphql({ modelFilter: { model: { referenceId: { in: refs } }, code: { in: ['MSRP', 'LENGTH'] } } })).json().data.modelSpecifications;
    expect(some.map((r: { code: string }) => r.code).sort()).toEqual(['LENGTH', 'LENGTH', 'MSRP', 'MSRP']);
    expect(some[0]).toEqual(expect.objectContaining({ label: expect.any(String), description: expect.any(String), sequence: expect.any(Number) }));
  });

  it('answers 400 naming the field for another query or a malformed filter', async () => {
    const other = await ctx().app.inject({ method: 'POST', url: '/api/graphql', payload: { query: '{ users { id } }', variables: { modelFilter: { model: { referenceId: { in: ['x'] } } } } } });
    expect(other.statusCode).toBe(400);
    expect(other.json().field).toBe('query');
    const bad = await graphql({ modelFilter: { model: { referenceId: { in: 'x' } } } });
    expect(bad.statusCode).toBe(200);
    const missing = await graphql({ modelFilter: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('variables.modelFilter.model');
  });
});

describe(`settings, brand codes and floorplan drawings (${testDbKind})`, () => {
  it('serves the option group order and 404 for an unknown setting', async () => {
    const res = await get('/api/v1/setting/S-AND-O-GROUP-ORDER');
    expect(res.json()).toEqual({ key: 'S-AND-O-GROUP-ORDER', value: expect.arrayContaining(['Exterior', 'Interior', 'Kitchen Features']) });
    expect(res.json().value.slice(0, 3)).toEqual(['Exterior', 'Interior', 'Kitchen Features']);
    expect((await get('/api/v1/setting/NOPE')).statusCode).toBe(404);
  });

  it('serves the brand code list', async () => {
    const res = await get('/api/web/form/data/brands');
    expect(res.json()).toHaveLength(24);
    expect(res.json()).toContainEqual({ value: 'CH', label: 'Cougar Half-Ton', listCode: 'EXTENDED' });
  });

  it('draws main, thumbnail and tiny SVGs from the specs, cached for a year', async () => {
    const models = await ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: { size: 1, filters: { 'models.typeClass': 'toy-haulers' } } });
    const model = models.json().docs[0];
    const main = await get(model.floorplan_main.url);
    expect(main.statusCode).toBe(200);
    expect(main.headers['content-type']).toContain('image/svg+xml');
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(main.body).toContain(`aria-label="${model.name} floorplan"`);
    expect(main.body).toContain('GARAGE');
    const thumb = await get(model.floorplan_thumbnail.url);
    expect(thumb.body).toContain('width="600"');
    const tiny = await get(model.floorplan_thumbnail.tiny.url);
    expect(tiny.body).toContain('width="60"');
    expect(tiny.body).not.toContain('<text');
    expect((await get('/api/search/v1/models/NOPE-1/floorplan/main.svg')).statusCode).toBe(404);
    expect((await get(`/api/search/v1/models/${model.uniqueId}/floorplan/huge.svg`)).statusCode).toBe(400);
  });
});

import { testDbKind, testAppPerFile } from '../../../test/test-app';

interface Option { code: string; kind: string; name: string; price: number; weight: number; includes: string[] }
interface ModelOptions { uniqueId: string; referenceId: string; modelYear: number; name: string; basePrice: number; years: number[]; options: Option[] }

describe(`build and price: POST /api/web/form/buildprice, GET /api/web/form/buildprice/{token} (spec: the calls) (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  let model: ModelOptions;
  beforeAll(async () => {
    // A shown floorplan with a package and at least two plain options.
    const { rows } = await ctx().db.query<{ reference_id: string; model_year: number }>(
      `SELECT o.reference_id, o.model_year FROM build_options o JOIN catalog_models m ON m.reference_id = o.reference_id AND m.model_year = o.model_year
        WHERE m.show_on_web AND m.active AND m.price IS NOT NULL GROUP BY o.reference_id, o.model_year
       HAVING bool_or(o.code = 'package-1') AND count(*) FILTER (WHERE o.kind = 'option') >= 3 ORDER BY o.reference_id LIMIT 1`,
    );
    const res = await ctx().app.inject({ method: 'GET', url: `/api/web/form/buildprice/models/${rows[0].reference_id}/options?year=${rows[0].model_year}` });
    model = res.json<ModelOptions>();
  });

  const save = (payload: object) => ctx().app.inject({ method: 'POST', url: '/api/web/form/buildprice', payload });
  const restore = (token: string) => ctx().app.inject({ method: 'GET', url: `/api/web/form/buildprice/${token}` });
  const plain = () => model.options.filter((o) => o.kind === 'option');

  it('seeds options from the model\'s O features, priced, with a package that includes some of them', async () => {
    expect(model.basePrice).toBeGreaterThan(0);
    expect(model.years).toContain(model.modelYear);
    const pkg = model.options.find((o) => o.code === 'package-1')!;
    expect(pkg.name).toBe('OPTION PACKAGE 1');
    expect(pkg.includes.every((c) => plain().some((o) => o.code === c))).toBe(true);
    for (const o of model.options) expect(o.price).toBeGreaterThan(0);
    const { rows } = await ctx().db.query<{ label: string }>(
      `SELECT d.label FROM catalog_models m JOIN catalog_features f ON f.model_id = m.id AND f.value = 'O' AND f.source = 'SO'
         JOIN catalog_feature_definitions d ON d.id = f.feature_id WHERE m.reference_id = $1 AND m.model_year = $2`,
      [model.referenceId, model.modelYear],
    );
    // Besides the O features, a floorplan with generator prep offers the generator itself.
    expect(plain().map((o) => o.name).filter((n) => n !== 'Onan 5500 LP Generator').sort()).toEqual(rows.map((r) => r.label).sort());
  });

  it('seeds each option with a believable weight: a generator 250-400 lb, solar 60-120 lb, an outdoor kitchen 80-150 lb', async () => {
    const { rows } = await ctx().db.query<{ name: string; lightest: number; heaviest: number; n: number }>(
      `SELECT name, min(weight)::int AS lightest, max(weight)::int AS heaviest, count(*)::int AS n FROM build_options
        WHERE name IN ('Onan 5500 LP Generator', 'SolarFlex 200', 'SolarFlex 400', 'SolarFlex 800', 'Outdoor Kitchen') GROUP BY name ORDER BY name`,
    );
    expect(rows.map((r) => r.name)).toEqual(['Onan 5500 LP Generator', 'Outdoor Kitchen', 'SolarFlex 200', 'SolarFlex 400', 'SolarFlex 800']);
    const range = Object.fromEntries(rows.map((r) => [r.name, [r.lightest, r.heaviest]]));
    expect(range['Onan 5500 LP Generator'][0]).toBeGreaterThanOrEqual(250);
    expect(range['Onan 5500 LP Generator'][1]).toBeLessThanOrEqual(400);
    expect(range['Outdoor Kitchen'][0]).toBeGreaterThanOrEqual(80);
    expect(range['Outdoor Kitchen'][1]).toBeLessThanOrEqual(150);
    for (const solar of ['SolarFlex 200', 'SolarFlex 400', 'SolarFlex 800']) {
      expect(range[solar][0]).toBeGreaterThanOrEqual(60);
      expect(range[solar][1]).toBeLessThanOrEqual(120);
    }
    // A package weighs what it includes.
    const pkg = model.options.find((o) => o.code === 'package-1')!;
    expect(pkg.weight).toBe(pkg.includes.reduce((sum, c) => sum + model.options.find((o) => o.code === c)!.weight, 0));
  });

  it('answers the weights the build step needs: shipping weight, carrying capacity, hitch or pin weight', async () => {
    const { rows } = await ctx().db.query<{ reference_id: string; model_year: number; shipping_weight: number; carrying_capacity: number; hitch_weight: number; rv_type: string }>(
      `SELECT reference_id, model_year, shipping_weight, carrying_capacity, hitch_weight, rv_type FROM catalog_models
        WHERE show_on_web AND active AND rv_type = 'fifth-wheels' ORDER BY reference_id LIMIT 1`,
    );
    const fw = rows[0];
    const res = await ctx().app.inject({ method: 'GET', url: `/api/web/form/buildprice/models/${fw.reference_id}/options?year=${fw.model_year}` });
    expect(res.json()).toMatchObject({
      shippingWeight: fw.shipping_weight, carryingCapacity: fw.carrying_capacity, hitchWeight: fw.hitch_weight, fifthWheel: true,
    });
    expect(model).toMatchObject({ fifthWheel: expect.any(Boolean), hitchWeight: expect.any(Number), carryingCapacity: expect.any(Number) });
  });

  it('without a year answers the newest; an unknown model is a 404', async () => {
    const newest = await ctx().app.inject({ method: 'GET', url: `/api/web/form/buildprice/models/${model.referenceId}/options` });
    expect(newest.json<ModelOptions>().modelYear).toBe(Math.max(...model.years));
    // Named by the year's catalogue id, which the summary's drawn exterior is fetched by.
    const { rows } = await ctx().db.query<{ unique_id: string }>('SELECT unique_id FROM catalog_models WHERE reference_id = $1 AND model_year = $2', [model.referenceId, model.modelYear]);
    expect(model.uniqueId).toBe(rows[0].unique_id);
    const missing = await ctx().app.inject({ method: 'GET', url: '/api/web/form/buildprice/models/9999ZZ/options' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('9999ZZ');
  });

  it('saves a build with two options and restores it by token', async () => {
    const [a, b] = plain();
    const res = await save({ referenceId: model.referenceId, modelYear: model.modelYear, options: [a.code, b.code], decor: 'urban-loft' });
    expect(res.statusCode).toBe(201);
    const { token, total } = res.json<{ token: string; total: number }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(total).toBe(model.basePrice + a.price + b.price);
    const back = await restore(token);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({
      token, referenceId: model.referenceId, modelYear: model.modelYear, modelName: model.name, decor: 'urban-loft',
      options: [{ code: a.code, name: a.name, price: a.price }, { code: b.code, name: b.name, price: b.price }],
      missing: { model: false, options: [] },
    });
  });

  it('stores names as spec (constants and limits) shows them and does not charge options a chosen package includes', async () => {
    const pkg = model.options.find((o) => o.code === 'package-1')!;
    const res = await save({ referenceId: model.referenceId, modelYear: model.modelYear, options: [pkg.code, pkg.includes[0]] });
    expect(res.json().total).toBe(model.basePrice + pkg.price);
    const back = (await restore(res.json().token)).json<{ options: Option[] }>();
    expect(back.options).toEqual([{ code: 'package-1', name: 'OPTIONAL PACKAGE ONE', price: pkg.price }]);
  });

  it.each([
    [{ modelYear: 2026, options: [] }, 'referenceId'],
    [{ referenceId: '273BH', options: [] }, 'modelYear'],
    [{ referenceId: '273BH', modelYear: 2026 }, 'options'],
    [{ referenceId: 'not-a-ref', modelYear: 2026, options: [] }, 'referenceId'],
    [{ referenceId: '273BH', modelYear: 2026, options: ['Bad Code'] }, 'options.0'],
    [{ referenceId: '273BH', modelYear: 2026, options: [], colour: 'red' }, 'colour'],
  ])('400 naming the field for %j', async (payload, field) => {
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe(field);
    expect(res.json().message).toContain(field.split('.')[0]);
  });

  it('400s for a model year or option that does not exist', async () => {
    const year = await save({ referenceId: model.referenceId, modelYear: 1999, options: [] });
    expect(year.statusCode).toBe(400);
    expect(year.json().field).toBe('referenceId');
    const option = await save({ referenceId: model.referenceId, modelYear: model.modelYear, options: [plain()[0].code, 'hot-tub'] });
    expect(option.statusCode).toBe(400);
    expect(option.json()).toMatchObject({ field: 'options.1', message: expect.stringContaining('hot-tub') });
  });

  it('a well-formed unknown token is a clear 404; a malformed one a 400 naming token', async () => {
    const unknown = await restore('AAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No saved build with token "AAAAAAAAAAAAAAAA".');
    const malformed = await restore('abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().field).toBe('token');
  });

  it('names an option that no longer exists and keeps the rest', async () => {
    const [a, b] = plain();
    const { token } = (await save({ referenceId: model.referenceId, modelYear: model.modelYear, options: [a.code, b.code], decor: 'urban-loft' })).json();
    await ctx().db.query('DELETE FROM build_options WHERE reference_id = $1 AND model_year = $2 AND code = $3', [model.referenceId, model.modelYear, b.code]);
    const back = (await restore(token)).json();
    expect(back.options).toEqual([{ code: a.code, name: a.name, price: a.price }]);
    expect(back.missing).toEqual({ model: false, options: [{ code: b.code, name: b.name, price: b.price }] });
    expect(back.decor).toBe('urban-loft');
  });

  it('names a model that no longer exists and keeps what was chosen', async () => {
    const [a] = plain();
    const { token } = (await save({ referenceId: model.referenceId, modelYear: model.modelYear, options: [a.code] })).json();
    await ctx().db.query('UPDATE catalog_models SET active = false WHERE reference_id = $1', [model.referenceId]);
    await ctx().db.query('UPDATE catalog_revision SET revision = revision + 1 WHERE id = 1');
    const res = await restore(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      modelName: model.name, model: null, options: [], missing: { model: true, options: [{ code: a.code, name: a.name, price: a.price }] },
    });
  });
});

import { deliverDue } from '../../outbox/outbox';
import { devMailboxHandlers } from '../../../test/auth-testing';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { solvedBotCheck } from '../bot-check/test-support';
import { counts, fakeCrm, VALID } from './test-support';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';

interface Unit { vin: string; dealer_number: string; reference_id: string; model_year: number; model_name: string; price: number }

describe(`"Send my build to a dealer": the lead carries the build and the stock unit (${testDbKind})`, () => {
  let unit: Unit;
  let token: string;
  let options: Array<{ code: string; name: string; price: number }>;
  const crm = fakeCrm();
  let crmUrl = '';

  beforeAll(async () => {
    crmUrl = await crm.listen();
  });
  afterAll(() => {
    delete process.env.CRM_WEBHOOK_URL;
    crm.close();
  });
  // Hooks run in the order declared: the app is built after the hooks above and closed after them.
  const ctx = testAppPerFile();
  beforeAll(async () => {
    // A stocked unit whose floorplan year has two options to build with.
    unit = (await ctx().db.query<Unit>(
      `SELECT u.vin, u.dealer_number, u.reference_id, u.model_year, u.model_name, u.price FROM inventory_units u
        WHERE (SELECT count(*) FROM build_options o WHERE o.reference_id = u.reference_id AND o.model_year = u.model_year AND o.kind = 'option') >= 2
        ORDER BY u.vin LIMIT 1`,
    )).rows[0];
    const model = (await ctx().app.inject({ method: 'GET', url: `/api/web/form/buildprice/models/${unit.reference_id}/options?year=${unit.model_year}` })).json();
    options = model.options.filter((o: { kind: string }) => o.kind === 'option').slice(0, 2);
    const saved = await ctx().app.inject({ method: 'POST', url: '/api/web/form/buildprice', payload: { referenceId: unit.reference_id, modelYear: unit.model_year, options: options.map((o) => o.code), decor: null } });
    token = saved.json().token;
  });

  const lead = async (extra: Record<string, string>) => ctx().app.inject({
    method: 'POST', url: '/api/web/form/lead', payload: { ...VALID.lead, ...extra, 'g-recaptcha-response': await solvedBotCheck(ctx().app) },
  });

  it('stores the build summary and the unit with the lead and delivers them to the CRM', async () => {
    const res = await lead({ buildToken: token, vin: unit.vin.toLowerCase(), dealerNumber: unit.dealer_number });
    expect(res.statusCode).toBe(200);
    const { rows } = await ctx().db.query<{ fields: Record<string, unknown> }>('SELECT fields FROM form_submissions WHERE reference_id = $1', [res.json().referenceId]);
    const { price: basePrice } = (await ctx().db.query<{ price: number }>('SELECT price FROM catalog_models WHERE reference_id = $1 AND model_year = $2', [unit.reference_id, unit.model_year])).rows[0];
    const build = {
      token, model: `${unit.model_name} ${unit.model_year}`, referenceId: unit.reference_id, modelYear: unit.model_year, basePrice,
      options: options.map(({ name, price }) => ({ name, price })), decor: null, total: basePrice + options[0].price + options[1].price,
      summaryPath: expect.stringMatching(new RegExp(`^/build-my-rv/[a-z0-9-]+/[a-z-]+/${unit.reference_id}/summary\\?build=${token}$`)),
    };
    expect(rows[0].fields).toMatchObject({ buildToken: token, dealerNumber: unit.dealer_number, build, unit: { vin: unit.vin, dealerNumber: unit.dealer_number, price: unit.price } });

    process.env.CRM_WEBHOOK_URL = crmUrl;
    await ctx().db.query('UPDATE outbox SET next_attempt_at = now() WHERE delivered_at IS NULL');
    await deliverDue(ctx().db, devMailboxHandlers(), 100);
    const record = crm.accepted.find((r) => r.referenceId === res.json().referenceId) as { fields: Record<string, unknown> } | undefined;
    expect(record?.fields).toMatchObject({ build, unit: { vin: unit.vin, model: `${unit.model_name} ${unit.model_year}` } });
  });

  it('a lead without a build stays as it was', async () => {
    const res = await lead({});
    const { rows } = await ctx().db.query<{ fields: Record<string, unknown> }>('SELECT fields FROM form_submissions WHERE reference_id = $1', [res.json().referenceId]);
    expect(rows[0].fields).not.toHaveProperty('build');
    expect(rows[0].fields).not.toHaveProperty('unit');
  });

  it.each([
    [{ buildToken: 'short' }, 'buildToken', 'Invalid Build'],
    [{ buildToken: 'AAAAAAAAAAAAAAAA' }, 'buildToken', 'No saved build with token "AAAAAAAAAAAAAAAA".'],
    [{ vin: '4YDF38223KB12345' }, 'vin', 'Min length for VIN is 17'],
    [{ vin: '4YDF38223KB12345O' }, 'vin', 'Invalid VIN'],
    [{ vin: '4YDZZZZZZZZ999999' }, 'vin', 'No unit with VIN "4YDZZZZZZZZ999999" in dealer stock.'],
  ])('%j is a 400 naming %s, and nothing is stored', async (extra, field, message) => {
    const before = await counts(ctx().db);
    const res = await lead(extra);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message });
    expect(await counts(ctx().db)).toEqual(before);
  });

  it('a unit at another dealer than the lead\'s is refused', async () => {
    const res = await lead({ vin: unit.vin, dealerNumber: 'D0000' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field: 'vin', message: `The unit with VIN "${unit.vin}" is not in stock at dealer D0000.` });
  });
});

import type { InjectOptions } from 'fastify';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { deliverDue } from '../../outbox/outbox';
import { bearer, devMailboxHandlers, signInAs, signInStaff } from '../../../test/auth-testing';
import { solvedBotCheck } from '../bot-check/test-support';
import { VALID } from '../forms/test-support';
import { anonymiseOldLeads } from '../forms/retention';
import { milesFromSql } from '../geo/repository';
import { vinFrom } from '../programs/test-support';
import { LEAD_MESSAGES, TEAM_REPORT_MESSAGES, VIN_MESSAGES } from '@rv/domain/dealer';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';

const VIN_OK = '1M8GDM9AXKP042788';
/** Sold by two portal dealers near ZIP 46526 (Goshen and Elkhart), so a second choice is in range. */
const BRAND = 'CG';

describe(`Leads: routing, the dealership inbox and the maker's report (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const db = () => ctx().db;
  const inject = (options: InjectOptions) => ctx().app.inject(options);

  const sendLead = async (extra: Record<string, string> = {}) => {
    const res = await inject({ method: 'POST', url: '/api/web/form/lead', payload: { ...VALID.lead, ...extra, 'g-recaptcha-response': await solvedBotCheck(ctx().app) } });
    expect(res.statusCode).toBe(200);
    const { rows } = await db().query<{ id: string; dealer_number: string | null }>(
      'SELECT l.id, l.dealer_number FROM leads l WHERE l.reference_id = $1', [res.json().referenceId]);
    expect(rows).toHaveLength(1);
    return { id: Number(rows[0].id), dealerNumber: rows[0].dealer_number };
  };
  /** Portal dealers selling the brand, nearest to Goshen's ZIP first, by the dealer locator's own distance SQL. */
  const nearest = async (brand: string) => {
    const zip = (await db().query<{ latitude: number; longitude: number }>(
      "SELECT latitude, longitude FROM geo_places WHERE country_code = 'US' AND postal_code = '46526'")).rows[0];
    return (await db().query<{ dealer_number: string; miles: number }>(
      `SELECT dealer_number, ${milesFromSql('$2::float8', '$3::float8')} AS miles FROM dealers
       WHERE $1 = ANY(brand_codes) AND dealer_number IN (SELECT dealership_number FROM organizations) ORDER BY miles, dealer_number LIMIT 3`,
      [brand, zip.latitude, zip.longitude])).rows;
  };
  afterEach(async () => {
    await db().query('DELETE FROM lead_dealer_settings');
    await db().query('UPDATE lead_settings SET radius_miles = 150, reassign_after_minutes = 1440');
  });

  describe('routing', () => {
    it('picks the nearest dealer selling the brand, skips opted-out and full ones, and falls back to the maker\'s queue', async () => {
      const [first, second] = await nearest(BRAND);
      expect(Number(second.miles)).toBeLessThan(150);
      expect((await sendLead({ brand: BRAND })).dealerNumber).toBe(first.dealer_number);
      // From the second dealer's own ZIP, the second is the nearest: distance decides, not the dealer's number.
      const secondZip = (await db().query<{ zip: string }>('SELECT zip FROM dealers WHERE dealer_number = $1', [second.dealer_number])).rows[0].zip;
      expect((await sendLead({ brand: BRAND, zip: secondZip, city: '' })).dealerNumber).toBe(second.dealer_number);

      await db().query("INSERT INTO lead_dealer_settings (dealer_number, opted_out_brands) VALUES ($1, ARRAY[$2])", [first.dealer_number, BRAND]);
      expect((await sendLead({ brand: BRAND })).dealerNumber).toBe(second.dealer_number);

      await db().query('UPDATE lead_dealer_settings SET opted_out_brands = \'{}\', daily_capacity = 1 WHERE dealer_number = $1', [first.dealer_number]);
      expect((await sendLead({ brand: BRAND })).dealerNumber).toBe(second.dealer_number); // first already had one today

      await db().query('UPDATE lead_settings SET radius_miles = 1');
      expect(Number(first.miles)).toBeGreaterThan(1);
      expect((await sendLead({ brand: BRAND })).dealerNumber).toBeNull();
    });

    it('moves a lead nobody contacted in the maker\'s time to the next dealer', async () => {
      const [first, second] = await nearest(BRAND);
      await db().query('UPDATE lead_settings SET reassign_after_minutes = 5');
      const lead = await sendLead({ brand: BRAND });
      expect(lead.dealerNumber).toBe(first.dealer_number);
      await db().query("UPDATE outbox SET next_attempt_at = now() WHERE topic = 'lead.first-contact-due' AND delivered_at IS NULL");
      await deliverDue(db(), devMailboxHandlers(), 100);
      const { rows } = await db().query<{ dealer_number: string; passed_over: string[] }>('SELECT dealer_number, passed_over FROM leads WHERE id = $1', [lead.id]);
      expect(rows[0]).toEqual({ dealer_number: second.dealer_number, passed_over: [first.dealer_number] });
    });

    it('a manager sets the dealership\'s opt-out; an unknown brand is refused in words', async () => {
      const { token } = await signInAs(ctx().app, 'manager');
      const put = (body: object) => inject({ method: 'PUT', url: '/api/dealer/leads/preferences', headers: bearer(token), payload: body });
      expect((await put({ dealershipNumber: 'D1001', acceptsLeads: true, optedOutBrands: ['ZZ'], dailyCapacity: 5 })).json())
        .toMatchObject({ statusCode: 400, message: '"ZZ" is not a brand that takes leads.' });
      expect((await put({ dealershipNumber: 'D1004', acceptsLeads: false, optedOutBrands: [], dailyCapacity: null })).statusCode).toBe(403);
      expect((await put({ dealershipNumber: 'D1001', acceptsLeads: true, optedOutBrands: [VALID.lead.brand], dailyCapacity: 5 })).statusCode).toBe(204);
    });
  });

  describe('the inbox', () => {
    let leadId: number;
    let tokens: Record<'manager' | 'salesperson' | 'otherDealership', string>;
    beforeAll(async () => {
      tokens = {
        manager: (await signInAs(ctx().app, 'manager')).token,
        salesperson: (await signInAs(ctx().app, 'salesperson')).token,
        otherDealership: (await signInAs(ctx().app, 'otherDealership')).token,
      };
      const brand = (await db().query<{ b: string }>("SELECT brand_codes[1] AS b FROM dealers WHERE dealer_number = 'D1001'")).rows[0].b;
      const lead = await sendLead({ brand, dealerNumber: 'D1001' });
      expect(lead.dealerNumber).toBe('D1001');
      leadId = lead.id;
    });
    const as = (who: keyof typeof tokens, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      inject({ method, url, headers: bearer(tokens[who]), ...(payload ? { payload } : {}) });

    it('shows the lead to its dealership, with contact details whose every read is logged; another dealership gets 404', async () => {
      expect((await as('salesperson', 'GET', '/api/dealer/leads')).json().leads.map((l: { id: number }) => l.id)).toContain(leadId);
      const detail = await as('salesperson', 'GET', `/api/dealer/leads/${leadId}`);
      expect(detail.json()).toMatchObject({ status: 'new', contact: { email: VALID.lead.email, phone: VALID.lead.phone }, request: { smsOptIn: 'true', timeFrame: VALID.lead.timeFrame } });
      await as('manager', 'GET', `/api/dealer/leads/${leadId}`);
      const reads = await db().query<{ n: string }>('SELECT count(*) AS n FROM lead_contact_reads WHERE lead_id = $1', [leadId]);
      expect(Number(reads.rows[0].n)).toBe(2);

      expect((await as('otherDealership', 'GET', `/api/dealer/leads/${leadId}`)).statusCode).toBe(404);
      expect((await as('otherDealership', 'POST', `/api/dealer/leads/${leadId}/notes`, { body: 'hi' })).statusCode).toBe(404);
      expect((await as('otherDealership', 'GET', '/api/dealer/leads')).json().leads.map((l: { id: number }) => l.id)).not.toContain(leadId);
      expect((await as('salesperson', 'GET', `/api/dealer/leads/${leadId + 100000}`)).statusCode).toBe(404);
    });

    it('notifies the dealership in the portal and by e-mail', async () => {
      const { rows } = await db().query<{ n: string }>(
        "SELECT count(*) AS n FROM reward_notifications n JOIN users u ON u.id = n.user_id WHERE u.username = 'demo.sales' AND n.type = 'LEAD' AND n.message LIKE $1", [`New lead #${leadId}%`]);
      expect(Number(rows[0].n)).toBe(1);
      const mail = await db().query<{ n: string }>("SELECT count(*) AS n FROM outbox WHERE topic = 'email' AND payload->>'to' = 'demo.sales@dealers.example.com' AND payload->>'subject' LIKE $1", [`New lead #${leadId} %`]);
      expect(Number(mail.rows[0].n)).toBe(1);
    });

    it('two managers assigning at once leave one assignment; a salesperson cannot assign', async () => {
      const second = (await signInAs(ctx().app, 'manager', '10.0.0.2')).token;
      const team = (await as('manager', 'GET', `/api/dealer/leads/${leadId}`)).json().team as Array<{ id: number; manager: boolean }>;
      const [a, b] = team.filter((u) => !u.manager);
      const results = await Promise.all([
        as('manager', 'PUT', `/api/dealer/leads/${leadId}/assignee`, { userId: a.id, expectedUserId: null }),
        inject({ method: 'PUT', url: `/api/dealer/leads/${leadId}/assignee`, headers: bearer(second), payload: { userId: b.id, expectedUserId: null } }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const winner = results.find((r) => r.statusCode === 200)!.json().assignedTo.id;
      const { rows } = await db().query<{ assigned_user_id: string }>('SELECT assigned_user_id FROM leads WHERE id = $1', [leadId]);
      expect(Number(rows[0].assigned_user_id)).toBe(winner);
      expect((await as('salesperson', 'PUT', `/api/dealer/leads/${leadId}/assignee`, { userId: a.id, expectedUserId: winner })).statusCode).toBe(403);
    });

    it('moves new -> contacted -> sold with a VIN checked in words; forbidden moves are 409', async () => {
      const team = (await as('manager', 'GET', `/api/dealer/leads/${leadId}`)).json();
      const me = team.team.find((u: { name: string }) => u.name === 'Sam Sellers').id;
      await as('manager', 'PUT', `/api/dealer/leads/${leadId}/assignee`, { userId: me, expectedUserId: team.assignedTo?.id ?? null });
      expect((await as('salesperson', 'POST', `/api/dealer/leads/${leadId}/status`, { status: 'sold', vin: VIN_OK })).statusCode).toBe(409);
      expect((await as('salesperson', 'POST', `/api/dealer/leads/${leadId}/status`, { status: 'contacted' })).json()).toMatchObject({ status: 'contacted' });
      expect((await as('salesperson', 'POST', `/api/dealer/leads/${leadId}/notes`, { body: 'Called, wants a walk-through Saturday.' })).json().notes)
        .toEqual([expect.objectContaining({ body: 'Called, wants a walk-through Saturday.', author: 'Sam Sellers' })]);
      const badVin = await as('salesperson', 'POST', `/api/dealer/leads/${leadId}/status`, { status: 'sold', vin: '1M8GDM9A1KP042788' });
      expect(badVin.json()).toMatchObject({ statusCode: 400, field: 'vin', message: VIN_MESSAGES.checkDigit });
      expect((await as('salesperson', 'POST', `/api/dealer/leads/${leadId}/status`, { status: 'sold', vin: VIN_OK.toLowerCase() })).json())
        .toMatchObject({ status: 'sold', soldVin: VIN_OK });
      expect((await as('salesperson', 'POST', `/api/dealer/leads/${leadId}/status`, { status: 'lost', lostReason: 'x' })).statusCode).toBe(409);
    });

    it('the maker\'s sales staff see it sold in the report and its CSV, with the server running; dealers and other staff cannot', async () => {
      const wrong = await inject({ method: 'POST', url: '/api/auth/staff/signin', payload: { username: 'staff.sales', password: 'wrong-password', context: 'STAFF' } });
      expect(wrong.statusCode).toBe(401);
      const staff = await signInStaff(ctx().app, 'staff.sales');
      expect(staff).toMatchObject({ username: 'staff.sales', roles: ['sales'] });
      const editor = (await signInStaff(ctx().app, 'staff.editor')).token;

      const report = (await inject({ method: 'GET', url: '/api/maker/leads/report', headers: bearer(staff.token) })).json();
      const row = report.rows.find((r: { dealerNumber: string; sold: number }) => r.dealerNumber === 'D1001' && r.sold > 0);
      expect(row).toMatchObject({ sold: 1, region: 'IN' });
      expect(report.totals.contacted).toBeGreaterThanOrEqual(1);
      const csv = await inject({ method: 'GET', url: '/api/maker/leads/report.csv', headers: bearer(staff.token) });
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body.split('\r\n')[0]).toBe('week,brand,region,dealerNumber,leads,contacted,sold,shareSold,medianMinutesToFirstContact,registeredSales');
      expect(csv.body).toContain(`${row.week},${row.brand},IN,D1001,${row.leads},${row.contacted},1,`);
      const submissions = await inject({ method: 'GET', url: '/api/maker/forms/export.csv?form=lead', headers: bearer(staff.token) });
      expect(submissions.body.split('\r\n').length).toBeGreaterThan(2);
      expect((await inject({ method: 'GET', url: '/api/maker/leads/report?from=yesterday', headers: bearer(staff.token) })).json())
        .toMatchObject({ statusCode: 400, field: 'from' });

      expect((await inject({ method: 'GET', url: '/api/maker/leads/report', headers: bearer(editor) })).statusCode).toBe(403);
      expect((await inject({ method: 'GET', url: '/api/maker/leads/report', headers: bearer(tokens.manager) })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url: '/api/dealer/leads', headers: bearer(staff.token) })).statusCode).toBe(401);
    });

    it('anonymises leads older than the maker\'s retention, the stored submission too', async () => {
      await db().query("UPDATE leads SET created_at = now() - interval '800 days' WHERE id = $1", [leadId]);
      expect(await anonymiseOldLeads(db())).toBeGreaterThanOrEqual(1);
      const detail = (await as('salesperson', 'GET', `/api/dealer/leads/${leadId}`)).json();
      expect(detail).toMatchObject({ contact: null, anonymised: true });
      const { rows } = await db().query<{ fields: Record<string, unknown> }>('SELECT s.fields FROM form_submissions s JOIN leads l ON l.submission_id = s.id WHERE l.id = $1', [leadId]);
      expect(rows[0].fields).not.toHaveProperty('email');
      expect(rows[0].fields).toHaveProperty('zip', VALID.lead.zip);
    });
  });
  describe('a sale closes the loop, and the maker\'s report covers the range asked', () => {
    let tokens: Record<'salesperson' | 'staff', string>;
    let brand = '';
    beforeAll(async () => {
      tokens = { salesperson: (await signInAs(ctx().app, 'salesperson')).token, staff: (await signInStaff(ctx().app, 'staff.sales')).token };
      brand = (await db().query<{ b: string }>("SELECT brand_codes[1] AS b FROM dealers WHERE dealer_number = 'D1001'")).rows[0].b;
    });
    const as = (method: 'GET' | 'POST', url: string, payload?: object) => inject({ method, url, headers: bearer(tokens.salesperson), ...(payload ? { payload } : {}) });
    const contactedLead = async () => {
      const { id } = await sendLead({ brand, dealerNumber: 'D1001' });
      expect((await as('POST', `/api/dealer/leads/${id}/status`, { status: 'contacted' })).statusCode).toBe(200);
      return id;
    };
    let serial = 0;
    const registerSale = async (vin: string) => {
      const [unit] = (await as('GET', '/api/programs/catalogue')).json();
      const res = await as('POST', '/api/programs/sales', { vin, itemId: unit.itemId, modelYear: unit.modelYear, saleDate: new Date().toISOString().slice(0, 10), buyerRegion: 'IN' });
      expect(res.statusCode).toBe(200);
      return res.json() as { saleId: number; lines: unknown[] };
    };
    const nextVin = () => vinFrom(`4YDT30R2${String(880000 + (serial += 1)).padStart(8, '0')}`);
    const report = async (query: string) => inject({ method: 'GET', url: `/api/maker/leads/report${query}`, headers: bearer(tokens.staff) });

    it('links a sold lead to its VIN\'s sale registration, made before or after, and the report counts both', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const before = (await report(`?from=${today}&to=${today}`)).json().totals.registeredSales;

      const registeredFirst = nextVin();
      const sale = await registerSale(registeredFirst);
      const first = await contactedLead();
      const sold = (await as('POST', `/api/dealer/leads/${first}/status`, { status: 'sold', vin: registeredFirst })).json();
      expect(sold).toMatchObject({ status: 'sold', soldVin: registeredFirst, sale: { saleId: sale.saleId, programLines: sale.lines.length } });
      expect(sale.lines.length).toBeGreaterThan(0);

      const registeredLater = nextVin();
      const second = await contactedLead();
      expect((await as('POST', `/api/dealer/leads/${second}/status`, { status: 'sold', vin: registeredLater })).json()).toMatchObject({ status: 'sold', sale: null });
      const later = await registerSale(registeredLater);
      expect((await as('GET', `/api/dealer/leads/${second}`)).json().sale).toMatchObject({ saleId: later.saleId });

      const { totals } = (await report(`?from=${today}&to=${today}`)).json();
      expect(totals.registeredSales).toBe(before + 2);
      expect(totals.sold).toBeGreaterThanOrEqual(totals.registeredSales);
    });

    it('refuses, in words, a VIN another dealership registered, and a bad check digit; the lead stays contacted', async () => {
      const elsewhere = nextVin();
      await db().query(
        `INSERT INTO vehicle_sales (vin, dealership_number, item_id, item_group_id, brand_code, model_year, sale_date, salesperson_id, buyer_region)
         VALUES ($1, 'D1004', 'X1', 'X', $2, 2026, current_date, 'SP-D1004-01', 'MI')`, [elsewhere, brand]);
      const id = await contactedLead();
      expect((await as('POST', `/api/dealer/leads/${id}/status`, { status: 'sold', vin: elsewhere.toLowerCase() })).json())
        .toEqual({ statusCode: 400, error: 'Bad Request', field: 'vin', message: LEAD_MESSAGES.vinSoldElsewhere(elsewhere) });
      const typo = `${elsewhere.slice(0, 8)}${elsewhere[8] === '1' ? '2' : '1'}${elsewhere.slice(9)}`;
      expect((await as('POST', `/api/dealer/leads/${id}/status`, { status: 'sold', vin: typo })).json()).toMatchObject({ statusCode: 400, field: 'vin', message: VIN_MESSAGES.checkDigit });
      expect((await as('GET', `/api/dealer/leads/${id}`)).json()).toMatchObject({ status: 'contacted', soldVin: null, sale: null });
    });

    it('reports only the days asked, both ends included, and its CSV carries the same figures', async () => {
      const { id } = await sendLead({ brand, dealerNumber: 'D1001' });
      await db().query("UPDATE leads SET created_at = '2019-03-06T23:30:00Z' WHERE id = $1", [id]);
      const day = (await report('?from=2019-03-06&to=2019-03-06')).json();
      expect(day).toMatchObject({ from: '2019-03-06', to: '2019-03-06', totals: { leads: 1 }, rows: [{ week: '2019-03-04', dealerNumber: 'D1001', leads: 1 }] });
      expect((await report('?from=2019-03-07&to=2019-03-31')).json().totals.leads).toBe(0);
      expect((await report('?from=2019-03-01&to=2019-03-05')).json().totals.leads).toBe(0);

      const today = new Date().toISOString().slice(0, 10);
      const range = `?from=2019-01-01&to=${today}`;
      const json = (await report(range)).json();
      const csv = await inject({ method: 'GET', url: `/api/maker/leads/report.csv${range}`, headers: bearer(tokens.staff) });
      const [header, ...lines] = csv.body.trimEnd().split('\r\n');
      const columns = header.split(',');
      const fromCsv = lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [columns[i], cell])));
      expect(fromCsv).toEqual(json.rows.map((row: Record<string, unknown>) => Object.fromEntries(columns.map((c) => [c, String(row[c] ?? '')]))));
      expect(fromCsv.length).toBeGreaterThan(1);
    });

    it('refuses a bad date or an end before the start, naming it, on the report and its CSV alike', async () => {
      expect((await report('?from=2026-11-02&to=2026-11-01')).json()).toMatchObject({ statusCode: 400, field: 'from', message: TEAM_REPORT_MESSAGES.fromAfterTo });
      expect((await report('?from=2026-02-30')).json()).toMatchObject({ statusCode: 400, field: 'from', message: TEAM_REPORT_MESSAGES.notADate('from', '2026-02-30') });
      // Year 0 is a date in JavaScript but not in PostgreSQL: refused in words, never a 500.
      expect((await report('?from=0000-01-01')).json()).toMatchObject({ statusCode: 400, field: 'from', message: TEAM_REPORT_MESSAGES.notADate('from', '0000-01-01') });
      const csv = await inject({ method: 'GET', url: '/api/maker/leads/report.csv?from=2026-11-01&to=next%20week', headers: bearer(tokens.staff) });
      expect(csv.json()).toMatchObject({ statusCode: 400, field: 'to', message: TEAM_REPORT_MESSAGES.notADate('to', 'next week') });
    });
  });
});

import type { ProgramLine } from '@rv/domain/dealer';
import { VIN_MESSAGES } from '@rv/domain/dealer';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, dealersSignedIn, devMailboxHandlers } from '../../../test/auth-testing';
import { staffToken } from '../../../test/staff-testing';
import { deliverDue } from '../../outbox/outbox';
import { HTML_PAYLOAD } from '../../uploads/test-support';
import { SMALL_PDF, postDocument, vinFrom } from './test-support';

jest.setTimeout(120_000);

describe(`Dealer programs: sale by VIN, claim with proof, review, payment (${testDbKind})`, () => {
  const ctx = testAppPerFile({ config: { devMailbox: true } });
  const app = () => ctx().app;
  const { tokens, get, points } = dealersSignedIn(app, ['salesperson', 'otherDealership', 'manager']);
  let reviewer = '';
  let secondReviewer = '';
  beforeAll(async () => {
    reviewer = await staffToken(app(), 'staff.programs');
    secondReviewer = await staffToken(app(), 'staff.programs');
  });
  const today = new Date().toISOString().slice(0, 10);
  const post = (url: string, payload: object, token: string) => app().inject({ method: 'POST', url, payload, headers: bearer(token) });
  const staffPost = (url: string, payload: object = {}, token = reviewer) => post(`/api/programs/staff${url}`, payload, token);
  const statusOf = async (recordId: string) =>
    Number((await ctx().db.query<{ status: number }>('SELECT status FROM program_lines WHERE record_id = $1', [recordId])).rows[0].status);
  let serial = 0;
  const register = async (over: Record<string, unknown> = {}, token = tokens.salesperson) => {
    const [unit] = (await get('/api/programs/catalogue', token)).json();
    serial += 1;
    return post('/api/programs/sales', {
      vin: vinFrom(`4YDT30R2${String(700000 + serial).padStart(8, '0')}`), itemId: unit.itemId, modelYear: unit.modelYear, saleDate: today, buyerRegion: 'IN', ...over,
    }, token);
  };
  /** A sale registered and its first line claimed with a bill of sale: the line's record id. */
  const claimedLine = async (): Promise<string> => {
    const line: ProgramLine = (await register()).json().lines[0];
    expect((await postDocument(app(), `/api/programs/lines/${line.parmRecordId}/claim`, tokens.salesperson)).statusCode).toBe(200);
    return line.parmRecordId;
  };
  const notificationsOf = async (username: string) => (await ctx().db.query<{ message: string }>(
    `SELECT n.message FROM reward_notifications n JOIN users u ON u.id = n.user_id WHERE u.username = $1 AND n.type = 'claim' ORDER BY n.id`, [username])).rows.map((r) => r.message);

  describe('a sale registered by VIN', () => {
    it('refuses a wrong check digit in words and registers nothing', async () => {
      const vin = vinFrom('4YDT30R2BB000001');
      const wrong = `${vin.slice(0, 8)}${vin[8] === '1' ? '2' : '1'}${vin.slice(9)}`;
      const res = await register({ vin: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: VIN_MESSAGES.checkDigit, field: 'vin' });
      expect((await ctx().db.query('SELECT 1 FROM vehicle_sales WHERE vin = $1', [wrong])).rows).toHaveLength(0);
    });

    it('turns the sale into approved lines of every paying program, short VIN the last 8, and refuses the VIN a second time (409)', async () => {
      const res = await register();
      expect(res.statusCode).toBe(200);
      const { vin, lines } = res.json() as { vin: string; lines: ProgramLine[] };
      // The running half-year spiff pays on any sale; the Great Lakes bonus on an Indiana buyer.
      expect(lines.map((l) => l.parmProgramAmount).sort()).toEqual([100, 200]);
      for (const line of lines) expect(line).toMatchObject({ parmSerialNumber: vin, parmShortVIN: vin.slice(-8), parmProgramLineStatusStr: 'Approved', parmSalesPersonId: 'SP-D1001-01' });
      const dup = await register({ vin });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().message).toBe(`VIN ${vin} is already registered: a sale is registered once.`);
      expect((await get('/api/programs/sales')).json().filter((s: { vin: string }) => s.vin === vin)).toHaveLength(1);
      expect(await notificationsOf('demo.sales')).toContain(`Your sale ${vin} is registered: 2 program lines approved to claim.`);
    });

    it('says so when no program pays on the sale', async () => {
      const res = await register({ saleDate: '2024-06-01' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ lines: [], message: expect.stringContaining('no active program pays on it') });
    });

    it("keeps another dealership's sales and lines invisible (404)", async () => {
      const line: ProgramLine = (await register()).json().lines[0];
      expect((await get(`/api/ax/v1/lines/details/${line.parmRecordId}`, tokens.otherDealership)).statusCode).toBe(404);
      expect((await get(`/api/programs/lines/${line.parmRecordId}/bill-of-sale`, tokens.otherDealership)).statusCode).toBe(404);
      expect((await postDocument(app(), `/api/programs/lines/${line.parmRecordId}/claim`, tokens.otherDealership)).statusCode).toBe(404);
      expect((await get('/api/programs/sales', tokens.otherDealership)).json().map((s: { vin: string }) => s.vin)).not.toContain(line.parmSerialNumber);
      expect(await statusOf(line.parmRecordId)).toBe(1);
    });
  });

  describe('a claim with its bill of sale', () => {
    it('needs the document, verified: none is 400, an HTML page is 415, and the line stays approved', async () => {
      const line: ProgramLine = (await register()).json().lines[0];
      expect((await get(`/api/ax/v1/spiff/claim/${line.parmRecordId}`)).statusCode).toBe(400);
      const html = await postDocument(app(), `/api/programs/lines/${line.parmRecordId}/claim`, tokens.salesperson, { value: HTML_PAYLOAD, filename: 'bill.pdf', type: 'application/pdf' });
      expect(html.statusCode).toBe(415);
      expect(html.json().message).toMatch(/bill of sale must be a PNG, JPEG or WebP photo or a PDF/);
      expect(await statusOf(line.parmRecordId)).toBe(1);
      const pdf = await postDocument(app(), `/api/programs/lines/${line.parmRecordId}/claim`, tokens.salesperson, { value: SMALL_PDF, filename: 'bill.pdf', type: 'application/pdf' });
      expect(pdf.json()).toMatchObject({ parmValue: true, line: { parmProgramLineStatusStr: 'Claimed' } });
      const document = await get(`/api/programs/lines/${line.parmRecordId}/bill-of-sale`);
      expect(document.headers['content-type']).toBe('application/pdf');
    });

    it('earns no points for a claim: points follow money', async () => {
      const before = await points();
      await claimedLine();
      expect(await points()).toEqual(before);
    });

    it("refuses an expired line (409) and a colleague's line (403), unchanged", async () => {
      const expired = ((await get('/api/ax/v1/lines/approved')).json() as ProgramLine[]).find((l) => l.parmSalesPersonId === 'SP-D1001-01' && l.parmExpired === 'true') as ProgramLine;
      const res = await postDocument(app(), `/api/programs/lines/${expired.parmRecordId}/claim`, tokens.salesperson);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('This line has expired and can no longer be claimed.');
      expect(await statusOf(expired.parmRecordId)).toBe(1);
      const line: ProgramLine = (await register()).json().lines[0];
      expect((await postDocument(app(), `/api/programs/lines/${line.parmRecordId}/claim`, tokens.manager)).statusCode).toBe(403);
      expect(await statusOf(line.parmRecordId)).toBe(1);
    });
  });

  describe('every move the transition table forbids is refused (409) with the line unchanged', () => {
    it.each<[string, (id: string) => Promise<{ statusCode: number; json(): { message: string } }>, 'approved' | 'claimed']>([
      ['claiming a claimed line again', (id) => postDocument(app(), `/api/programs/lines/${id}/claim`, tokens.salesperson), 'claimed'],
      ['paying a claim no reviewer approved', (id) => staffPost('/payment-batches', { method: 'check', reference: '1', paidOn: today, paidTo: 'X', recordIds: [id] }), 'claimed'],
      ['disputing a claim that was not rejected', (id) => postDocument(app(), `/api/programs/lines/${id}/dispute`, tokens.salesperson), 'claimed'],
      ['approving a line nobody claimed', (id) => staffPost(`/lines/${id}/approve`), 'approved'],
      ['paying a line nobody claimed', (id) => staffPost('/payment-batches', { method: 'check', reference: '1', paidOn: today, paidTo: 'X', recordIds: [id] }), 'approved'],
    ])('%s', async (_move, attempt, start) => {
      const id = start === 'claimed' ? await claimedLine() : ((await register()).json().lines[0] as ProgramLine).parmRecordId;
      const before = (await ctx().db.query('SELECT * FROM program_lines WHERE record_id = $1', [id])).rows[0];
      const res = await attempt(id);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/cannot become|already been claimed/);
      expect((await ctx().db.query('SELECT * FROM program_lines WHERE record_id = $1', [id])).rows[0]).toEqual(before);
    });

    it('refuses a paid line any further move, and a second dispute after a final rejection', async () => {
      const id = await claimedLine();
      expect((await staffPost(`/lines/${id}/reject`, { reason: 'Bill of sale unreadable.' })).statusCode).toBe(200);
      expect((await postDocument(app(), `/api/programs/lines/${id}/dispute`, tokens.salesperson)).statusCode).toBe(200);
      expect((await staffPost(`/lines/${id}/reject`, { reason: 'Sold outside the program dates.' })).statusCode).toBe(200);
      const again = await postDocument(app(), `/api/programs/lines/${id}/dispute`, tokens.salesperson);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This claim was rejected after a dispute: the rejection is final.');
      expect(await statusOf(id)).toBe(6);
      const paid = await claimedLine();
      await staffPost(`/lines/${paid}/approve`);
      expect((await staffPost('/payment-batches', { method: 'check', reference: '5001', paidOn: today, paidTo: 'Sam Sellers', recordIds: [paid] })).statusCode).toBe(200);
      for (const attempt of [staffPost(`/lines/${paid}/reject`, { reason: 'late' }), staffPost(`/lines/${paid}/approve`)]) expect((await attempt).statusCode).toBe(409);
      expect(await statusOf(paid)).toBe(4);
    });

    it('refuses a rejection without a reason (400), unchanged', async () => {
      const id = await claimedLine();
      const res = await staffPost(`/lines/${id}/reject`, { reason: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Give the reason for the rejection: the salesperson reads it.');
      expect(await statusOf(id)).toBe(3);
    });
  });

  it('pays a claim once when two reviewers approve it at once, and once when two batches pay it at once', async () => {
    const id = await claimedLine();
    const approvals = await Promise.all([staffPost(`/lines/${id}/approve`), staffPost(`/lines/${id}/approve`, {}, secondReviewer)]);
    expect(approvals.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const before = await points();
    const batch = (reference: string) => staffPost('/payment-batches', { method: 'transfer', reference, paidOn: today, paidTo: 'Sam Sellers', recordIds: [id] });
    const batches = await Promise.all([batch('TR-1'), batch('TR-2')]);
    expect(batches.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await ctx().db.query<{ n: string }>(`SELECT count(*) AS n FROM reward_activities WHERE verb = 'spiff_paid' AND source_ref = $1`, [id]);
    expect(Number(rows[0].n)).toBe(1);
    const amount = Number((await ctx().db.query<{ a: string }>('SELECT program_amount AS a FROM program_lines WHERE record_id = $1', [id])).rows[0].a);
    expect((await points()).Sales - before.Sales).toBe(amount);
  });

  it('walks a claim from rejection through dispute to payment, telling the salesperson each step, and exports it for accounting', async () => {
    const id = await claimedLine();
    const queue = (await app().inject({ method: 'GET', url: '/api/programs/staff/queue', headers: bearer(reviewer) })).json();
    expect(queue.find((l: { parmRecordId: string }) => l.parmRecordId === id)).toMatchObject({ billOfSale: { contentType: 'image/png' } });
    expect((await app().inject({ method: 'GET', url: `/api/programs/staff/lines/${id}/bill-of-sale`, headers: bearer(reviewer) })).headers['content-type']).toBe('image/png');
    await staffPost(`/lines/${id}/reject`, { reason: 'The bill of sale is not signed.' });
    expect((await get(`/api/ax/v1/lines/details/${id}`)).json()).toMatchObject({ parmProgramLineStatusStr: 'Rejected', parmRejectReason: 'The bill of sale is not signed.', parmCanDispute: true });
    expect((await postDocument(app(), `/api/programs/lines/${id}/dispute`, tokens.salesperson)).json()).toMatchObject({ parmProgramLineStatusStr: 'Disputed' });
    const bulk = (await staffPost('/lines/approve', { recordIds: [id, id] })).json();
    expect(bulk.approved).toEqual([id]);
    expect(bulk.refused).toHaveLength(1);
    const batch = await staffPost('/payment-batches', { method: 'check', reference: '100777', paidOn: today, paidTo: 'Sam Sellers', amount: 1, recordIds: [id] });
    expect(batch.statusCode).toBe(400);
    const paid = await staffPost('/payment-batches', { method: 'check', reference: '100777', paidOn: today, paidTo: 'Sam Sellers', recordIds: [id] });
    expect(paid.statusCode).toBe(200);
    expect((await get(`/api/ax/v1/lines/details/${id}`)).json()).toMatchObject({ parmProgramLineStatusStr: 'Paid', parmPaymentInfo: 'Check 100777', parmPaidTo: 'Sam Sellers', parmCheckDate: today, parmRejectReason: '' });
    const told = await notificationsOf('demo.sales');
    for (const words of ['was received with its bill of sale', 'was rejected: The bill of sale is not signed.', 'dispute of', 'was approved', 'was paid']) {
      expect(told.some((m) => m.includes(words))).toBe(true);
    }
    while ((await deliverDue(ctx().db, devMailboxHandlers())) > 0);
    const mail = (await app().inject({ method: 'GET', url: '/api/dev/mailbox?to=demo.sales%40dealers.example.com' })).json().messages as Array<{ subject: string }>;
    expect(mail.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Claim paid: PR-/), expect.stringMatching(/^Claim rejected: PR-/)]));
    const csv = await app().inject({ method: 'GET', url: `/api/programs/staff/payments.csv?batch=${paid.json().batchId}`, headers: bearer(reviewer) });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Batch,Reference,Paid on,Record,Program,Dealership,Salesperson,VIN,Amount,Paid to');
    expect(csv.body).toContain(`,100777,${today},${id},`);
  });

  describe('program staff calls', () => {
    it.each([
      ['GET', '/api/programs/staff/queue'], ['GET', '/api/programs/staff/programs'], ['POST', '/api/programs/staff/lines/5637150000/approve'],
      ['POST', '/api/programs/staff/payment-batches'], ['GET', '/api/programs/staff/payments.csv'],
    ])('refuse a salesperson %s %s (403)', async (method, url) => {
      const res = await app().inject({ method: method as 'GET', url, headers: bearer(tokens.salesperson), payload: method === 'POST' ? { method: 'check', reference: '1', paidOn: today, paidTo: 'X', recordIds: ['5637150000'] } : undefined });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Only the maker's program staff may do this.");
    });

    it('create a program that then pays on a matching sale, and end it so later sales do not qualify', async () => {
      const [unit] = (await get('/api/programs/catalogue')).json();
      const created = await staffPost('/programs', { name: 'Ohio model push', amount: 250, startDate: today, endDate: today, itemIds: [unit.itemId], dealershipNumbers: ['D1001'], regions: ['oh'] });
      expect(created.statusCode).toBe(200);
      const { programId } = created.json();
      const sale = (await register({ buyerRegion: 'OH', itemId: unit.itemId, modelYear: unit.modelYear })).json();
      expect(sale.lines.map((l: ProgramLine) => l.parmProgramId)).toContain(programId);
      expect((await staffPost(`/programs/${programId}/end`)).json()).toMatchObject({ programId, endedAt: expect.any(String) });
      expect((await staffPost(`/programs/${programId}/end`)).statusCode).toBe(409);
    });
  });
});

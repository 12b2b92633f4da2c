import { PROGRAM_FORM_MESSAGES, type ProgramLine } from '@rv/domain/dealer';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, dealersSignedIn } from '../../../test/auth-testing';
import { staffToken } from '../../../test/staff-testing';
import { postDocument, vinFrom } from './test-support';

jest.setTimeout(120_000);

const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Program staff create programs with their rule and end them: an ended program makes no new lines, and its lines stay payable. */
describe(`Programs created and ended by program staff (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const app = () => ctx().app;
  const { tokens, get } = dealersSignedIn(app, ['salesperson']);
  let staff = '';
  beforeAll(async () => {
    staff = await staffToken(app(), 'staff.programs');
  });
  const staffCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app().inject({ method, url: `/api/programs/staff${url}`, headers: bearer(staff), ...(payload ? { payload } : {}) });
  let serial = 0;
  const sell = async (itemId: string, modelYear: number, saleDate: string) => {
    serial += 1;
    const res = await app().inject({
      method: 'POST', url: '/api/programs/sales', headers: bearer(tokens.salesperson),
      payload: { vin: vinFrom(`3AKJ9TD2${String(500000 + serial).padStart(8, '0')}`), itemId, modelYear, saleDate, buyerRegion: 'OH' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().lines as ProgramLine[];
  };
  const program = (over: Record<string, unknown> = {}) => ({
    name: 'Buckeye push', amount: 275, startDate: daysFromToday(-30), endDate: daysFromToday(30), itemIds: [], dealershipNumbers: ['D1001'], regions: ['oh'], ...over,
  });

  it("refuses a bad program in the studio form's words, on its field", async () => {
    for (const [over, field, message] of [
      [{ name: '' }, 'name', PROGRAM_FORM_MESSAGES.nameRequired],
      [{ amount: 0 }, 'amount', PROGRAM_FORM_MESSAGES.amountRange],
      [{ endDate: daysFromToday(-31) }, 'endDate', PROGRAM_FORM_MESSAGES.endBeforeStart],
      [{ startDate: '2026-02-30' }, 'startDate', PROGRAM_FORM_MESSAGES.startRequired],
      [{ regions: ['OHIO'] }, 'regions', PROGRAM_FORM_MESSAGES.regions('OHIO')],
      [{ itemIds: ['NO-SUCH-MODEL'] }, 'itemIds', 'No model NO-SUCH-MODEL in the catalogue: name models by their catalogue id.'],
      [{ dealershipNumbers: ['D9999'] }, 'dealershipNumbers', 'No dealership D9999: name dealerships by their number, such as D1001.'],
    ] as Array<[Record<string, unknown>, string, string]>) {
      const res = await staffCall('POST', '/programs', program(over));
      expect(res.json()).toMatchObject({ statusCode: 400, field, message });
    }
  });

  it('ending stops new lines for sales after it, while the lines it made stay claimable and payable', async () => {
    const [unit] = (await get('/api/programs/catalogue')).json();
    const created = await staffCall('POST', '/programs', program({ itemIds: [unit.itemId] }));
    expect(created.statusCode).toBe(200);
    const { programId } = created.json();
    expect(created.json()).toMatchObject({ regions: ['OH'], endedAt: null, lines: 0, paidLines: 0 });
    const earned = (await sell(unit.itemId, unit.modelYear, daysFromToday(-3))).find((l) => l.parmProgramId === programId) as ProgramLine;
    expect(earned).toMatchObject({ parmProgramAmount: 275, parmProgramLineStatusStr: 'Approved' });

    const ended = await staffCall('POST', `/programs/${programId}/end`);
    expect(ended.json()).toMatchObject({ programId, endedAt: expect.any(String), endedOn: daysFromToday(0) });
    expect((await staffCall('POST', `/programs/${programId}/end`)).json()).toMatchObject({ statusCode: 409, message: `Program ${programId} has already ended.` });
    // The day after the end, as if a day had passed: a sale dated today no longer earns it, one sold before the end still does.
    await ctx().db.query("UPDATE dealer_programs SET ended_at = now() - interval '1 day' WHERE program_id = $1", [programId]);
    expect((await sell(unit.itemId, unit.modelYear, daysFromToday(0))).map((l) => l.parmProgramId)).not.toContain(programId);
    expect((await sell(unit.itemId, unit.modelYear, daysFromToday(-2))).map((l) => l.parmProgramId)).toContain(programId);

    const id = earned.parmRecordId;
    expect((await postDocument(app(), `/api/programs/lines/${id}/claim`, tokens.salesperson)).statusCode).toBe(200);
    expect((await staffCall('POST', `/lines/${id}/approve`)).statusCode).toBe(200);
    const paid = await staffCall('POST', '/payment-batches', { method: 'check', reference: '4401', paidOn: daysFromToday(0), paidTo: 'Sam Sellers', recordIds: [id] });
    expect(paid.statusCode).toBe(200);
    expect((await get(`/api/ax/v1/lines/details/${id}`)).json()).toMatchObject({ parmProgramLineStatusStr: 'Paid', parmPaymentInfo: 'Check 4401' });
    const listed = (await staffCall('GET', '/programs')).json().find((p: { programId: string }) => p.programId === programId);
    expect(listed).toMatchObject({ lines: 2, paidLines: 1, endedOn: daysFromToday(-1) });
  });

  it('refuses to end a program past its end date (409) or one that does not exist (404)', async () => {
    const past = (await staffCall('POST', '/programs', program({ startDate: daysFromToday(-60), endDate: daysFromToday(-31) }))).json();
    expect((await staffCall('POST', `/programs/${past.programId}/end`)).json()).toMatchObject({
      statusCode: 409, message: `Program ${past.programId} ran to its end date (${past.endDate}): there is nothing left to end.`,
    });
    expect((await staffCall('POST', '/programs/PR-1/end')).json()).toMatchObject({ statusCode: 404, message: 'No program PR-1.' });
  });
});

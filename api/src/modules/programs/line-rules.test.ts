import { PROGRAM_LINE_STATUS as S, PROGRAM_LINE_STATUS_NAMES, canTransition, type ProgramLine, type ProgramLineStatus } from '@rv/domain/dealer';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, dealersSignedIn } from '../../../test/auth-testing';
import { staffToken } from '../../../test/staff-testing';
import { postDocument, secondReviewerToken, vinFrom } from './test-support';

jest.setTimeout(180_000);

type Answer = { statusCode: number; json(): { message: string } };

/**
 * The rules every program line call keeps, checked against the one transition table: each move the table
 * forbids is refused (409) with the line, its documents and the salesperson's notifications unchanged;
 * a decision made twice at once counts once; other dealerships' lines stay hidden; staff and manager calls stay theirs.
 */
describe(`Program line rules: transitions, races, scope and roles (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const app = () => ctx().app;
  const { tokens, get } = dealersSignedIn(app, ['salesperson', 'otherDealership']);
  const reviewers = { first: '', second: '' };
  beforeAll(async () => {
    reviewers.first = await staffToken(app(), 'staff.programs');
    reviewers.second = await secondReviewerToken(app(), await staffToken(app(), 'staff.admin'));
  });
  const today = new Date().toISOString().slice(0, 10);
  const staffPost = (url: string, payload: object = {}, token = reviewers.first) =>
    app().inject({ method: 'POST', url: `/api/programs/staff${url}`, payload, headers: bearer(token) });
  let serial = 0;
  /** A new approved line of the salesperson's, from a sale registered by VIN: its record id. */
  const newLine = async (): Promise<string> => {
    const [unit] = (await get('/api/programs/catalogue')).json();
    serial += 1;
    const sale = await app().inject({
      method: 'POST', url: '/api/programs/sales', headers: bearer(tokens.salesperson),
      payload: { vin: vinFrom(`5ZT2CK2R${String(300000 + serial).padStart(8, '0')}`), itemId: unit.itemId, modelYear: unit.modelYear, saleDate: today, buyerRegion: 'IN' },
    });
    return (sale.json().lines as ProgramLine[])[0].parmRecordId;
  };
  /** Puts a line in a status as the rules would have left it (claimed before, disputed before, as the status implies). */
  const lineIn = async (status: ProgramLineStatus): Promise<string> => {
    const id = await newLine();
    const claimed = ([S.CLAIMED, S.IN_REVIEW, S.PAID, S.REJECTED, S.DISPUTED] as number[]).includes(status);
    await ctx().db.query(
      `UPDATE program_lines SET status = $2, claimed_by = CASE WHEN $3 THEN (SELECT id FROM users WHERE username = 'demo.sales') END,
         disputed_at = CASE WHEN $4 THEN now() END WHERE record_id = $1`, [id, status, claimed, status === S.DISPUTED]);
    return id;
  };
  /** Everything a refused move must leave as it was. */
  const snapshot = async (id: string) => ({
    line: (await ctx().db.query('SELECT * FROM program_lines WHERE record_id = $1', [id])).rows[0],
    documents: (await ctx().db.query('SELECT id FROM claim_documents WHERE record_id = $1', [id])).rows,
    notifications: (await ctx().db.query("SELECT count(*)::int AS n FROM reward_notifications n JOIN users u ON u.id = n.user_id WHERE u.username = 'demo.sales'")).rows[0],
    batches: (await ctx().db.query('SELECT count(*)::int AS n FROM payment_batches')).rows[0],
  });

  const MOVES: Array<[string, ProgramLineStatus, (id: string) => Promise<Answer>]> = [
    ['claim it', S.CLAIMED, (id) => postDocument(app(), `/api/programs/lines/${id}/claim`, tokens.salesperson)],
    ['approve it', S.IN_REVIEW, (id) => staffPost(`/lines/${id}/approve`)],
    ['reject it', S.REJECTED, (id) => staffPost(`/lines/${id}/reject`, { reason: 'Not eligible.' })],
    ['dispute it', S.DISPUTED, (id) => postDocument(app(), `/api/programs/lines/${id}/dispute`, tokens.salesperson)],
    ['pay it', S.PAID, (id) => staffPost('/payment-batches', { method: 'check', reference: '900', paidOn: today, paidTo: 'Sam Sellers', recordIds: [id] })],
  ];
  const statuses = Object.values(S) as ProgramLineStatus[];
  const forbidden = statuses.flatMap((from) => MOVES.filter(([, to]) => !canTransition(from, to)).map(([move, to, call]) => [PROGRAM_LINE_STATUS_NAMES[from], move, from, to, call] as const));

  it('covers every status and every move the calls can make', () => {
    // 8 statuses by 5 moves, less the 9 moves the table allows through these calls (a pending sale may be rejected).
    expect(forbidden).toHaveLength(8 * 5 - 9);
  });

  it.each(forbidden)('a line %s may not %s: 409 in words, nothing changed', async (_name, _move, from, to, call) => {
    const id = await lineIn(from);
    const before = await snapshot(id);
    const res = await call(id);
    expect([res.statusCode, res.json().message]).toEqual([409, expect.any(String)]);
    expect(res.json().message).not.toMatch(/internal/i);
    expect(await snapshot(id)).toEqual(before);
  });

  it('bulk approval refuses a line the table forbids by name, and moves the rest', async () => {
    const [approved, claimed] = [await lineIn(S.APPROVED), await lineIn(S.CLAIMED)];
    const before = await snapshot(approved);
    const bulk = (await staffPost('/lines/approve', { recordIds: [approved, claimed] })).json();
    expect(bulk).toEqual({ approved: [claimed], refused: [{ recordId: approved, message: `Line ${approved} is Approved: it cannot become In review.` }] });
    expect((await snapshot(approved)).line).toEqual(before.line);
  });

  it('two different reviewers approving the same claim at once approve it once, and it is paid once', async () => {
    const id = await lineIn(S.CLAIMED);
    const answers = await Promise.all([staffPost(`/lines/${id}/approve`), staffPost(`/lines/${id}/approve`, {}, reviewers.second)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await ctx().db.query<{ reviewed_by: string }>('SELECT reviewed_by FROM program_lines WHERE record_id = $1', [id]);
    expect(['staff.programs', 'staff.programs2']).toContain(rows[0].reviewed_by);
    const pay = (token: string, reference: string) => staffPost('/payment-batches', { method: 'check', reference, paidOn: today, paidTo: 'Sam Sellers', recordIds: [id] }, token);
    expect((await Promise.all([pay(reviewers.first, 'A-1'), pay(reviewers.second, 'A-2')])).map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const paid = await ctx().db.query<{ n: number }>("SELECT count(*)::int AS n FROM reward_activities WHERE verb = 'spiff_paid' AND source_ref = $1", [id]);
    expect(paid.rows[0].n).toBe(1);
    expect((await ctx().db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_batches b JOIN program_lines l ON l.payment_batch_id = b.id WHERE l.record_id = $1', [id])).rows[0].n).toBe(1);
  });

  it("keeps another dealership's sales, lines and claims invisible (404), the line unchanged", async () => {
    const id = await lineIn(S.REJECTED);
    const before = await snapshot(id);
    const other = tokens.otherDealership;
    const calls: Array<[string, () => Promise<Answer>]> = [
      ['details', () => get(`/api/ax/v1/lines/details/${id}`, other)],
      ['bill of sale', () => get(`/api/programs/lines/${id}/bill-of-sale`, other)],
      ['claim', () => postDocument(app(), `/api/programs/lines/${id}/claim`, other)],
      ['dispute', () => postDocument(app(), `/api/programs/lines/${id}/dispute`, other)],
    ];
    for (const [call, answer] of calls) {
      const res = await answer();
      expect([call, res.statusCode, res.json().message]).toEqual([call, 404, `No program line ${id}.`]);
    }
    const vin = (await ctx().db.query<{ serial_number: string }>('SELECT serial_number FROM program_lines WHERE record_id = $1', [id])).rows[0].serial_number;
    expect((await get('/api/programs/sales', other)).json().map((s: { vin: string }) => s.vin)).not.toContain(vin);
    expect(await snapshot(id)).toEqual(before);
  });

  /** A body each staff and manager call accepts by its shape, so the answer is the role's, not the body's. */
  const BODIES: Record<string, object> = {
    'POST /programs/staff/programs': { name: 'X', amount: 1, startDate: today, endDate: today, itemIds: [], dealershipNumbers: [], regions: [] },
    'POST /programs/staff/programs/{id}/end': {},
    'POST /programs/staff/lines/{id}/approve': {},
    'POST /programs/staff/lines/{id}/reject': { reason: 'x' },
    'POST /programs/staff/lines/approve': { recordIds: ['1'] },
    'POST /programs/staff/payment-batches': { method: 'check', reference: '1', paidOn: today, paidTo: 'X', recordIds: ['1'] },
    'POST /user/manager/team/reminders': { dealership: 'D1001', guid: 'x', topic: 'claims' },
    'POST /user/manager/team/required-courses': { dealership: 'D1001', courseId: '00000000-0000-4000-8000-000000000000', dueDate: today },
    'PUT /user/manager/team/visibility': { dealership: 'D1001', colleagueDetailsVisible: true },
  };
  const QUERIES: Record<string, string> = { '/user/manager/team/report': '?dealership=D1001&from=2026-01-01&to=2026-12-31', '/user/manager/team/report.csv': '?dealership=D1001&from=2026-01-01&to=2026-12-31' };

  it('refuses a salesperson every program-staff and manager call the API publishes (403)', async () => {
    const paths = (await app().inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<string, Record<string, unknown>>;
    const calls = Object.entries(paths).filter(([path]) => /^\/api\/(programs\/staff|user\/manager)\//.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => [method.toUpperCase(), path.replace(/^\/api/, '')] as const));
    // 11 program-staff calls and 10 manager calls today; a new one joins the list by itself.
    expect(calls.length).toBeGreaterThanOrEqual(21);
    for (const [method, path] of calls) {
      const key = `${method} ${path}`;
      if (method !== 'GET') expect([key, key in BODIES]).toEqual([key, true]);
      const url = `/api${path.replace('{id}', path.includes('/programs/{id}') ? 'PR-26000001' : path.startsWith('/user/manager/{id}') ? 'x' : '5637150000')}${QUERIES[path] ?? (path.includes('team') ? '?dealership=D1001' : '')}`;
      const res = await app().inject({ method: method as 'GET', url, headers: bearer(tokens.salesperson), ...(BODIES[key] ? { payload: BODIES[key] } : {}) });
      expect([key, res.statusCode]).toEqual([key, 403]);
    }
  });
});

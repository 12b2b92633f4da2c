import { PROGRAM_LINE_STATUS_NAMES, type ProgramLine, type ProgramLineStatus } from '@rv/domain/dealer';
import { deliverDue } from '../../outbox/outbox';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { bearer, devMailboxHandlers, signInAs } from '../../../test/auth-testing';

/** The manager's team calls: claims by status, reminders, required courses, the team report and colleague visibility. */
jest.setTimeout(180_000);

const TEAM = '/api/user/manager/team';
type Who = 'manager' | 'salesperson' | 'otherDealership';
type Row = { name: string; username: string; unitsSold: number; claimsMade: number; claimsPaid: number; claimsPaidAmount: number; requiredCoursesCompleted: number; requiredCoursesAssigned: number };

describe(`manager team (${testDbKind})`, () => {
  const ctx = testAppPerFile({ config: { devMailbox: true } });
  const users = {} as Record<Who, { token: string; guid: string; email: string }>;
  beforeAll(async () => {
    for (const name of ['manager', 'salesperson', 'otherDealership'] as const) {
      const user = await signInAs(ctx().app, name);
      users[name] = { token: user.token, guid: user.guid, email: user.email };
    }
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, who: Who = 'manager') =>
    ctx().app.inject({ method, url, payload, headers: bearer(users[who].token) });
  const mailbox = async (to: string) => {
    await deliverDue(ctx().db, devMailboxHandlers());
    return (await ctx().app.inject({ url: `/api/dev/mailbox?to=${encodeURIComponent(to)}` })).json().messages as Array<{ subject: string; text: string }>;
  };
  const bell = async (who: Who) => {
    const uuid = (await call('GET', '/api/mambo/v1/keystonerv_production/user/validate', undefined, who)).json().uuid;
    return (await call('GET', `/api/mambo/v1/keystonerv_production/users/${uuid}/notifications`, undefined, who)).json() as Array<{ type: string; message: string }>;
  };
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it("refuses a salesperson every team call (403) and hides another dealership's team (404)", async () => {
    const calls: Array<['GET' | 'POST' | 'PUT', string, object?]> = [
      ['GET', `${TEAM}/claims?dealership=D1001`], ['POST', `${TEAM}/reminders`, { dealership: 'D1001', guid: users.salesperson.guid, topic: 'claims' }],
      ['GET', `${TEAM}/required-courses?dealership=D1001`], ['GET', `${TEAM}/report?dealership=D1001&from=2026-01-01&to=2026-12-31`],
      ['GET', `${TEAM}/report.csv?dealership=D1001&from=2026-01-01&to=2026-12-31`], ['GET', `${TEAM}/visibility?dealership=D1001`],
      ['PUT', `${TEAM}/visibility`, { dealership: 'D1001', colleagueDetailsVisible: true }],
    ];
    for (const [method, url, body] of calls) {
      const denied = await call(method, url, body, 'salesperson');
      expect([url, denied.statusCode, denied.json().message]).toEqual([url, 403, 'Only managers may do this.']);
      const foreign = await call(method, url.replace('D1001', 'D1004'), body && JSON.parse(JSON.stringify(body).replace('D1001', 'D1004')));
      expect([url, foreign.statusCode, foreign.json().message]).toEqual([url, 404, 'No dealership D1004 among the locations you manage.']);
    }
  });

  it("groups the location's claims by status with the status names, whose each line is", async () => {
    const body = (await call('GET', `${TEAM}/claims?dealership=D1001`)).json();
    expect(body.dealershipNumber).toBe('D1001');
    const statuses = body.statuses as Array<{ status: ProgramLineStatus; statusStr: string; count: number; lines: unknown[] }>;
    expect(statuses.map((s) => s.statusStr)).toEqual(expect.arrayContaining(['Approved', 'Claimed', 'Paid', 'Rejected']));
    for (const group of statuses) expect([group.statusStr, group.count]).toEqual([PROGRAM_LINE_STATUS_NAMES[group.status], group.lines.length]);
    const all = body.statuses.flatMap((s: { lines: unknown[] }) => s.lines) as Array<{ recordId: string; salespersonName: string; salespersonId: string }>;
    const dealership = (await call('GET', `/api/ax/v1/lines?status=${Object.keys(PROGRAM_LINE_STATUS_NAMES).join(',')}&dealership=D1001`)).json() as ProgramLine[];
    expect(all.map((l) => l.recordId).sort()).toEqual(dealership.map((l) => l.parmRecordId).sort());
    expect(all.find((l) => l.salespersonId === 'SP-D1001-01')?.salespersonName).toBe('Sam Sellers');
  });

  it('reminds a salesperson by portal notification and e-mail through the outbox', async () => {
    const res = await call('POST', `${TEAM}/reminders`, { dealership: 'D1001', guid: users.salesperson.guid, topic: 'claims' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Reminder from your manager: /);
    expect((await bell('salesperson')).some((n) => n.type === 'REMINDER' && n.message === res.json().message)).toBe(true);
    expect((await mailbox(users.salesperson.email)).some((m) => m.subject === 'A reminder from Morgan Mason' && m.text === res.json().message)).toBe(true);
    const outsider = await call('POST', `${TEAM}/reminders`, { dealership: 'D1001', guid: users.otherDealership.guid, topic: 'claims' });
    expect([outsider.statusCode, outsider.json().message]).toEqual([404, `No salesperson ${users.otherDealership.guid} at this location.`]);
  });

  it('assigns a required course with a due date; overdue shows to the manager and the salesperson and is reminded', async () => {
    const team = (await call('GET', `${TEAM}/required-courses?dealership=D1001`)).json();
    const course = team.courses[team.courses.length - 1];
    const assign = (payload: object) => call('POST', `${TEAM}/required-courses`, { dealership: 'D1001', courseId: course.id, ...payload });
    const past = await assign({ dueDate: inDays(-2), guid: users.salesperson.guid });
    expect([past.statusCode, past.json().message, past.json().field]).toEqual([400, 'The due date must be today or later.', 'dueDate']);
    expect((await assign({ dueDate: '2026-02-30' })).json().message).toBe('dueDate must be a date like 2026-11-01, not "2026-02-30".');
    const elsewhere = (await ctx().db.query<{ id: string }>(`SELECT c.id FROM learning_courses c JOIN learning_paths lp ON lp.id = c.path_id
      WHERE lp.brand_code <> ALL (SELECT unnest(brand_codes) FROM organizations WHERE dealership_number = 'D1001') LIMIT 1`)).rows[0];
    expect(elsewhere).toBeDefined();
    const notSold = await call('POST', `${TEAM}/required-courses`, { dealership: 'D1001', courseId: elsewhere.id, dueDate: inDays(7) });
    expect([notSold.statusCode, notSold.json().message]).toEqual([400, 'This course is not in a learning path of that location.']);
    const created = await assign({ dueDate: inDays(7), guid: users.salesperson.guid });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ courseName: course.name, assignedTo: 'Sam Sellers' });
    // An older assignment of the whole location, now past due (the call itself refuses a past date).
    await ctx().db.query(`UPDATE learning_required_courses SET due_date = current_date - 3, user_id = NULL WHERE id = $1`, [created.json().id]);
    const mine = (await call('GET', '/api/northpass/v1/krv/required-courses', undefined, 'salesperson')).json();
    expect(mine).toEqual([expect.objectContaining({ courseName: course.name, state: 'overdue', stateName: 'Overdue', url: `/ignite/sales/learning/courses/${course.id}` })]);
    const view = (await call('GET', `${TEAM}/required-courses?dealership=D1001`)).json();
    const sam = view.people.find((p: { guid: string }) => p.guid === users.salesperson.guid);
    expect(sam.courses).toEqual([expect.objectContaining({ courseId: course.id, state: 'overdue' })]);
    expect(view.people.every((p: { courses: unknown[] }) => p.courses.length === 1)).toBe(true);
    const reminded = (await call('POST', `${TEAM}/reminders`, { dealership: 'D1001', guid: users.salesperson.guid, topic: 'courses' })).json();
    expect(reminded.message).toContain(`${course.name} (due `);
    expect(reminded.message).toContain(', overdue)');
    expect((await mailbox(users.salesperson.email)).some((m) => m.text === reminded.message)).toBe(true);
  });

  it('reports per salesperson the figures of the range, and the CSV has the same figures', async () => {
    const range = { from: '2025-01-01', to: inDays(0) };
    const url = (path: string) => `${TEAM}/${path}?dealership=D1001&from=${range.from}&to=${range.to}`;
    const report = (await call('GET', url('report'))).json();
    expect(report).toMatchObject({ dealershipNumber: 'D1001', from: range.from, to: range.to });
    const sam = report.rows.find((r: Row) => r.username === 'demo.sales') as Row;
    const lines = (await call('GET', `/api/ax/v1/lines?status=${Object.keys(PROGRAM_LINE_STATUS_NAMES).join(',')}&salesPersonId=SP-D1001-01&saleDateFrom=${range.from}&saleDateTo=${range.to}`, undefined, 'salesperson')).json() as ProgramLine[];
    expect(sam.unitsSold).toBe(lines.length);
    expect(sam.unitsSold).toBeGreaterThan(0);
    const paid = (await ctx().db.query(`SELECT count(*) AS n, coalesce(sum(check_amount), 0) AS amount FROM program_lines WHERE salesperson_id = 'SP-D1001-01' AND status = 4 AND check_date BETWEEN $1 AND $2`, [range.from, range.to])).rows[0];
    expect([sam.claimsPaid, sam.claimsPaidAmount]).toEqual([Number(paid.n), Number(paid.amount)]);
    expect(sam.claimsMade).toBeGreaterThan(0);
    expect(sam.requiredCoursesAssigned).toBe(1);

    const csv = await call('GET', url('report.csv'));
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [heading, ...rows] = csv.body.trimEnd().split('\r\n');
    expect(heading).toBe('Salesperson,Username,Units sold,Claims made,Claims paid,Claims paid amount,Required courses completed,Required courses assigned');
    expect(rows).toEqual(report.rows.map((r: Row) => [r.name, r.username, r.unitsSold, r.claimsMade, r.claimsPaid, r.claimsPaidAmount, r.requiredCoursesCompleted, r.requiredCoursesAssigned].join(',')));
  });

  it('refuses a range whose From is after its To, or that is no date, in words (400)', async () => {
    const after = await call('GET', `${TEAM}/report?dealership=D1001&from=2026-12-01&to=2026-11-01`);
    expect([after.statusCode, after.json().message, after.json().field]).toEqual([400, 'The From date must be on or before the To date.', 'from']);
    const words = await call('GET', `${TEAM}/report.csv?dealership=D1001&from=yesterday&to=2026-11-01`);
    expect([words.statusCode, words.json().message]).toEqual([400, 'from must be a date like 2026-11-01, not "yesterday".']);
  });

  it("shows a salesperson colleagues' amounts and serial numbers only where a manager allows it", async () => {
    const approved = async (who: Who = 'salesperson') => (await call('GET', '/api/ax/v1/lines/approved', undefined, who)).json() as ProgramLine[];
    expect((await call('GET', `${TEAM}/visibility?dealership=D1001`)).json()).toEqual({ dealershipNumber: 'D1001', colleagueDetailsVisible: false });
    const hidden = await approved();
    const colleague = hidden.find((l) => l.parmSalesPersonId !== 'SP-D1001-01') as ProgramLine;
    const own = hidden.find((l) => l.parmSalesPersonId === 'SP-D1001-01') as ProgramLine;
    expect(colleague).toMatchObject({ parmProgramAmount: 0, parmSerialNumber: '', parmShortVIN: '', parmDetailsHidden: true });
    expect(own.parmProgramAmount).toBeGreaterThan(0);
    expect(own.parmSerialNumber).not.toBe('');
    expect((await call('GET', `/api/ax/v1/lines/details/${colleague.parmRecordId}`, undefined, 'salesperson')).json()).toMatchObject({ parmProgramAmount: 0, parmSerialNumber: '' });
    const managerView = (await approved('manager')).find((l) => l.parmRecordId === colleague.parmRecordId) as ProgramLine;
    expect(managerView.parmProgramAmount).toBeGreaterThan(0);

    expect((await call('PUT', `${TEAM}/visibility`, { dealership: 'D1001', colleagueDetailsVisible: true })).json().colleagueDetailsVisible).toBe(true);
    const shown = (await approved()).find((l) => l.parmRecordId === colleague.parmRecordId) as ProgramLine;
    expect(shown).toEqual(managerView);
    await call('PUT', `${TEAM}/visibility`, { dealership: 'D1001', colleagueDetailsVisible: false });
    expect((await approved()).find((l) => l.parmRecordId === colleague.parmRecordId)?.parmDetailsHidden).toBe(true);
  });
});

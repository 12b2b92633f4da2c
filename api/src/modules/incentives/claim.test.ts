import type { ProgramLine } from '@rv/domain/dealer';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { dealersSignedIn } from '../../../test/auth-testing';
import { postDocument } from '../programs/test-support';

/** Claiming a spiff (dealer spec: states and transitions; validation rules): who may claim what, once, and what a claim changes. */
jest.setTimeout(120_000);

describe(`Claiming a spiff with its bill of sale (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const { tokens, get, points } = dealersSignedIn(() => ctx().app, ['salesperson', 'manager', 'otherDealership', 'noSpiffs']);
  const approved = async (token = tokens.salesperson): Promise<ProgramLine[]> => (await get('/api/ax/v1/lines/approved', token)).json();
  const claim = (recordId: string, token = tokens.salesperson) => postDocument(ctx().app, `/api/programs/lines/${recordId}/claim`, token);
  const claimable = async () => (await approved()).filter((l) => l.parmSalesPersonId === 'SP-D1001-01' && l.parmExpired === 'false');

  it('claims an approved line of the salesperson: parmValue true, the line moves to Claimed, and no points yet (points follow money)', async () => {
    const [line] = await claimable();
    const before = await points();
    const res = await claim(line.parmRecordId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ parmValue: true, line: { parmRecordId: line.parmRecordId, parmProgramLineStatus: 3, parmProgramLineStatusStr: 'Claimed' } });
    expect((await approved()).map((l) => l.parmRecordId)).not.toContain(line.parmRecordId);
    const processed: ProgramLine[] = (await get('/api/ax/v1/lines/processed')).json();
    expect(processed.map((l) => l.parmRecordId)).toContain(line.parmRecordId);
    const after = await points();
    expect(after).toEqual(before);
    const { rows } = await ctx().db.query<{ username: string }>('SELECT u.username FROM program_lines l JOIN users u ON u.id = l.claimed_by WHERE l.record_id = $1', [line.parmRecordId]);
    expect(rows[0].username).toBe('demo.sales');
  });

  it("leaves this month's and this year's key figures alone until the claim is paid", async () => {
    const [line] = await claimable();
    expect(line).toBeDefined();
    const uuid = (await get('/api/mambo/v1/keystonerv_production/user/validate')).json().uuid as string;
    const kpis = async (): Promise<Record<string, number>> =>
      Object.fromEntries((await get(`/api/mambo/v1/keystonerv_production/users/${uuid}/kpis`)).json().map((k: { id: string; value: number }) => [k.id, k.value]));
    const before = await kpis();
    expect((await claim(line.parmRecordId)).json().parmValue).toBe(true);
    const after = await kpis();
    expect(after).toEqual(before);
  });

  it('refuses a second claim of the same line (409) and earns nothing more', async () => {
    const processed: ProgramLine[] = (await get('/api/ax/v1/lines/processed')).json();
    const mine = processed.find((l) => l.parmSalesPersonId === 'SP-D1001-01') as ProgramLine;
    const before = await points();
    const res = await claim(mine.parmRecordId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This line has already been claimed.');
    expect(await points()).toEqual(before);
  });

  it('lets only one of two simultaneous claims through', async () => {
    const [line] = await claimable();
    const results = await Promise.all([claim(line.parmRecordId), claim(line.parmRecordId)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('refuses an expired line, a pending line, and a line of another salesperson', async () => {
    const expired = (await approved()).find((l) => l.parmSalesPersonId === 'SP-D1001-01' && l.parmExpired === 'true') as ProgramLine;
    expect(expired).toBeDefined();
    const res = await claim(expired.parmRecordId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This line has expired and can no longer be claimed.');
    const pending = ((await get('/api/ax/v1/lines/pending')).json() as ProgramLine[]).find((l) => l.parmSalesPersonId === 'SP-D1001-01' && l.parmExpired === 'false') as ProgramLine;
    expect((await claim(pending.parmRecordId)).json()).toMatchObject({ statusCode: 409, message: 'Only approved lines can be claimed; this line is Pending.' });
    const colleagues = (await approved()).find((l) => l.parmSalesPersonId !== 'SP-D1001-01' && l.parmExpired === 'false') as ProgramLine;
    const someoneElses = await claim(colleagues.parmRecordId);
    expect(someoneElses.statusCode).toBe(403);
    expect(someoneElses.json().message).toBe('Only the salesperson this line belongs to can claim it.');
  });

  it("answers another dealership's line as missing (404) and leaves it approved", async () => {
    // Any approved line of D1001 will do (the salesperson's own may all be claimed by now).
    const [line] = await approved();
    expect((await claim(line.parmRecordId, tokens.otherDealership)).statusCode).toBe(404);
    expect((await approved()).map((l) => l.parmRecordId)).toContain(line.parmRecordId);
  });

  it('refuses any claim when the organization has DISABLE_SPIFFS (403)', async () => {
    // The user cannot list lines at all (no spiff right), so the own approved line is read from the table.
    const { rows } = await ctx().db.query<{ record_id: string }>(
      `SELECT record_id FROM program_lines WHERE salesperson_id = 'SP-D1003-01' AND status = 1 AND end_date >= current_date ORDER BY record_id LIMIT 1`);
    expect(rows).toHaveLength(1);
    const res = await claim(rows[0].record_id, tokens.noSpiffs);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Spiffs are disabled for your dealership.');
  });
});

import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { solvedBotCheck } from '../bot-check/test-support';
import { csvCell, exportSubmissionsCsv } from './csv-export';
import { parseExportArgs } from './csv-export';
import { VALID } from './test-support';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1 574', "'+1 574"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    [null, ''],
    [undefined, ''],
    [42, '42'],
  ])('%j -> %s', (value, cell) => expect(csvCell(value)).toBe(cell));
});

describe('forms:export arguments', () => {
  it('reads the form, the date and the undelivered switch, and names a bad option', () => {
    expect(parseExportArgs(['--form', 'lead', '--since', '2026-11-01', '--undelivered'])).toEqual({
      sourceForm: 'lead', since: new Date('2026-11-01'), undeliveredOnly: true,
    });
    expect(parseExportArgs([])).toEqual({});
    expect(parseExportArgs(['--since', 'yesterday'])).toBe('--since needs a date like 2026-11-01, not "yesterday"');
    expect(parseExportArgs(['--form'])).toBe('unknown or incomplete option "--form"');
  });
});

describe(`CSV export of stored submissions (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });

  const post = async (url: string, values: Record<string, unknown>) => {
    const res = await ctx().app.inject({ method: 'POST', url, payload: { ...values, 'g-recaptcha-response': await solvedBotCheck(ctx().app) } });
    expect(res.statusCode).toBe(200);
    return res.json().referenceId as string;
  };

  it('lists every submission with its tracking ids and fields, one line each, safe for a spreadsheet', async () => {
    const lead = await post('/api/web/form/lead', VALID.lead);
    const service = await post('/api/web/form/customer-service', { ...VALID.customerService, comments: '=1+1, "quoted"' });
    const csv = await exportSubmissionsCsv(ctx().db);
    const lines = csv.split('\r\n');
    expect(lines.at(-1)).toBe('');
    const header = lines[0].split(',');
    expect(header.slice(0, 4)).toEqual(['reference_id', 'submitted_at', 'form_type', 'source_form']);
    expect(header).toEqual(expect.arrayContaining(['firstName', 'email', 'brand', 'comments', 'lead_source_name']));
    const leadLine = lines.find((l) => l.startsWith(lead)) ?? '';
    expect(leadLine.split(',')[header.indexOf('email')]).toBe('ann@example.com');
    expect(leadLine.split(',')[header.indexOf('lead_source_name')]).toBe('website');
    expect(lines.find((l) => l.startsWith(service))).toContain('"\'=1+1, ""quoted"""');
    expect(lines).toHaveLength(4);
  });

  it('filters by form and by delivery', async () => {
    const leadsOnly = (await exportSubmissionsCsv(ctx().db, { sourceForm: 'lead' })).trim().split('\r\n');
    expect(leadsOnly).toHaveLength(2);
    await ctx().db.query("UPDATE form_submissions SET crm_delivered_at = now(), crm_target = 'local' WHERE source_form = 'lead'");
    const undelivered = (await exportSubmissionsCsv(ctx().db, { undeliveredOnly: true })).trim().split('\r\n');
    expect(undelivered).toHaveLength(2);
    expect(undelivered[1]).toContain('customer-service');
    expect((await exportSubmissionsCsv(ctx().db, { since: new Date(Date.now() + 60_000) })).trim().split('\r\n')).toHaveLength(1);
  });
});

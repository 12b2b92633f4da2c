import {
  TEAM_REPORT_COLUMNS, TEAM_REPORT_MESSAGES, defaultTeamReportRange, isIsoDate, requiredCompletionText, teamReportRangeProblem, teamReportRangeSchema,
} from './team-report';

describe('team report range: real dates, From on or before To', () => {
  it.each<[string, string, string, ReturnType<typeof teamReportRangeProblem>]>([
    ['a month', '2026-11-01', '2026-11-30', null],
    ['one day', '2026-11-01', '2026-11-01', null],
    ['From after To', '2026-12-01', '2026-11-01', { field: 'from', message: TEAM_REPORT_MESSAGES.fromAfterTo }],
    ['no From', '', '2026-11-01', { field: 'from', message: TEAM_REPORT_MESSAGES.fromRequired }],
    ['no To', '2026-11-01', '', { field: 'to', message: TEAM_REPORT_MESSAGES.toRequired }],
    ['not a calendar day', '2026-02-30', '2026-03-01', { field: 'from', message: 'from must be a date like 2026-11-01, not "2026-02-30".' }],
    ['words', '2026-11-01', 'soon', { field: 'to', message: 'to must be a date like 2026-11-01, not "soon".' }],
  ])('%s', (_what, from, to, problem) => {
    expect(teamReportRangeProblem(from, to)).toEqual(problem);
  });

  it('the form schema refuses From after To with the same message', async () => {
    await expect(teamReportRangeSchema.validate({ from: '2026-12-01', to: '2026-11-01' })).rejects.toThrow(TEAM_REPORT_MESSAGES.fromAfterTo);
    await expect(teamReportRangeSchema.validate({ from: '2026-11-01', to: '2026-11-30' })).resolves.toBeTruthy();
  });

  it('checks calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
  });

  it('defaults to the month so far', () => {
    expect(defaultTeamReportRange(new Date('2026-12-06T20:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-06' });
  });
});

describe('team report columns and completion text', () => {
  it('lists the figures in the CSV order', () => {
    expect(TEAM_REPORT_COLUMNS.map(([, heading]) => heading)).toEqual([
      'Salesperson', 'Username', 'Units sold', 'Claims made', 'Claims paid', 'Claims paid amount', 'Required courses completed', 'Required courses assigned',
    ]);
  });
  it('says completion in words', () => {
    expect(requiredCompletionText({ requiredCoursesCompleted: 2, requiredCoursesAssigned: 3 })).toBe('2 of 3');
    expect(requiredCompletionText({ requiredCoursesCompleted: 0, requiredCoursesAssigned: 0 })).toBe('none assigned');
  });
});

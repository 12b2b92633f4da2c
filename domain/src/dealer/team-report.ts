/**
 * The manager's team report: per salesperson, for a date range and one location, the units sold, the claims
 * made, the claims paid and the completion of required courses. The page, the API and the CSV share these.
 */
import { date, object } from 'yup';

/** The report's range messages, named so the page and the API say the same words. */
export const TEAM_REPORT_MESSAGES = {
  fromRequired: 'From date is required.',
  toRequired: 'To date is required.',
  notADate: (field: 'from' | 'to', text: string) => `${field} must be a date like 2026-11-01, not "${text}".`,
  fromAfterTo: 'The From date must be on or before the To date.',
} as const;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether text is a real calendar date written YYYY-MM-DD (2026-02-30 is not; nor is year 0, which PostgreSQL refuses). */
export function isIsoDate(text: string): boolean {
  if (!ISO_DATE.test(text) || text.startsWith('0000')) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

/** The problem with a report range, or null: both real dates, from on or before to. */
export function teamReportRangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (!from) return { field: 'from', message: TEAM_REPORT_MESSAGES.fromRequired };
  if (!isIsoDate(from)) return { field: 'from', message: TEAM_REPORT_MESSAGES.notADate('from', from) };
  if (!to) return { field: 'to', message: TEAM_REPORT_MESSAGES.toRequired };
  if (!isIsoDate(to)) return { field: 'to', message: TEAM_REPORT_MESSAGES.notADate('to', to) };
  return from > to ? { field: 'from', message: TEAM_REPORT_MESSAGES.fromAfterTo } : null;
}

/** The report form's schema (formik), with the same messages as the API. */
export const teamReportRangeSchema = object({
  from: date().typeError(TEAM_REPORT_MESSAGES.fromRequired).required(TEAM_REPORT_MESSAGES.fromRequired)
    .test('from-before-to', TEAM_REPORT_MESSAGES.fromAfterTo, (from, { parent }) => !from || !(parent.to instanceof Date) || from <= parent.to),
  to: date().typeError(TEAM_REPORT_MESSAGES.toRequired).required(TEAM_REPORT_MESSAGES.toRequired),
});

/** The report's default range: the first of the current month to today (UTC dates). */
export function defaultTeamReportRange(today: Date): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** One salesperson's figures. Units sold: lines with a sale date in range; claims: claimed in range; paid: check date in range. */
export interface TeamReportRow {
  name: string;
  username: string;
  unitsSold: number;
  claimsMade: number;
  claimsPaid: number;
  claimsPaidAmount: number;
  requiredCoursesCompleted: number;
  requiredCoursesAssigned: number;
}

/** The CSV's columns, in order: the key of each figure and its heading (the page's table uses the same headings). */
export const TEAM_REPORT_COLUMNS: ReadonlyArray<readonly [keyof TeamReportRow, string]> = [
  ['name', 'Salesperson'],
  ['username', 'Username'],
  ['unitsSold', 'Units sold'],
  ['claimsMade', 'Claims made'],
  ['claimsPaid', 'Claims paid'],
  ['claimsPaidAmount', 'Claims paid amount'],
  ['requiredCoursesCompleted', 'Required courses completed'],
  ['requiredCoursesAssigned', 'Required courses assigned'],
];

/** Completion of required courses as a person reads it, e.g. "2 of 3" or "none assigned". */
export function requiredCompletionText(row: Pick<TeamReportRow, 'requiredCoursesCompleted' | 'requiredCoursesAssigned'>): string {
  return row.requiredCoursesAssigned ? `${row.requiredCoursesCompleted} of ${row.requiredCoursesAssigned}` : 'none assigned';
}

import { TEAM_REPORT_COLUMNS, teamReportRangeProblem, type TeamReportRow } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { badRequest } from '../../http/errors';
import { csvCell } from '../../http/csv';
import type { AuthenticatedDealer } from '../auth';
import { colleagueDetailsVisible, salespersonFigures, setColleagueDetailsVisible } from '../incentives';
import { completionsOf, requiredAssignments, requiredCoursesOfPerson } from '../training';
import { teamLocation } from './team-location';

const NONE = { unitsSold: 0, claimsMade: 0, claimsPaid: 0, claimsPaidAmount: 0 };

/**
 * GET /user/manager/team/report: per salesperson of the location, for the range (both ends included), units
 * sold, claims made and paid, and how many of their required courses they completed.
 */
export async function teamReport(ctx: ApiContext, manager: AuthenticatedDealer, query: { dealership: string; from: string; to: string }) {
  const problem = teamReportRangeProblem(query.from, query.to);
  if (problem) throw badRequest(problem.message, problem.field);
  const location = await teamLocation(ctx, manager, query.dealership);
  const number = location.organization.dealershipNumber;
  const [figures, assignments, completions] = await Promise.all([
    salespersonFigures(ctx.db, number, query.from, query.to), requiredAssignments(ctx.db, [number]), completionsOf(ctx.db, location.people.map((p) => p.userId)),
  ]);
  const rows: TeamReportRow[] = location.people.map((p) => {
    const required = requiredCoursesOfPerson(assignments, p.userId, completions.get(p.userId));
    return {
      name: p.name, username: p.username, ...(figures.get(p.salespersonId) ?? NONE),
      requiredCoursesCompleted: required.filter((c) => c.state === 'completed').length, requiredCoursesAssigned: required.length,
    };
  });
  return { dealershipNumber: number, dealershipName: location.organization.dealershipName, from: query.from, to: query.to, rows };
}

/** The same report as CSV: a heading line, then one line per salesperson; lines end in CRLF. */
export async function teamReportCsv(ctx: ApiContext, manager: AuthenticatedDealer, query: { dealership: string; from: string; to: string }) {
  const report = await teamReport(ctx, manager, query);
  const lines = [TEAM_REPORT_COLUMNS.map(([, heading]) => csvCell(heading)).join(','), ...report.rows.map((row) => TEAM_REPORT_COLUMNS.map(([key]) => csvCell(row[key])).join(','))];
  return { csv: lines.map((l) => `${l}\r\n`).join(''), fileName: `team-report-${report.dealershipNumber}-${report.from}-${report.to}.csv` };
}

/** GET/PUT /user/manager/team/visibility: whether the location's salespeople see colleagues' amounts and serial numbers. */
export async function teamVisibility(ctx: ApiContext, manager: AuthenticatedDealer, dealership: string, visible?: boolean) {
  const number = (await teamLocation(ctx, manager, dealership)).organization.dealershipNumber;
  if (visible !== undefined) await setColleagueDetailsVisible(ctx.db, number, visible, manager.id);
  return { dealershipNumber: number, colleagueDetailsVisible: (await colleagueDetailsVisible(ctx.db, [number])).get(number) ?? false };
}

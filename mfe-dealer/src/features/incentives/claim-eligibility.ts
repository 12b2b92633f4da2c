import { PROGRAM_LINE_STATUS, type ProgramLine } from '../dealer-api';

/** A salesperson as the incentives table names them: "J. Smith" (initial and last name), or the id when the name is unknown. */
export function salespersonLabel(line: Pick<ProgramLine, 'parmSalesPersonName' | 'parmSalesPersonId'>): string {
  const parts = (line.parmSalesPersonName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return line.parmSalesPersonId || 'Unknown salesperson';
  if (parts.length === 1) return parts[0];
  return `${parts[0][0].toUpperCase()}. ${parts.slice(1).join(' ')}`;
}

/**
 * Why a line cannot be claimed by the salesperson `mine`, or null when it can. The same order as the
 * API's claim checks: only the salesperson the line belongs to may claim it, once, while it is approved
 * and its program has not ended (parmExpired). Statuses other than Approved say where the line stands.
 */
export function claimBlockReason(line: ProgramLine, mine: string | undefined): string | null {
  if (!mine || line.parmSalesPersonId !== mine) return `Sold by ${salespersonLabel(line)}`;
  switch (line.parmProgramLineStatus) {
    case PROGRAM_LINE_STATUS.CLAIMED:
    case PROGRAM_LINE_STATUS.PAID:
      return 'Already claimed';
    case PROGRAM_LINE_STATUS.EXPIRED:
      return 'Claim window closed';
    case PROGRAM_LINE_STATUS.PENDING:
      return line.parmExpired === 'true' ? 'Claim window closed' : 'Awaiting approval';
    case PROGRAM_LINE_STATUS.REJECTED:
      return 'Rejected by the program';
    default:
      break;
  }
  if (line.parmExpired === 'true') return 'Claim window closed';
  return line.parmProgramLineStatus === PROGRAM_LINE_STATUS.APPROVED ? null : 'Not approved';
}

/** Whose lines the incentives table lists: the signed-in salesperson's own (the default) or the whole dealership's. */
export type LineOwnerFilter = 'mine' | 'all';
export const DEFAULT_LINE_OWNER_FILTER: LineOwnerFilter = 'mine';

/** The lines the filter keeps: 'mine' keeps those whose parmSalesPersonId is the user's SALESPERSON_ID. */
export function filterLinesByOwner<L extends Pick<ProgramLine, 'parmSalesPersonId'>>(lines: readonly L[], filter: LineOwnerFilter, mine: string | undefined): L[] {
  return filter === 'all' ? [...lines] : lines.filter((l) => Boolean(mine) && l.parmSalesPersonId === mine);
}

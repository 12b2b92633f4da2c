import { claimBlock } from '@rv/domain/dealer';
import { PROGRAM_LINE_STATUS, type ProgramLine } from '../dealer-api';

/** A salesperson as the incentives table names them: "J. Smith" (initial and last name), or the id when the name is unknown. */
export function salespersonLabel(line: Pick<ProgramLine, 'parmSalesPersonName' | 'parmSalesPersonId'>): string {
  const parts = (line.parmSalesPersonName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return line.parmSalesPersonId || 'Unknown salesperson';
  if (parts.length === 1) return parts[0];
  return `${parts[0][0].toUpperCase()}. ${parts.slice(1).join(' ')}`;
}

/**
 * Why a line cannot be claimed by the salesperson `mine`, or null when it can: the claim rule of @rv/domain/dealer
 * (the API's too), told as the table's label. A line not approved says where it stands.
 */
export function claimBlockReason(line: ProgramLine, mine: string | undefined): string | null {
  const block = claimBlock({ yours: Boolean(mine) && line.parmSalesPersonId === mine, status: line.parmProgramLineStatus, expired: line.parmExpired === 'true' });
  switch (block) {
    case null: return null;
    case 'not-yours': return `Sold by ${salespersonLabel(line)}`;
    case 'already-claimed': return 'Already claimed';
    case 'expired': return 'Claim window closed';
    case 'not-approved': return NOT_APPROVED_LABELS[line.parmProgramLineStatus] ?? 'Not approved';
  }
}

const NOT_APPROVED_LABELS: Readonly<Record<number, string>> = {
  [PROGRAM_LINE_STATUS.PENDING]: 'Awaiting approval',
  [PROGRAM_LINE_STATUS.REJECTED]: 'Rejected by the program',
};

/** Whose lines the incentives table lists: the signed-in salesperson's own (the default) or the whole dealership's. */
export type LineOwnerFilter = 'mine' | 'all';
export const DEFAULT_LINE_OWNER_FILTER: LineOwnerFilter = 'mine';

/** The lines the filter keeps: 'mine' keeps those whose parmSalesPersonId is the user's SALESPERSON_ID. */
export function filterLinesByOwner<L extends Pick<ProgramLine, 'parmSalesPersonId'>>(lines: readonly L[], filter: LineOwnerFilter, mine: string | undefined): L[] {
  return filter === 'all' ? [...lines] : lines.filter((l) => Boolean(mine) && l.parmSalesPersonId === mine);
}

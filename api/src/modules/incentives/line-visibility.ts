import { findAttribute } from '@rv/domain/auth';
import { seesLineDetails, type ProgramLine } from '@rv/domain/dealer';
import type { Database } from '../../db/database';
import type { AuthenticatedDealer } from '../auth';
import { colleagueDetailsVisible } from './team-lines';

/**
 * Lines as this dealer may see them: a colleague's amounts and serial numbers are blanked (parmDetailsHidden)
 * unless the dealer is a manager or a manager of the line's location allowed salespeople to see them.
 */
export async function withColleagueDetailsRule(db: Database, dealer: AuthenticatedDealer, lines: ProgramLine[]): Promise<ProgramLine[]> {
  const viewer = { manager: dealer.manager, salespersonId: findAttribute(dealer.attributes, 'SALESPERSON_ID')?.value ?? '' };
  if (viewer.manager || lines.every((l) => l.parmSalesPersonId === viewer.salespersonId)) return lines;
  const allowed = await colleagueDetailsVisible(db, [...new Set(lines.map((l) => l.parmAccountNum))]);
  return lines.map((line) => (seesLineDetails(viewer, line.parmSalesPersonId, allowed.get(line.parmAccountNum) ?? false) ? line : {
    ...line, parmProgramAmount: 0, parmCheckAmount: 0, parmSerialNumber: '', parmShortVIN: '', parmPaymentInfo: '', parmDetailsHidden: true,
  }));
}

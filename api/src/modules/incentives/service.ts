import type { Organization } from '@rv/domain/auth';
import { areSpiffsDisabled, findAttribute } from '@rv/domain/auth';
import {
  MISSING_STATUS_MESSAGE, PROGRAM_LINE_LISTS, PROGRAM_LINE_STATUS_NAMES, PROGRAM_TYPES, shortVin,
  type ProgramLineList, type ProgramLineStatus,
} from '@rv/domain/dealer';
import type { ProgramLine } from '@rv/domain/dealer';
import { canDispute, claimBlock, spiffTotals } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { ownsDealership, requireDealership, type AuthenticatedDealer } from '../auth';
import { withColleagueDetailsRule } from './line-visibility';
import { clearAlert, findLine, findLines, statsByStatus, type LineFilter, type ProgramLineRow } from './repository';

export const INCENTIVE_ERRORS = {
  notFound: (id: string) => `No program line ${id}.`,
  spiffsDisabled: 'Spiffs are disabled for your dealership.',
  notYours: 'Only the salesperson this line belongs to can claim it.',
  alreadyClaimed: 'This line has already been claimed.',
  expired: 'This line has expired and can no longer be claimed.',
  notApproved: (status: string) => `Only approved lines can be claimed; this line is ${status}.`,
} as const;

const salespersonIdOf = (dealer: AuthenticatedDealer) => findAttribute(dealer.attributes, 'SALESPERSON_ID')?.value ?? '';

/**
 * The dealerships a call covers: the one the Location select chose (403 when it is not the user's),
 * or every dealership of the user when none is given.
 */
export function numbersOf(dealer: AuthenticatedDealer, dealership?: string): string[] {
  if (dealership) return [requireDealership(dealer, dealership).dealershipNumber];
  return dealer.organizations.map((o) => o.dealershipNumber);
}

/** Dealer spec (validation rules): spiffs are off when any organization has DISABLE_SPIFFS; then no line or claim call answers (403). */
export function requireSpiffsEnabled(dealer: AuthenticatedDealer): void {
  if (areSpiffsDisabled(dealer.organizations)) throw new HttpError(403, INCENTIVE_ERRORS.spiffsDisabled);
}

/** A row as the spec's program line (dealer spec (entities and fields)), the dealer fields from the dealership it belongs to. */
export function toProgramLine(row: ProgramLineRow, organization: Organization | undefined): ProgramLine {
  const address = organization?.addresses[0];
  const status = row.status as ProgramLineStatus;
  return {
    parmProgramId: row.programId, parmItemGroupId: row.itemGroupId, parmAccountNum: row.dealershipNumber, parmCustName: organization?.dealershipName ?? '',
    parmProgramType: row.programType, parmProgramTypeStr: PROGRAM_TYPES[row.programType] ?? '', parmSalesId: row.salesId, parmItemId: row.itemId,
    parmSerialNumber: row.serialNumber, parmShortVIN: shortVin(row.serialNumber), parmProgramAmount: row.programAmount,
    parmStartDate: row.startDate, parmEndDate: row.endDate, parmProgramLineStatus: row.status, parmProgramLineStatusStr: PROGRAM_LINE_STATUS_NAMES[status] ?? '',
    parmSalesPersonId: row.salespersonId, parmSaleDate: row.saleDate ?? '', parmRegistrationDate: row.registrationDate ?? '',
    parmCheckAmount: row.checkAmount, parmPaidTo: row.paidTo, parmPaymentInfo: row.paymentInfo, parmCheckDate: row.checkDate ?? '',
    parmExpired: row.expired ? 'true' : 'false', parmExpiredStr: row.expired ? 'Yes' : 'No', parmRecordId: row.recordId,
    parmDealerCity: address?.city ?? '', parmDealerStreet: address?.street ?? '', parmAlert: row.alert, parmSalesPersonName: row.salespersonName,
    parmRejectReason: row.rejectReason, parmCanDispute: canDispute(row.status, row.disputed),
  };
}

const present = (dealer: AuthenticatedDealer, rows: ProgramLineRow[]) =>
  rows.map((r) => toProgramLine(r, dealer.organizations.find((o) => o.dealershipNumber === r.dealershipNumber)));

/** The incentive system's view of the user (GET /ax/v1/user). */
export function incentiveUser(dealer: AuthenticatedDealer) {
  return {
    parmSalesPersonId: salespersonIdOf(dealer), parmUserName: dealer.username, parmName: `${dealer.firstName} ${dealer.lastName}`.trim(),
    parmEmail: dealer.email, parmSpiffsEnabled: !areSpiffsDisabled(dealer.organizations),
    parmDealers: dealer.organizations.map((o) => ({
      parmAccountNum: o.dealershipNumber, parmCustName: o.dealershipName, parmDealerCity: o.addresses[0]?.city ?? '', parmDealerStreet: o.addresses[0]?.street ?? '',
      parmSpiffsEnabled: !areSpiffsDisabled([o]),
    })),
  };
}

/** Lines as the dealer may see them (colleague visibility, line-visibility.ts). */
const shown = async (ctx: ApiContext, dealer: AuthenticatedDealer, rows: ProgramLineRow[]) => withColleagueDetailsRule(ctx.db, dealer, present(dealer, rows));

export async function linesOfList(ctx: ApiContext, dealer: AuthenticatedDealer, list: ProgramLineList, dealership?: string): Promise<ProgramLine[]> {
  return shown(ctx, dealer, await findLines(ctx.db, { dealershipNumbers: numbersOf(dealer, dealership), statuses: [...PROGRAM_LINE_LISTS[list]] }));
}

/** GET /ax/v1/lines: status is required (dealer spec: validation rules); a list name, a status number, or several numbers comma-separated. */
export async function queryLines(ctx: ApiContext, dealer: AuthenticatedDealer, query: Omit<LineFilter, 'dealershipNumbers' | 'statuses'> & { status?: string; dealership?: string }) {
  const statuses = parseStatus(query.status);
  const { status: _status, dealership, ...filters } = query;
  void _status;
  return shown(ctx, dealer, await findLines(ctx.db, { ...filters, dealershipNumbers: numbersOf(dealer, dealership), statuses }));
}

function parseStatus(text: string | undefined): number[] {
  const value = (text ?? '').trim();
  if (!value) throw badRequest(MISSING_STATUS_MESSAGE, 'status');
  // Own names only: `in` would also match constructor, __proto__ and every other inherited name.
  if (Object.hasOwn(PROGRAM_LINE_LISTS, value)) return [...PROGRAM_LINE_LISTS[value as ProgramLineList]];
  const numbers = value.split(',').map((s) => Number(s.trim()));
  if (numbers.some((n) => !Object.hasOwn(PROGRAM_LINE_STATUS_NAMES, n))) throw badRequest(`status must be one of ${Object.keys(PROGRAM_LINE_STATUS_NAMES).join(', ')} or approved, processed, pending, completed`, 'status');
  return numbers;
}

export async function lineDetails(ctx: ApiContext, dealer: AuthenticatedDealer, recordId: string): Promise<ProgramLine> {
  const row = await findLine(ctx.db, recordId);
  // Another dealership's line answers as missing: its existence is not this dealer's business.
  if (!row || !ownsDealership(dealer, row.dealershipNumber)) throw notFound(INCENTIVE_ERRORS.notFound(recordId));
  return (await shown(ctx, dealer, [row]))[0];
}

/** The lists' totals, what the user can claim now and the user's own lists (spiffTotals), and the totals per status. */
export async function stats(ctx: ApiContext, dealer: AuthenticatedDealer, dealership?: string) {
  const groups = await statsByStatus(ctx.db, numbersOf(dealer, dealership), salespersonIdOf(dealer));
  const statuses = [...new Set(groups.map((g) => g.status))];
  const byStatus = statuses.map((status) => {
    const of = groups.filter((g) => g.status === status);
    return { status, statusStr: PROGRAM_LINE_STATUS_NAMES[status as ProgramLineStatus] ?? '', count: of.reduce((t, g) => t + g.count, 0), amount: of.reduce((t, g) => t + g.amount, 0) };
  });
  return { ...spiffTotals(groups), byStatus };
}

/**
 * The claim checks of a locked line, in the claim rule's order: 404 for another dealership's line, 403 for
 * a colleague's, 409 for a line past claiming. The caller holds the row lock (findLineRow with forUpdate).
 */
export function requireClaimable(dealer: AuthenticatedDealer, row: ProgramLineRow | null, recordId: string): ProgramLineRow {
  if (!row || !ownsDealership(dealer, row.dealershipNumber)) throw notFound(INCENTIVE_ERRORS.notFound(recordId));
  const block = claimBlock({ yours: row.salespersonId === salespersonIdOf(dealer), status: row.status, expired: row.expired, claimedBefore: row.claimedBy !== null });
  if (block === 'not-yours') throw new HttpError(403, INCENTIVE_ERRORS.notYours);
  if (block === 'already-claimed') throw new HttpError(409, INCENTIVE_ERRORS.alreadyClaimed);
  if (block === 'expired') throw new HttpError(409, INCENTIVE_ERRORS.expired);
  if (block === 'not-approved') throw new HttpError(409, INCENTIVE_ERRORS.notApproved(PROGRAM_LINE_STATUS_NAMES[row.status as ProgramLineStatus]));
  return row;
}

/** One line's row, locked until the transaction ends with forUpdate; for the modules that move lines on. */
export const findLineRow = findLine;
export { type ProgramLineRow } from './repository';

/** The rows as the spec's program lines, each with its dealership's fields. */
export const presentLines = present;

export async function markAlert(ctx: ApiContext, dealer: AuthenticatedDealer, recordId: string) {
  const row = await findLine(ctx.db, recordId);
  if (!row || !ownsDealership(dealer, row.dealershipNumber)) throw notFound(INCENTIVE_ERRORS.notFound(recordId));
  await clearAlert(ctx.db, recordId);
  return { parmValue: true, parmMessage: 'Alert marked.' };
}

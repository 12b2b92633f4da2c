import type { Organization } from '@rv/domain/auth';
import { areSpiffsDisabled, findAttribute } from '@rv/domain/auth';
import {
  MISSING_STATUS_MESSAGE, PROGRAM_LINE_LISTS, PROGRAM_LINE_STATUS, PROGRAM_LINE_STATUS_NAMES, PROGRAM_TYPES, shortVin,
  type ProgramLineList, type ProgramLineStatus,
} from '@rv/domain/dealer';
import type { ProgramLine } from '@rv/domain/dealer';
import { orgTag } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { ownsDealership, requireDealership, type AuthenticatedDealer } from '../auth';
import { recordEarning, spiffClaimDescription, spiffClaimPoints } from '../rewards';
import { clearAlert, findLine, findLines, markClaimed, statsByStatus, type LineFilter, type ProgramLineRow } from './repository';

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

export async function linesOfList(ctx: ApiContext, dealer: AuthenticatedDealer, list: ProgramLineList, dealership?: string): Promise<ProgramLine[]> {
  return present(dealer, await findLines(ctx.db, { dealershipNumbers: numbersOf(dealer, dealership), statuses: [...PROGRAM_LINE_LISTS[list]] }));
}

/** GET /ax/v1/lines: status is required (dealer spec: validation rules); a list name, a status number, or several numbers comma-separated. */
export async function queryLines(ctx: ApiContext, dealer: AuthenticatedDealer, query: Omit<LineFilter, 'dealershipNumbers' | 'statuses'> & { status?: string; dealership?: string }) {
  const statuses = parseStatus(query.status);
  const { status: _status, dealership, ...filters } = query;
  void _status;
  return present(dealer, await findLines(ctx.db, { ...filters, dealershipNumbers: numbersOf(dealer, dealership), statuses }));
}

function parseStatus(text: string | undefined): number[] {
  const value = (text ?? '').trim();
  if (!value) throw badRequest(MISSING_STATUS_MESSAGE, 'status');
  if (value in PROGRAM_LINE_LISTS) return [...PROGRAM_LINE_LISTS[value as ProgramLineList]];
  const numbers = value.split(',').map((s) => Number(s.trim()));
  if (numbers.some((n) => !(n in PROGRAM_LINE_STATUS_NAMES))) throw badRequest(`status must be one of ${Object.keys(PROGRAM_LINE_STATUS_NAMES).join(', ')} or approved, processed, pending, completed`, 'status');
  return numbers;
}

export async function lineDetails(ctx: ApiContext, dealer: AuthenticatedDealer, recordId: string): Promise<ProgramLine> {
  const row = await findLine(ctx.db, recordId);
  // Another dealership's line answers as missing: its existence is not this dealer's business.
  if (!row || !ownsDealership(dealer, row.dealershipNumber)) throw notFound(INCENTIVE_ERRORS.notFound(recordId));
  return present(dealer, [row])[0];
}

export async function stats(ctx: ApiContext, dealer: AuthenticatedDealer, dealership?: string) {
  const byStatus = await statsByStatus(ctx.db, numbersOf(dealer, dealership));
  const sum = (statuses: readonly number[]) => byStatus.filter((s) => statuses.includes(s.status))
    .reduce((t, s) => ({ count: t.count + s.count, amount: t.amount + s.amount }), { count: 0, amount: 0 });
  const lists = Object.fromEntries(Object.entries(PROGRAM_LINE_LISTS).map(([name, statuses]) => [name, sum(statuses)])) as Record<ProgramLineList, { count: number; amount: number }>;
  return { ...lists, byStatus: byStatus.map((s) => ({ ...s, statusStr: PROGRAM_LINE_STATUS_NAMES[s.status as ProgramLineStatus] ?? '' })) };
}

/**
 * Claims a line for the salesperson it belongs to: approved, not expired, not claimed before, and the
 * dealer's spiffs switched on. The line moves to Claimed and the spiff's points are earned, in one transaction.
 */
export async function claim(ctx: ApiContext, dealer: AuthenticatedDealer, recordId: string) {
  requireSpiffsEnabled(dealer);
  return ctx.db.transaction(async (tx) => {
    const row = await findLine(tx, recordId, true);
    if (!row || !ownsDealership(dealer, row.dealershipNumber)) throw notFound(INCENTIVE_ERRORS.notFound(recordId));
    if (row.salespersonId !== salespersonIdOf(dealer)) throw new HttpError(403, INCENTIVE_ERRORS.notYours);
    if (row.claimedBy !== null || row.status === PROGRAM_LINE_STATUS.CLAIMED || row.status === PROGRAM_LINE_STATUS.PAID) throw new HttpError(409, INCENTIVE_ERRORS.alreadyClaimed);
    if (row.expired) throw new HttpError(409, INCENTIVE_ERRORS.expired);
    if (row.status !== PROGRAM_LINE_STATUS.APPROVED) throw new HttpError(409, INCENTIVE_ERRORS.notApproved(PROGRAM_LINE_STATUS_NAMES[row.status as ProgramLineStatus]));
    await markClaimed(tx, recordId, dealer.id, PROGRAM_LINE_STATUS.CLAIMED);
    await recordEarning(tx, {
      userId: dealer.id, verb: 'spiff_claimed', sourceRef: recordId,
      description: spiffClaimDescription(row.programAmount, row.itemGroupId, row.itemId),
      tags: [orgTag(row.dealershipNumber), `brand_${row.brandCode}`], points: spiffClaimPoints(row.programAmount, row.brandCode),
    });
    const line = present(dealer, [(await findLine(tx, recordId)) as ProgramLineRow])[0];
    return { parmValue: true, parmMessage: `Spiff ${row.programId} claimed.`, line };
  });
}

export async function markAlert(ctx: ApiContext, dealer: AuthenticatedDealer, recordId: string) {
  const row = await findLine(ctx.db, recordId);
  if (!row || !ownsDealership(dealer, row.dealershipNumber)) throw notFound(INCENTIVE_ERRORS.notFound(recordId));
  await clearAlert(ctx.db, recordId);
  return { parmValue: true, parmMessage: 'Alert marked.' };
}

import { findAttribute } from '@rv/domain/auth';
import {
  NO_PROGRAM_MESSAGE, PROGRAM_LINE_STATUS as S, PROGRAM_LINE_TRANSITIONS, REVIEW_QUEUE_STATUSES, canDispute, orgTag, programsForSale,
  SALE_REGISTRATION_SCHEMA, type ProgramLine, type ProgramLineStatus,
} from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import type { Database } from '../../db/database';
import { checkBody } from '../../http/body-schema';
import { csvCell } from '../../http/csv';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { ReceivedDocument } from '../../uploads/receive-document';
import { dealershipUsers, ownsDealership, type AuthenticatedDealer } from '../auth';
import { findLineRow, numbersOf, presentLines, requireClaimable, requireSpiffsEnabled, type ProgramLineRow } from '../incentives';
import { SPIFF_PAID_VERB, recordEarning, spiffClaimDescription, spiffClaimPoints } from '../rewards';
import { CLAIM_NOTICES, PROGRAM_MESSAGES } from './messages';
import { notifySalesperson } from './notify';
import {
  catalogueOfBrands, findCatalogueUnit, insertBatch, insertDocument, insertSale, insertSaleLines, latestDocument,
  lineIdsInStatus, moveLine, paidLines, programsRunningOn, salesByVins, salesOfDealerships, type DocumentRow,
} from './repository';

export { PROGRAM_MESSAGES } from './messages';
export type { ProgramRow, SaleByVinRow } from './repository';

const conflict = (message: string) => new HttpError(409, message);
const salespersonIdOf = (dealer: AuthenticatedDealer) => findAttribute(dealer.attributes, 'SALESPERSON_ID')?.value ?? '';
/** The statuses a line may leave for `to`, read from the one transition table. */
const statusesInto = (to: ProgramLineStatus): number[] =>
  Object.entries(PROGRAM_LINE_TRANSITIONS).filter(([, next]) => next.includes(to)).map(([from]) => Number(from));

export interface SaleInput {
  vin: string; itemId: string; modelYear: number; saleDate: string; buyerRegion: string; salespersonId?: string; dealership?: string;
}

/** The floorplans a dealer may register, by the brands of the user's dealerships. */
export async function saleCatalogue(ctx: ApiContext, dealer: AuthenticatedDealer) {
  return catalogueOfBrands(ctx.db, [...new Set(dealer.organizations.flatMap((o) => o.brandList.split(',').map((b) => b.trim()).filter(Boolean)))]);
}

/**
 * Registers a retail sale by VIN (warranty registration) and turns it into a line of every active program
 * that pays on it (program rules of @rv/domain/dealer); a sale outside every program is registered and says so.
 * The sale is checked with the register-sale form's own schema, so a caller (the form, a sold lead) gets its words.
 */
export async function registerSale(ctx: ApiContext, dealer: AuthenticatedDealer, input: SaleInput) {
  requireSpiffsEnabled(dealer);
  const checked = checkBody(SALE_REGISTRATION_SCHEMA, input);
  const { vin, buyerRegion, saleDate } = checked;
  const [dealershipNumber] = numbersOf(dealer, checked.dealership || dealer.organizations[0]?.dealershipNumber);
  const salespersonId = checked.salespersonId || salespersonIdOf(dealer);
  await requireSalespersonOf(ctx.db, dealershipNumber, salespersonId);
  const unit = await findCatalogueUnit(ctx.db, checked.itemId, checked.modelYear);
  if (!unit) throw badRequest(PROGRAM_MESSAGES.noModel(checked.itemId, checked.modelYear), 'itemId');
  return ctx.db.transaction(async (tx) => {
    const sale = { vin, dealershipNumber, unit, saleDate, salespersonId, buyerRegion, registeredBy: dealer.id };
    const saleId = await insertSale(tx, sale);
    if (saleId === null) throw new HttpError(409, PROGRAM_MESSAGES.vinTaken(vin), 'vin');
    const paying = programsForSale(await programsRunningOn(tx, saleDate), { ...sale, itemId: unit.itemId });
    const ids = await insertSaleLines(tx, saleId, sale, paying);
    const notice = CLAIM_NOTICES.registered(vin, ids.length);
    await notifySalesperson(tx, salespersonId, notice.subject, notice.text);
    const lines = presentLines(dealer, await rowsOf(tx, ids));
    return { saleId, vin, lines, message: ids.length ? notice.text : NO_PROGRAM_MESSAGE };
  });
}

async function requireSalespersonOf(db: Database, dealershipNumber: string, salespersonId: string): Promise<void> {
  const users = await dealershipUsers(db, dealershipNumber);
  const { rows } = await db.query('SELECT 1 FROM user_attributes WHERE code = $1 AND value = $2 AND user_id = ANY($3)', ['SALESPERSON_ID', salespersonId, users.map((u) => u.id)]);
  if (!salespersonId || rows.length === 0) throw badRequest(PROGRAM_MESSAGES.notYourSalesperson(salespersonId || 'Nobody'), 'salespersonId');
}

async function rowsOf(db: Database, ids: readonly string[]): Promise<ProgramLineRow[]> {
  const rows = await Promise.all(ids.map((id) => findLineRow(db, id)));
  return rows.filter((r): r is ProgramLineRow => r !== null);
}

export async function dealershipSales(ctx: ApiContext, dealer: AuthenticatedDealer, dealership?: string) {
  requireSpiffsEnabled(dealer);
  return salesOfDealerships(ctx.db, numbersOf(dealer, dealership));
}

/** Claims an approved line with its bill of sale: the claim rule's checks, then Claimed, in one transaction; the salesperson is told. */
export async function claimWithProof(ctx: ApiContext, dealer: AuthenticatedDealer, recordId: string, document: ReceivedDocument) {
  requireSpiffsEnabled(dealer);
  return ctx.db.transaction(async (tx) => {
    const row = requireClaimable(dealer, await findLineRow(tx, recordId, true), recordId);
    await insertDocument(tx, recordId, document, dealer.id);
    await moveOrRefuse(tx, row, S.CLAIMED, { claimed_by: dealer.id, claimed_at: new Date().toISOString(), alert: false });
    const notice = CLAIM_NOTICES.claimed(row.programId, row.serialNumber);
    await notifySalesperson(tx, row.salespersonId, notice.subject, notice.text);
    const line = presentLines(dealer, [(await findLineRow(tx, recordId)) as ProgramLineRow])[0];
    return { parmValue: true, parmMessage: `Spiff ${row.programId} claimed.`, line };
  });
}

/** Disputes a rejected claim once, with a new document: the line goes back to the reviewers' queue as Disputed. */
export async function dispute(ctx: ApiContext, dealer: AuthenticatedDealer, recordId: string, document: ReceivedDocument) {
  requireSpiffsEnabled(dealer);
  return ctx.db.transaction(async (tx) => {
    const row = await findLineRow(tx, recordId, true);
    if (!row || !ownsDealership(dealer, row.dealershipNumber)) throw notFound(PROGRAM_MESSAGES.lineNotFound(recordId));
    if (row.salespersonId !== salespersonIdOf(dealer)) throw new HttpError(403, PROGRAM_MESSAGES.notYours);
    if (row.status === S.REJECTED && row.claimedBy === null) throw conflict(PROGRAM_MESSAGES.neverClaimed);
    if (row.status === S.REJECTED && !canDispute(row.status, row.disputed)) throw conflict(PROGRAM_MESSAGES.disputedBefore);
    await moveOrRefuse(tx, row, S.DISPUTED, { disputed_at: new Date().toISOString() });
    await insertDocument(tx, recordId, document, dealer.id);
    const notice = CLAIM_NOTICES.disputed(row.programId, row.serialNumber);
    await notifySalesperson(tx, row.salespersonId, notice.subject, notice.text);
    return presentLines(dealer, [(await findLineRow(tx, recordId)) as ProgramLineRow])[0];
  });
}

/** A move the transition table allows, made only if the line is still where it was read (else 409, unchanged). */
async function moveOrRefuse(db: Database, row: ProgramLineRow, to: ProgramLineStatus, set: Record<string, unknown> = {}): Promise<void> {
  const from = statusesInto(to);
  if (!from.includes(row.status) || !(await moveLine(db, row.recordId, from, to, set))) {
    const now = (await findLineRow(db, row.recordId))?.status ?? row.status;
    throw conflict(PROGRAM_MESSAGES.cannotMove(row.recordId, now, to));
  }
}

/** The newest bill of sale of a line of the dealer's own dealerships (404 for another's). */
export async function dealerDocument(ctx: ApiContext, dealer: AuthenticatedDealer, recordId: string): Promise<DocumentRow> {
  const row = await findLineRow(ctx.db, recordId);
  if (!row || !ownsDealership(dealer, row.dealershipNumber)) throw notFound(PROGRAM_MESSAGES.lineNotFound(recordId));
  return staffDocument(ctx, recordId);
}

// ---- Program staff ----

export async function staffDocument(ctx: ApiContext, recordId: string): Promise<DocumentRow> {
  const document = await latestDocument(ctx.db, recordId);
  if (!document) throw notFound(PROGRAM_MESSAGES.noDocument(recordId));
  return document;
}

/** Lines as staff see them: every dealership's, with whether a bill of sale is attached. */
async function staffLines(db: Database, ids: readonly string[]): Promise<Array<ProgramLine & { billOfSale: { name: string; contentType: string } | null }>> {
  const rows = await rowsOf(db, ids);
  const lines = rows.map((r) => presentLines({ organizations: [] } as unknown as AuthenticatedDealer, [r])[0]);
  return Promise.all(lines.map(async (line) => {
    const document = await latestDocument(db, line.parmRecordId);
    return { ...line, billOfSale: document && { name: document.displayName, contentType: document.contentType } };
  }));
}

/** The review queue: claims and disputes waiting for a decision, oldest first. */
export async function reviewQueue(ctx: ApiContext) {
  return staffLines(ctx.db, await lineIdsInStatus(ctx.db, REVIEW_QUEUE_STATUSES));
}

/** Lines approved and waiting for a payment batch. */
export async function payableLines(ctx: ApiContext) {
  return staffLines(ctx.db, await lineIdsInStatus(ctx.db, [S.IN_REVIEW]));
}

/** One reviewer decision in one conditional UPDATE: of two reviewers approving at once, one moves the line, the other gets 409. */
async function decide(db: Database, reviewer: string, recordId: string, to: ProgramLineStatus, set: Record<string, unknown> = {}): Promise<ProgramLineRow> {
  const row = await findLineRow(db, recordId);
  if (!row) throw notFound(PROGRAM_MESSAGES.lineNotFound(recordId));
  await moveOrRefuse(db, row, to, { reviewed_by: reviewer, reviewed_at: new Date().toISOString(), ...set });
  return row;
}

export async function approveClaim(ctx: ApiContext, reviewer: string, recordId: string) {
  return ctx.db.transaction(async (tx) => {
    // An approved dispute is no longer a rejected claim: its old reason goes (the salesperson was told it at the time).
    const row = await decide(tx, reviewer, recordId, S.IN_REVIEW, { reject_reason: null });
    const notice = CLAIM_NOTICES.approved(row.programId, row.serialNumber);
    await notifySalesperson(tx, row.salespersonId, notice.subject, notice.text);
    return (await staffLines(tx, [recordId]))[0];
  });
}

export async function rejectClaim(ctx: ApiContext, reviewer: string, recordId: string, reason: string) {
  const why = reason.trim();
  if (!why) throw badRequest(PROGRAM_MESSAGES.reasonRequired, 'reason');
  return ctx.db.transaction(async (tx) => {
    const row = await decide(tx, reviewer, recordId, S.REJECTED, { reject_reason: why });
    const notice = CLAIM_NOTICES.rejected(row.programId, row.serialNumber, why);
    await notifySalesperson(tx, row.salespersonId, notice.subject, notice.text);
    return (await staffLines(tx, [recordId]))[0];
  });
}

/** Approves each line on its own: those that moved, and those refused with the reason in words. */
export async function bulkApprove(ctx: ApiContext, reviewer: string, recordIds: readonly string[]) {
  const approved: string[] = [];
  const refused: Array<{ recordId: string; message: string }> = [];
  for (const recordId of recordIds) {
    try {
      await approveClaim(ctx, reviewer, recordId);
      approved.push(recordId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      refused.push({ recordId, message: error.message });
    }
  }
  return { approved, refused };
}

export interface BatchInput { method: 'check' | 'transfer'; reference: string; paidOn: string; paidTo: string; amount?: number; recordIds: string[] }

/**
 * A payment batch: every line must be In review (else 409 and nothing is paid); each becomes Paid with the
 * check or transfer number, date, amount and payee, and its salesperson earns the spiff's points (points follow money).
 */
export async function payBatch(ctx: ApiContext, staff: string, input: BatchInput) {
  const ids = [...new Set(input.recordIds)];
  if (!ids.length) throw badRequest(PROGRAM_MESSAGES.batchEmpty, 'recordIds');
  return ctx.db.transaction(async (tx) => {
    const rows = await rowsOf(tx, ids);
    if (rows.length !== ids.length) throw notFound(PROGRAM_MESSAGES.lineNotFound(ids.find((id) => !rows.some((r) => r.recordId === id)) as string));
    const total = rows.reduce((t, r) => t + r.programAmount, 0);
    if (input.amount !== undefined && Math.abs(input.amount - total) > 0.005) throw badRequest(PROGRAM_MESSAGES.batchAmount(input.amount, total), 'amount');
    const batchId = await insertBatch(tx, { reference: input.reference, paidOn: input.paidOn, amount: total, paidTo: input.paidTo }, staff);
    const payment = `${input.method === 'check' ? 'Check' : 'Transfer'} ${input.reference}`;
    for (const row of rows) {
      await moveOrRefuse(tx, row, S.PAID, { check_amount: row.programAmount, paid_to: input.paidTo, payment_info: payment, check_date: input.paidOn, payment_batch_id: batchId });
      await earnPaidSpiff(tx, row);
      const notice = CLAIM_NOTICES.paid(row.programId, row.serialNumber, row.programAmount, payment);
      await notifySalesperson(tx, row.salespersonId, notice.subject, notice.text);
    }
    return { batchId, reference: input.reference, paidOn: input.paidOn, amount: total, paidTo: input.paidTo, lines: ids.length };
  });
}

async function earnPaidSpiff(db: Database, row: ProgramLineRow): Promise<void> {
  if (row.claimedBy === null) return;
  await recordEarning(db, {
    userId: row.claimedBy, verb: SPIFF_PAID_VERB, sourceRef: row.recordId, description: spiffClaimDescription(row.programAmount, row.itemGroupId, row.itemId),
    tags: [orgTag(row.dealershipNumber), `brand_${row.brandCode}`], points: spiffClaimPoints(row.programAmount, row.brandCode),
  });
}

const CSV_COLUMNS = ['Batch', 'Reference', 'Paid on', 'Record', 'Program', 'Dealership', 'Salesperson', 'VIN', 'Amount', 'Paid to'] as const;

/** Accounting's CSV of paid lines: one batch, or every batch. */
export async function paymentsCsv(ctx: ApiContext, batchId: number | null): Promise<string> {
  const rows = await paidLines(ctx.db, batchId);
  const body = rows.map((r) => [r.batchId, r.reference, r.paidOn, r.recordId, r.programId, r.dealershipNumber, r.salespersonId, r.serialNumber, r.amount.toFixed(2), r.paidTo]);
  return [CSV_COLUMNS, ...body].map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/**
 * The sale registrations of some VINs, by VIN (what another module links to: a lead marked sold names
 * its VIN, and its registration here, made before or after, closes the loop).
 */
export async function registeredSalesByVin(db: Database, vins: readonly string[]) {
  const rows = await salesByVins(db, [...new Set(vins.map((v) => v.trim().toUpperCase()))]);
  return new Map(rows.map((r) => [r.vin, r]));
}

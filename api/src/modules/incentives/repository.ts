import type { SpiffLineGroup } from '@rv/domain/dealer';
import type { Database } from '../../db/database';

/** A program_lines row as the incentives module needs it; dates as YYYY-MM-DD or null. */
export interface ProgramLineRow {
  recordId: string; programId: string; programType: number; itemGroupId: string; dealershipNumber: string; salesId: string;
  itemId: string; serialNumber: string; brandCode: string; programAmount: number; startDate: string; endDate: string; status: number;
  salespersonId: string; saleDate: string | null; registrationDate: string | null; checkAmount: number; paidTo: string;
  paymentInfo: string; checkDate: string | null; claimedBy: number | null; alert: boolean; expired: boolean;
  /** The salesperson's name, from the user whose SALESPERSON_ID the line carries ('' when none has it). */
  salespersonName: string;
  rejectReason: string;
  disputed: boolean;
}

// Expired: marked so, or approved/pending past the program's end date (it can no longer be claimed).
// The salesperson's name is read beside the line (users and their SALESPERSON_ID attribute), so the
// portal can say whose line it is.
const columns = `record_id, program_id, program_type, item_group_id, dealership_number, sales_id, item_id, serial_number, brand_code,
  program_amount, start_date::text, end_date::text, status, salesperson_id, sale_date::text, registration_date::text, check_amount,
  paid_to, payment_info, check_date::text, claimed_by, alert, coalesce(reject_reason, '') AS reject_reason, disputed_at IS NOT NULL AS disputed, (status = 5 OR (status IN (1, 2) AND end_date < current_date)) AS expired,
  coalesce((SELECT trim(u.first_name || ' ' || u.last_name) FROM user_attributes sp JOIN users u ON u.id = sp.user_id
            WHERE sp.code = 'SALESPERSON_ID' AND sp.value = program_lines.salesperson_id ORDER BY u.id LIMIT 1), '') AS salesperson_name`;

const toRow = (r: Record<string, unknown>): ProgramLineRow => ({
  recordId: String(r.record_id), programId: String(r.program_id), programType: Number(r.program_type), itemGroupId: String(r.item_group_id),
  dealershipNumber: String(r.dealership_number), salesId: String(r.sales_id), itemId: String(r.item_id), serialNumber: String(r.serial_number),
  brandCode: String(r.brand_code), programAmount: Number(r.program_amount), startDate: String(r.start_date), endDate: String(r.end_date),
  status: Number(r.status), salespersonId: String(r.salesperson_id), saleDate: (r.sale_date as string | null) ?? null,
  registrationDate: (r.registration_date as string | null) ?? null, checkAmount: Number(r.check_amount), paidTo: String(r.paid_to),
  paymentInfo: String(r.payment_info), checkDate: (r.check_date as string | null) ?? null,
  claimedBy: r.claimed_by == null ? null : Number(r.claimed_by), alert: Boolean(r.alert), expired: Boolean(r.expired),
  salespersonName: String(r.salesperson_name ?? ''), rejectReason: String(r.reject_reason ?? ''), disputed: Boolean(r.disputed),
});

export interface LineFilter {
  dealershipNumbers: string[];
  statuses: number[];
  programId?: string;
  salespersonId?: string;
  saleDateFrom?: string;
  saleDateTo?: string;
  expired?: boolean;
}

/** Lines of the dealerships in the statuses, newest sale first. */
export async function findLines(db: Database, f: LineFilter): Promise<ProgramLineRow[]> {
  const { rows } = await db.query(
    `SELECT ${columns} FROM program_lines
     WHERE dealership_number = ANY($1) AND status = ANY($2) AND ($3::text IS NULL OR program_id = $3) AND ($4::text IS NULL OR salesperson_id = $4)
       AND ($5::date IS NULL OR sale_date >= $5) AND ($6::date IS NULL OR sale_date <= $6)
       AND ($7::boolean IS NULL OR (status = 5 OR (status IN (1, 2) AND end_date < current_date)) = $7)
     ORDER BY sale_date DESC NULLS LAST, record_id DESC`,
    [f.dealershipNumbers, f.statuses, f.programId ?? null, f.salespersonId ?? null, f.saleDateFrom ?? null, f.saleDateTo ?? null, f.expired ?? null],
  );
  return rows.map(toRow);
}

/** One line; with forUpdate the row stays locked until the transaction ends, so two claims cannot both pass. */
export async function findLine(db: Database, recordId: string, forUpdate = false): Promise<ProgramLineRow | null> {
  const { rows } = await db.query(`SELECT ${columns} FROM program_lines WHERE record_id = $1${forUpdate ? ' FOR UPDATE' : ''}`, [recordId]);
  return rows[0] ? toRow(rows[0]) : null;
}

export async function clearAlert(db: Database, recordId: string): Promise<void> {
  await db.query('UPDATE program_lines SET alert = false, updated_at = now() WHERE record_id = $1', [recordId]);
}

/** Count and amount per status for the dealerships, split by expiry and by whether the lines are the salesperson's. */
export async function statsByStatus(db: Database, dealershipNumbers: string[], salespersonId: string): Promise<SpiffLineGroup[]> {
  const { rows } = await db.query(
    `SELECT status, (status = 5 OR (status IN (1, 2) AND end_date < current_date)) AS expired, ($2 <> '' AND salesperson_id = $2) AS mine,
       count(*) AS count, coalesce(sum(program_amount), 0) AS amount
     FROM program_lines WHERE dealership_number = ANY($1) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    [dealershipNumbers, salespersonId],
  );
  return rows.map((r) => ({ status: Number(r.status), expired: Boolean(r.expired), mine: Boolean(r.mine), count: Number(r.count), amount: Number(r.amount) }));
}

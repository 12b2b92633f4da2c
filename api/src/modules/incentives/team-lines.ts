import { COLLEAGUE_DETAILS_VISIBLE_DEFAULT, PROGRAM_LINE_STATUS } from '@rv/domain/dealer';
import type { Database } from '../../db/database';

/** A line of a location as the manager's team view lists it. */
export interface TeamLine {
  recordId: string; status: number; salespersonId: string; programAmount: number; checkAmount: number;
  saleDate: string | null; claimedAt: string | null; serialNumber: string;
}

/** Every program line of one location, newest sale first. */
export async function teamLines(db: Database, dealershipNumber: string): Promise<TeamLine[]> {
  const { rows } = await db.query(
    `SELECT record_id, status, salesperson_id, program_amount, check_amount, sale_date::text, claimed_at, serial_number
     FROM program_lines WHERE dealership_number = $1 ORDER BY status, sale_date DESC NULLS LAST, record_id`,
    [dealershipNumber],
  );
  return rows.map((r) => ({
    recordId: String(r.record_id), status: Number(r.status), salespersonId: String(r.salesperson_id), programAmount: Number(r.program_amount),
    checkAmount: Number(r.check_amount), saleDate: (r.sale_date as string | null) ?? null,
    claimedAt: r.claimed_at ? new Date(r.claimed_at as string).toISOString() : null, serialNumber: String(r.serial_number),
  }));
}

/** A salesperson's figures for a range (dates YYYY-MM-DD, both ends included). */
export interface SalespersonFigures { unitsSold: number; claimsMade: number; claimsPaid: number; claimsPaidAmount: number }

/**
 * Per salesperson id at one location: units sold (sale date in range), claims made (claimed in range) and
 * claims paid (check date in range, with the checks' total).
 */
export async function salespersonFigures(db: Database, dealershipNumber: string, from: string, to: string): Promise<Map<string, SalespersonFigures>> {
  const { rows } = await db.query(
    `SELECT salesperson_id,
       count(*) FILTER (WHERE sale_date BETWEEN $2 AND $3) AS units_sold,
       count(*) FILTER (WHERE claimed_by IS NOT NULL AND claimed_at::date BETWEEN $2 AND $3) AS claims_made,
       count(*) FILTER (WHERE status = $4 AND check_date BETWEEN $2 AND $3) AS claims_paid,
       coalesce(sum(check_amount) FILTER (WHERE status = $4 AND check_date BETWEEN $2 AND $3), 0) AS claims_paid_amount
     FROM program_lines WHERE dealership_number = $1 GROUP BY salesperson_id`,
    [dealershipNumber, from, to, PROGRAM_LINE_STATUS.PAID],
  );
  return new Map(rows.map((r) => [String(r.salesperson_id), {
    unitsSold: Number(r.units_sold), claimsMade: Number(r.claims_made), claimsPaid: Number(r.claims_paid), claimsPaidAmount: Number(r.claims_paid_amount),
  }]));
}

/** Whether salespeople at these locations see colleagues' amounts and serial numbers (the default where none is stored). */
export async function colleagueDetailsVisible(db: Database, dealershipNumbers: readonly string[]): Promise<Map<string, boolean>> {
  const { rows } = await db.query<{ dealership_number: string; colleague_details_visible: boolean }>(
    'SELECT dealership_number, colleague_details_visible FROM dealership_line_visibility WHERE dealership_number = ANY($1)', [dealershipNumbers],
  );
  const stored = new Map(rows.map((r) => [r.dealership_number, r.colleague_details_visible]));
  return new Map(dealershipNumbers.map((n) => [n, stored.get(n) ?? COLLEAGUE_DETAILS_VISIBLE_DEFAULT]));
}

export async function setColleagueDetailsVisible(db: Database, dealershipNumber: string, visible: boolean, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO dealership_line_visibility (dealership_number, colleague_details_visible, updated_by) VALUES ($1, $2, $3)
     ON CONFLICT (dealership_number) DO UPDATE SET colleague_details_visible = $2, updated_by = $3, updated_at = now()`,
    [dealershipNumber, visible, userId],
  );
}

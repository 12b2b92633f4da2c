import { PROGRAM_LINE_STATUS, type ProgramRule } from '@rv/domain/dealer';
import type { Database } from '../../db/database';
import type { ReceivedDocument } from '../../uploads/receive-document';

/** A program as staff see it: its rule, name and whether it was ended. */
export interface ProgramRow extends ProgramRule {
  itemIds: string[];
  dealershipNumbers: string[];
  regions: string[];
  name: string;
  programType: number;
  endedAt: string | null;
  /** Lines the program has made, and how many of them are paid. */
  lines: number;
  paidLines: number;
}

const programColumns = `program_id, name, program_type, amount, start_date::text, end_date::text, item_ids, dealership_numbers, regions,
  ended_at, (ended_at AT TIME ZONE 'UTC')::date::text AS ended_on,
  (SELECT count(*) FROM program_lines l WHERE l.program_id = dealer_programs.program_id) AS line_count,
  (SELECT count(*) FROM program_lines l WHERE l.program_id = dealer_programs.program_id AND l.status = ${PROGRAM_LINE_STATUS.PAID}) AS paid_count`;

const toProgram = (r: Record<string, unknown>): ProgramRow => ({
  programId: String(r.program_id), name: String(r.name), programType: Number(r.program_type), amount: Number(r.amount),
  startDate: String(r.start_date), endDate: String(r.end_date), itemIds: r.item_ids as string[], dealershipNumbers: r.dealership_numbers as string[],
  regions: r.regions as string[], endedAt: r.ended_at ? new Date(r.ended_at as string).toISOString() : null, endedOn: (r.ended_on as string | null) ?? null,
  lines: Number(r.line_count ?? 0), paidLines: Number(r.paid_count ?? 0),
});

export async function listPrograms(db: Database): Promise<ProgramRow[]> {
  const { rows } = await db.query(`SELECT ${programColumns} FROM dealer_programs ORDER BY start_date DESC, program_id DESC`);
  return rows.map(toProgram);
}

/** Programs not ended that run on the date. */
export async function programsRunningOn(db: Database, date: string): Promise<ProgramRow[]> {
  const { rows } = await db.query(`SELECT ${programColumns} FROM dealer_programs WHERE start_date <= $1 AND end_date >= $1 ORDER BY program_id`, [date]);
  return rows.map(toProgram);
}

/** The model ids no active catalogue model carries. */
export async function unknownModels(db: Database, itemIds: readonly string[]): Promise<string[]> {
  if (!itemIds.length) return [];
  const { rows } = await db.query<{ reference_id: string }>('SELECT DISTINCT reference_id FROM catalog_models WHERE active AND reference_id = ANY($1)', [itemIds]);
  return itemIds.filter((id) => !rows.some((r) => r.reference_id === id));
}

/** The dealership numbers no dealership organization carries. */
export async function unknownDealerships(db: Database, numbers: readonly string[]): Promise<string[]> {
  if (!numbers.length) return [];
  const { rows } = await db.query<{ dealership_number: string }>('SELECT dealership_number FROM organizations WHERE dealership_number = ANY($1)', [numbers]);
  return numbers.filter((n) => !rows.some((r) => r.dealership_number === n));
}

export interface NewProgram {
  name: string; amount: number; startDate: string; endDate: string; itemIds: string[]; dealershipNumbers: string[]; regions: string[];
}

export async function insertProgram(db: Database, program: NewProgram, createdBy: string): Promise<ProgramRow> {
  const { rows } = await db.query(
    `INSERT INTO dealer_programs (program_id, name, amount, start_date, end_date, item_ids, dealership_numbers, regions, created_by)
     VALUES ('PR-' || (SELECT coalesce(max(substr(program_id, 4)::bigint), 26000000) + 1 FROM dealer_programs), $1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${programColumns}`,
    [program.name, program.amount, program.startDate, program.endDate, program.itemIds, program.dealershipNumbers, program.regions, createdBy],
  );
  return toProgram(rows[0]);
}

/** Ends a running program now; null when there is no such program or it had already ended. */
export async function endProgram(db: Database, programId: string): Promise<ProgramRow | null> {
  const { rows } = await db.query(`UPDATE dealer_programs SET ended_at = now() WHERE program_id = $1 AND ended_at IS NULL RETURNING ${programColumns}`, [programId]);
  return rows[0] ? toProgram(rows[0]) : null;
}

/** A catalogue floorplan of a model year, as a sale names it. */
export interface CatalogueUnit { itemId: string; itemGroupId: string; brandCode: string; modelYear: number }

export async function findCatalogueUnit(db: Database, itemId: string, modelYear: number): Promise<CatalogueUnit | null> {
  const { rows } = await db.query<{ reference_id: string; name: string; code: string; model_year: number }>(
    `SELECT m.reference_id, b.name, b.code, m.model_year FROM catalog_models m JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
     WHERE m.reference_id = $1 AND m.model_year = $2 AND m.active AND b.active ORDER BY m.id LIMIT 1`, [itemId, modelYear]);
  const r = rows[0];
  return r ? { itemId: r.reference_id, itemGroupId: r.name, brandCode: r.code, modelYear: Number(r.model_year) } : null;
}

/** The catalogue a dealership's sale form offers: active floorplans of its brands, newest year first. */
export async function catalogueOfBrands(db: Database, brandCodes: string[]): Promise<CatalogueUnit[]> {
  const { rows } = await db.query<{ reference_id: string; name: string; code: string; model_year: number }>(
    `SELECT DISTINCT m.reference_id, b.name, b.code, m.model_year FROM catalog_models m JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
     WHERE m.active AND NOT m.stock_only AND b.active AND b.code = ANY($1) ORDER BY b.name, m.reference_id, m.model_year DESC`, [brandCodes]);
  return rows.map((r) => ({ itemId: r.reference_id, itemGroupId: r.name, brandCode: r.code, modelYear: Number(r.model_year) }));
}

export interface NewSale {
  vin: string; dealershipNumber: string; unit: CatalogueUnit; saleDate: string; salespersonId: string; buyerRegion: string; registeredBy: number;
}

/** Registers the sale; null when the VIN was registered before (one registration per VIN). */
export async function insertSale(db: Database, sale: NewSale): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO vehicle_sales (vin, dealership_number, item_id, item_group_id, brand_code, model_year, sale_date, salesperson_id, buyer_region, registered_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (vin) DO NOTHING RETURNING id`,
    [sale.vin, sale.dealershipNumber, sale.unit.itemId, sale.unit.itemGroupId, sale.unit.brandCode, sale.unit.modelYear, sale.saleDate,
      sale.salespersonId, sale.buyerRegion, sale.registeredBy],
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** One approved line per paying program, numbered from the line sequence; their record ids. */
export async function insertSaleLines(db: Database, saleId: number, sale: NewSale, programs: readonly ProgramRow[]): Promise<string[]> {
  if (!programs.length) return [];
  const { rows } = await db.query<{ record_id: string }>(
    `INSERT INTO program_lines (record_id, program_id, program_type, item_group_id, dealership_number, sales_id, item_id, serial_number, brand_code,
       program_amount, start_date, end_date, status, salesperson_id, sale_date, registration_date, alert, sale_id)
     SELECT nextval('program_line_record_ids')::text, p.program_id, p.program_type, $2, $3, 'WR-' || lpad($1::bigint::text, 7, '0'), $4, $5, $6,
       p.amount, p.start_date, p.end_date, 1, $7, $8, current_date, true, $1::bigint
     FROM dealer_programs p WHERE p.program_id = ANY($9) ORDER BY p.program_id RETURNING record_id`,
    [saleId, sale.unit.itemGroupId, sale.dealershipNumber, sale.unit.itemId, sale.vin, sale.unit.brandCode, sale.salespersonId, sale.saleDate,
      programs.map((p) => p.programId)],
  );
  return rows.map((r) => r.record_id);
}

export interface SaleRow { id: number; vin: string; itemId: string; itemGroupId: string; modelYear: number; saleDate: string; salespersonId: string; buyerRegion: string; lines: number }

export async function salesOfDealerships(db: Database, dealershipNumbers: string[]): Promise<SaleRow[]> {
  const { rows } = await db.query(
    `SELECT s.id, s.vin, s.item_id, s.item_group_id, s.model_year, s.sale_date::text, s.salesperson_id, s.buyer_region,
       (SELECT count(*) FROM program_lines l WHERE l.sale_id = s.id) AS lines
     FROM vehicle_sales s WHERE s.dealership_number = ANY($1) ORDER BY s.sale_date DESC, s.id DESC LIMIT 200`, [dealershipNumbers]);
  return rows.map((r) => ({
    id: Number(r.id), vin: String(r.vin), itemId: String(r.item_id), itemGroupId: String(r.item_group_id), modelYear: Number(r.model_year),
    saleDate: String(r.sale_date), salespersonId: String(r.salesperson_id), buyerRegion: String(r.buyer_region), lines: Number(r.lines),
  }));
}

export async function insertDocument(db: Database, recordId: string, document: ReceivedDocument, userId: number): Promise<void> {
  await db.query(
    `INSERT INTO claim_documents (record_id, storage_key, display_name, content_type, byte_size, sha256, uploaded_by) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [recordId, document.storageKey, document.displayName, document.contentType, document.byteSize, document.sha256, userId]);
}

export interface DocumentRow { id: number; storageKey: string; displayName: string; contentType: string; createdAt: string }

/** The newest bill of sale of the line. */
export async function latestDocument(db: Database, recordId: string): Promise<DocumentRow | null> {
  const { rows } = await db.query(
    'SELECT id, storage_key, display_name, content_type, created_at FROM claim_documents WHERE record_id = $1 ORDER BY id DESC LIMIT 1', [recordId]);
  const r = rows[0];
  return r ? { id: Number(r.id), storageKey: String(r.storage_key), displayName: String(r.display_name), contentType: String(r.content_type), createdAt: new Date(r.created_at as string).toISOString() } : null;
}

/**
 * Moves a line from one of `from` to `to` in one conditional UPDATE, so of two reviewers deciding at once
 * only one moves it; false when the line was no longer in any of `from`. `set` adds columns to write.
 */
export async function moveLine(db: Database, recordId: string, from: readonly number[], to: number, set: Record<string, unknown> = {}): Promise<boolean> {
  const names = Object.keys(set);
  const assignments = names.map((name, i) => `${name} = $${i + 4}`);
  const { rows } = await db.query(
    `UPDATE program_lines SET status = $3, updated_at = now()${assignments.map((a) => `, ${a}`).join('')}
     WHERE record_id = $1 AND status = ANY($2) RETURNING record_id`,
    [recordId, from, to, ...names.map((n) => set[n])],
  );
  return rows.length === 1;
}

/** The record ids of lines in the statuses, oldest claim first (the review queue and the payable list). */
export async function lineIdsInStatus(db: Database, statuses: readonly number[], limit = 200): Promise<string[]> {
  const { rows } = await db.query<{ record_id: string }>(
    'SELECT record_id FROM program_lines WHERE status = ANY($1) ORDER BY claimed_at NULLS LAST, record_id LIMIT $2', [statuses, limit]);
  return rows.map((r) => r.record_id);
}

/** Who the line's salesperson is: their user id, e-mail and name (null when no user carries the SALESPERSON_ID). */
export async function salespersonOf(db: Database, salespersonId: string): Promise<{ userId: number; email: string; name: string } | null> {
  const { rows } = await db.query<{ id: string; email: string; name: string }>(
    `SELECT u.id, u.email, trim(u.first_name || ' ' || u.last_name) AS name FROM user_attributes a JOIN users u ON u.id = a.user_id
     WHERE a.code = 'SALESPERSON_ID' AND a.value = $1 ORDER BY u.id LIMIT 1`, [salespersonId]);
  return rows[0] ? { userId: Number(rows[0].id), email: rows[0].email, name: rows[0].name } : null;
}

export interface NewBatch { reference: string; paidOn: string; amount: number; paidTo: string }

export async function insertBatch(db: Database, batch: NewBatch, createdBy: string): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO payment_batches (reference, paid_on, amount, paid_to, created_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [batch.reference, batch.paidOn, batch.amount, batch.paidTo, createdBy]);
  return Number(rows[0].id);
}

export interface PaidLineRow {
  batchId: number; reference: string; paidOn: string; recordId: string; programId: string; dealershipNumber: string; salespersonId: string;
  serialNumber: string; amount: number; paidTo: string;
}

/** Every paid line of the batches (all when batchId is null), for accounting's CSV. */
export async function paidLines(db: Database, batchId: number | null): Promise<PaidLineRow[]> {
  const { rows } = await db.query(
    `SELECT b.id, b.reference, b.paid_on::text, l.record_id, l.program_id, l.dealership_number, l.salesperson_id, l.serial_number, l.check_amount, l.paid_to
     FROM payment_batches b JOIN program_lines l ON l.payment_batch_id = b.id WHERE $1::bigint IS NULL OR b.id = $1 ORDER BY b.id, l.record_id`, [batchId]);
  return rows.map((r) => ({
    batchId: Number(r.id), reference: String(r.reference), paidOn: String(r.paid_on), recordId: String(r.record_id), programId: String(r.program_id),
    dealershipNumber: String(r.dealership_number), salespersonId: String(r.salesperson_id), serialNumber: String(r.serial_number),
    amount: Number(r.check_amount), paidTo: String(r.paid_to),
  }));
}

export interface SaleByVinRow { vin: string; saleId: number; dealershipNumber: string; saleDate: string; programLines: number }

/** The registrations of some VINs (one at most each), with the program lines each earned. */
export async function salesByVins(db: Database, vins: readonly string[]): Promise<SaleByVinRow[]> {
  if (!vins.length) return [];
  const { rows } = await db.query<{ vin: string; id: string; dealership_number: string; sale_date: string; lines: string }>(
    `SELECT s.vin, s.id, s.dealership_number, s.sale_date::text, (SELECT count(*) FROM program_lines l WHERE l.sale_id = s.id) AS lines
     FROM vehicle_sales s WHERE s.vin = ANY($1)`, [[...vins]]);
  return rows.map((r) => ({ vin: r.vin, saleId: Number(r.id), dealershipNumber: r.dealership_number, saleDate: String(r.sale_date), programLines: Number(r.lines) }));
}

import type { LeadStatus } from '@rv/domain/dealer';
import type { Database } from '../../db/database';

/** SQL of the leads module's tables (migration 120): leads, their notes, contact reads and settings. */

export interface LeadSettings {
  radiusMiles: number;
  reassignAfterMinutes: number;
  retentionDays: number;
}

export async function leadSettings(db: Database): Promise<LeadSettings> {
  const { rows } = await db.query<{ radius_miles: number; reassign_after_minutes: number; retention_days: number }>(
    'SELECT radius_miles, reassign_after_minutes, retention_days FROM lead_settings');
  const row = rows[0];
  return { radiusMiles: row.radius_miles, reassignAfterMinutes: row.reassign_after_minutes, retentionDays: row.retention_days };
}

export async function updateLeadSettings(db: Database, settings: LeadSettings): Promise<void> {
  await db.query('UPDATE lead_settings SET radius_miles = $1, reassign_after_minutes = $2, retention_days = $3',
    [settings.radiusMiles, settings.reassignAfterMinutes, settings.retentionDays]);
}

export interface DealerLeadSettings {
  active: boolean;
  optedOutBrands: string[];
  dailyCapacity: number | null;
}

export async function dealerLeadSettings(db: Database, dealerNumbers: string[]): Promise<Map<string, DealerLeadSettings>> {
  const { rows } = await db.query<{ dealer_number: string; accepts_leads: boolean; opted_out_brands: string[]; daily_capacity: number | null }>(
    'SELECT dealer_number, accepts_leads, opted_out_brands, daily_capacity FROM lead_dealer_settings WHERE dealer_number = ANY($1)', [dealerNumbers]);
  return new Map(rows.map((r) => [r.dealer_number, { active: r.accepts_leads, optedOutBrands: r.opted_out_brands, dailyCapacity: r.daily_capacity }]));
}

export async function upsertDealerLeadSettings(db: Database, dealerNumber: string, s: DealerLeadSettings): Promise<void> {
  await db.query(
    `INSERT INTO lead_dealer_settings (dealer_number, accepts_leads, opted_out_brands, daily_capacity) VALUES ($1, $2, $3, $4)
     ON CONFLICT (dealer_number) DO UPDATE SET accepts_leads = $2, opted_out_brands = $3, daily_capacity = $4`,
    [dealerNumber, s.active, s.optedOutBrands, s.dailyCapacity]);
}

/** Leads routed to each dealer since midnight UTC (the day of a capacity). */
export async function leadsRoutedToday(db: Database): Promise<Map<string, number>> {
  const { rows } = await db.query<{ dealer_number: string; n: string }>(
    `SELECT dealer_number, count(*) AS n FROM leads WHERE dealer_number IS NOT NULL AND routed_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
     GROUP BY dealer_number`);
  return new Map(rows.map((r) => [r.dealer_number, Number(r.n)]));
}

export interface NewLead {
  submissionId: string;
  referenceId: string;
  brand: string | null;
  postalCode: string | null;
  state: string | null;
  dealerNumber: string | null;
  request: Record<string, unknown>;
  contact: Record<string, string>;
}

/** The new lead's id; null when the submission already has its lead (a repeat). */
export async function insertLead(db: Database, lead: NewLead): Promise<number | null> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO leads (submission_id, reference_id, brand, postal_code, state, dealer_number, request, contact)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (submission_id) DO NOTHING RETURNING id`,
    [lead.submissionId, lead.referenceId, lead.brand, lead.postalCode, lead.state, lead.dealerNumber, JSON.stringify(lead.request), JSON.stringify(lead.contact)]);
  return rows[0] ? Number(rows[0].id) : null;
}

export interface LeadRow {
  id: string;
  reference_id: string;
  brand: string | null;
  postal_code: string | null;
  state: string | null;
  dealer_number: string | null;
  assigned_user_id: string | null;
  assigned_name: string | null;
  status: LeadStatus;
  lost_reason: string | null;
  sold_vin: string | null;
  request: Record<string, unknown>;
  created_at: string | Date;
  first_contact_at: string | Date | null;
  status_changed_at: string | Date;
  anonymised_at: string | Date | null;
  passed_over: string[];
}

const leadColumns = `l.id, l.reference_id, l.brand, l.postal_code, l.state, l.dealer_number, l.assigned_user_id,
  nullif(trim(u.first_name || ' ' || u.last_name), '') AS assigned_name, l.status, l.lost_reason, l.sold_vin, l.request,
  l.created_at, l.first_contact_at, l.status_changed_at, l.anonymised_at, l.passed_over`;

/** A dealership's leads, newest first; `userId` set: only theirs and the unassigned ones. */
export async function findDealershipLeads(db: Database, q: { dealerNumbers: string[]; userId: number | null; status: LeadStatus | null }): Promise<LeadRow[]> {
  const { rows } = await db.query<LeadRow>(
    `SELECT ${leadColumns} FROM leads l LEFT JOIN users u ON u.id = l.assigned_user_id
     WHERE l.dealer_number = ANY($1) AND ($2::bigint IS NULL OR l.assigned_user_id IS NULL OR l.assigned_user_id = $2)
       AND ($3::text IS NULL OR l.status = $3)
     ORDER BY l.created_at DESC, l.id DESC LIMIT 500`,
    [q.dealerNumbers, q.userId, q.status]);
  return rows;
}

export async function findLead(db: Database, id: number, lock = false): Promise<LeadRow | undefined> {
  const { rows } = await db.query<LeadRow>(
    `SELECT ${leadColumns} FROM leads l LEFT JOIN users u ON u.id = l.assigned_user_id WHERE l.id = $1${lock ? ' FOR UPDATE OF l' : ''}`, [id]);
  return rows[0];
}

/** The contact details, with the read logged in the same statement: no read without its log line. */
export async function readLeadContact(db: Database, leadId: number, userId: number): Promise<Record<string, string> | null> {
  const { rows } = await db.query<{ contact: Record<string, string> | null }>(
    `WITH logged AS (INSERT INTO lead_contact_reads (lead_id, user_id) VALUES ($1, $2))
     SELECT contact FROM leads WHERE id = $1`, [leadId, userId]);
  return rows[0]?.contact ?? null;
}

export async function findNotes(db: Database, leadId: number) {
  const { rows } = await db.query<{ id: string; body: string; created_at: string | Date; author: string | null }>(
    `SELECT n.id, n.body, n.created_at, nullif(trim(u.first_name || ' ' || u.last_name), '') AS author
     FROM lead_notes n LEFT JOIN users u ON u.id = n.user_id WHERE n.lead_id = $1 ORDER BY n.id`, [leadId]);
  return rows;
}

export async function insertNote(db: Database, leadId: number, userId: number, body: string): Promise<void> {
  await db.query('INSERT INTO lead_notes (lead_id, user_id, body) VALUES ($1, $2, $3)', [leadId, userId, body]);
}

/**
 * Assigns the lead when its assignee is still `expected` (what the manager saw): of two managers
 * assigning at once, the second finds it changed and gets false.
 */
export async function assignLead(db: Database, leadId: number, userId: number | null, expected: number | null): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE leads SET assigned_user_id = $2 WHERE id = $1 AND assigned_user_id IS NOT DISTINCT FROM $3::bigint RETURNING id', [leadId, userId, expected]);
  return rows.length === 1;
}

/** Moves the status when it is still `from`; the first move past new stamps the first contact. */
export async function changeLeadStatus(
  db: Database, leadId: number, change: { from: LeadStatus; to: LeadStatus; vin: string | null; lostReason: string | null; takeFor: number | null },
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE leads SET status = $3, sold_vin = coalesce($4, sold_vin), lost_reason = coalesce($5, lost_reason), status_changed_at = now(),
       first_contact_at = coalesce(first_contact_at, now()), assigned_user_id = coalesce(assigned_user_id, $6::bigint)
     WHERE id = $1 AND status = $2 RETURNING id`,
    [leadId, change.from, change.to, change.vin, change.lostReason, change.takeFor]);
  return rows.length === 1;
}

/** Moves an uncontacted lead from one dealer to the next (or the maker's queue), the first one passed over. */
export async function reassignLead(db: Database, leadId: number, from: string, to: string | null): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE leads SET dealer_number = $3, assigned_user_id = NULL, routed_at = now(), passed_over = array_append(passed_over, $2)
     WHERE id = $1 AND dealer_number = $2 AND first_contact_at IS NULL AND status = 'new' RETURNING id`, [leadId, from, to]);
  return rows.length === 1;
}

/** Leads for the maker's report, in a time range. */
export async function findLeadsForReport(db: Database, range: { since: Date; until: Date }) {
  const { rows } = await db.query<{
    id: string; brand: string | null; state: string | null; dealer_number: string | null; status: LeadStatus;
    created_at: string | Date; first_contact_at: string | Date | null; sold_vin: string | null;
  }>(
    `SELECT id, brand, state, dealer_number, status, created_at, first_contact_at, sold_vin FROM leads
     WHERE created_at >= $1 AND created_at < $2 ORDER BY created_at, id`, [range.since.toISOString(), range.until.toISOString()]);
  return rows;
}

/** Wipes the contact details of leads older than the retention; answers their submissions' ids. */
export async function anonymiseLeadsBefore(db: Database, retentionDays: number): Promise<string[]> {
  const { rows } = await db.query<{ submission_id: string }>(
    `UPDATE leads SET contact = NULL, anonymised_at = now(), request = request - 'comments'
     WHERE anonymised_at IS NULL AND created_at < now() - make_interval(days => $1) RETURNING submission_id`, [retentionDays]);
  return rows.map((r) => String(r.submission_id));
}

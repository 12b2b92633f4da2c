import { LEAD_MESSAGES, isLeadStatus, leadStatusProblem, median, type LeadStatus } from '@rv/domain/dealer';
import type { Database } from '../../db/database';
import { csvCell } from '../../http/csv';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { OutboxHandler } from '../../outbox/outbox';
import { enqueueAfter } from '../../outbox/outbox';
import { dealershipUsers, type AuthenticatedDealer } from '../auth';
import {
  anonymiseLeadsBefore, assignLead, changeLeadStatus, findDealershipLeads, findLead, findLeadsForReport, findNotes, insertNote,
  leadSettings, readLeadContact, reassignLead, type LeadRow,
} from './repository';
import { FIRST_CONTACT_TOPIC, notifyDealership, pickDealer } from './routing';

const conflict = (message: string) => new HttpError(409, message);
const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const dealerNumbersOf = (dealer: AuthenticatedDealer) => dealer.organizations.map((o) => o.dealershipNumber);

function summary(row: LeadRow) {
  return {
    id: Number(row.id), referenceId: row.reference_id, brand: row.brand, state: row.state, postalCode: row.postal_code,
    dealerNumber: row.dealer_number, status: row.status, lostReason: row.lost_reason, soldVin: row.sold_vin,
    assignedTo: row.assigned_user_id ? { id: Number(row.assigned_user_id), name: row.assigned_name ?? '' } : null,
    request: row.request, createdAt: iso(row.created_at)!, firstContactAt: iso(row.first_contact_at), anonymised: row.anonymised_at !== null,
  };
}

/** The inbox: a manager's dealerships' leads; a salesperson's own and unassigned ones. */
export async function listLeads(db: Database, dealer: AuthenticatedDealer, status?: string) {
  if (status !== undefined && !isLeadStatus(status)) throw badRequest(`Status must be one of new, contacted, quoted, sold, lost, not "${status}".`, 'status');
  const rows = await findDealershipLeads(db, { dealerNumbers: dealerNumbersOf(dealer), userId: dealer.manager ? null : dealer.id, status: status ?? null });
  return { leads: rows.map(summary) };
}

/**
 * A lead the user may see, or 404 (another dealership's lead, or a colleague's for a salesperson, is
 * not there for them: its existence is not revealed).
 */
async function visibleLead(db: Database, dealer: AuthenticatedDealer, id: number, lock = false): Promise<LeadRow> {
  const row = await findLead(db, id, lock);
  const mine = row?.dealer_number && dealerNumbersOf(dealer).includes(row.dealer_number)
    && (dealer.manager || row.assigned_user_id === null || Number(row.assigned_user_id) === dealer.id);
  if (!row || !mine) throw notFound(LEAD_MESSAGES.notFound);
  return row;
}

/** One lead with its contact details (this read logged), its notes, and for a manager the team to assign. */
export async function leadDetail(db: Database, dealer: AuthenticatedDealer, id: number) {
  const row = await visibleLead(db, dealer, id);
  const [contact, notes, team] = await Promise.all([
    readLeadContact(db, id, dealer.id), findNotes(db, id), dealer.manager ? dealershipUsers(db, row.dealer_number!) : Promise.resolve([]),
  ]);
  return {
    ...summary(row), contact,
    notes: notes.map((n) => ({ id: Number(n.id), body: n.body, author: n.author ?? '', createdAt: iso(n.created_at)! })),
    team: team.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() || u.username, manager: u.manager })),
  };
}

export async function changeStatus(db: Database, dealer: AuthenticatedDealer, id: number, body: { status: string; vin?: string; lostReason?: string }) {
  if (!isLeadStatus(body.status)) throw badRequest(`Status must be one of new, contacted, quoted, sold, lost, not "${body.status}".`, 'status');
  const to: LeadStatus = body.status;
  const row = await visibleLead(db, dealer, id);
  const problem = leadStatusProblem(row.status, to, body);
  if (problem) throw (LEAD_MESSAGES.badTransition(row.status, to) === problem ? conflict(problem) : badRequest(problem, to === 'sold' ? 'vin' : 'lostReason'));
  const moved = await changeLeadStatus(db, id, {
    from: row.status, to, vin: to === 'sold' ? body.vin!.trim().toUpperCase() : null, lostReason: to === 'lost' ? body.lostReason!.trim() : null,
    takeFor: dealer.manager ? null : dealer.id,
  });
  if (!moved) throw conflict('Someone changed this lead meanwhile; reload it.');
  return leadDetail(db, dealer, id);
}

export async function addNote(db: Database, dealer: AuthenticatedDealer, id: number, body: string) {
  if (!body.trim()) throw badRequest(LEAD_MESSAGES.noteRequired, 'body');
  await visibleLead(db, dealer, id);
  await insertNote(db, id, dealer.id, body.trim());
  return leadDetail(db, dealer, id);
}

/** A manager's (re)assignment; `expectedUserId` is the assignee the manager saw, so a concurrent one wins alone. */
export async function assign(db: Database, manager: AuthenticatedDealer, id: number, body: { userId: number | null; expectedUserId: number | null }) {
  const row = await visibleLead(db, manager, id);
  if (body.userId !== null && !(await dealershipUsers(db, row.dealer_number!)).some((u) => u.id === body.userId)) {
    throw badRequest(LEAD_MESSAGES.assigneeNotHere, 'userId');
  }
  if (!(await assignLead(db, id, body.userId, body.expectedUserId))) throw conflict('Another manager assigned this lead meanwhile; reload it.');
  return leadDetail(db, manager, id);
}

/**
 * The first-contact check: a lead still uncontacted at the dealer it was routed to moves to the next
 * dealer by the same rule (the ones that let it wait excluded) or to the maker's queue. Idempotent:
 * a repeat finds the lead moved or contacted and does nothing.
 */
export const firstContactCheck: OutboxHandler = async (message, db) => {
  const leadId = Number(message.payload.leadId);
  const from = String(message.payload.dealerNumber);
  await db.transaction(async (tx) => {
    const lead = await findLead(tx, leadId, true);
    if (!lead || lead.dealer_number !== from || lead.first_contact_at || lead.status !== 'new') return;
    const contact = await tx.query<{ zip: string | null; country: string | null }>(
      "SELECT request->>'zip' AS zip, request->>'country' AS country FROM leads WHERE id = $1", [leadId]);
    const next = await pickDealer(tx, { brand: lead.brand ?? '', zip: contact.rows[0].zip ?? '', country: contact.rows[0].country ?? 'US' }, [...lead.passed_over, from]);
    if (!(await reassignLead(tx, leadId, from, next)) || !next) return;
    await notifyDealership(tx, next, { id: leadId, brand: lead.brand, request: lead.request });
    await enqueueAfter(tx, FIRST_CONTACT_TOPIC, { leadId, dealerNumber: next }, (await leadSettings(tx)).reassignAfterMinutes * 60);
  });
};

/** The Monday (UTC) of a moment's week, as a date. */
export function weekOf(value: string | Date): string {
  const d = new Date(value);
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day)).toISOString().slice(0, 10);
}

export interface ReportRange { from: Date; to: Date }

/** A report range from query text; defaults to the last 12 weeks, and a bad date is a 400 naming it. */
export function reportRange(query: { from?: string; to?: string }): ReportRange {
  const parse = (text: string | undefined, field: string, fallback: Date) => {
    if (!text) return fallback;
    const date = new Date(text);
    if (Number.isNaN(date.getTime())) throw badRequest(`${field} must be a date like 2026-11-01, not "${text}".`, field);
    return date;
  };
  const to = parse(query.to, 'to', new Date(Date.now() + 24 * 3600 * 1000));
  return { from: parse(query.from, 'from', new Date(to.getTime() - 84 * 24 * 3600 * 1000)), to };
}

/**
 * The maker's view: leads by brand, region (state), dealer and week, with the median minutes to first
 * contact and the share sold, and the totals of the range.
 */
export async function leadReport(db: Database, range: ReportRange) {
  const leads = await findLeadsForReport(db, range);
  const groups = new Map<string, typeof leads>();
  for (const lead of leads) {
    const key = JSON.stringify([weekOf(lead.created_at), lead.brand ?? '', lead.state ?? '', lead.dealer_number ?? '']);
    groups.set(key, [...(groups.get(key) ?? []), lead]);
  }
  const figures = (rows: typeof leads) => {
    const minutes = rows.filter((r) => r.first_contact_at).map((r) => (new Date(r.first_contact_at!).getTime() - new Date(r.created_at).getTime()) / 60000);
    const sold = rows.filter((r) => r.status === 'sold').length;
    const m = median(minutes);
    return { leads: rows.length, contacted: minutes.length, sold, shareSold: rows.length ? Math.round((sold / rows.length) * 1000) / 1000 : 0, medianMinutesToFirstContact: m === null ? null : Math.round(m * 10) / 10 };
  };
  const rows = [...groups.entries()].map(([key, group]) => {
    const [week, brand, region, dealerNumber] = JSON.parse(key) as string[];
    return { week, brand, region, dealerNumber: dealerNumber || 'maker queue', ...figures(group) };
  }).sort((a, b) => a.week.localeCompare(b.week) || a.brand.localeCompare(b.brand) || a.region.localeCompare(b.region) || a.dealerNumber.localeCompare(b.dealerNumber));
  return { from: range.from.toISOString(), to: range.to.toISOString(), totals: figures(leads), rows };
}

const REPORT_COLUMNS = ['week', 'brand', 'region', 'dealerNumber', 'leads', 'contacted', 'sold', 'shareSold', 'medianMinutesToFirstContact'] as const;

/** The report's rows as CSV (CRLF lines), read from the live database: nothing has to stop. */
export async function leadReportCsv(db: Database, range: ReportRange): Promise<string> {
  const { rows } = await leadReport(db, range);
  return [REPORT_COLUMNS.join(','), ...rows.map((row) => REPORT_COLUMNS.map((c) => csvCell(row[c])).join(','))].map((l) => `${l}\r\n`).join('');
}

/** Anonymises the leads older than the maker's retention; answers their submissions' ids (for the forms module to erase). */
export async function anonymiseExpiredLeads(db: Database): Promise<string[]> {
  const { retentionDays } = await leadSettings(db);
  return anonymiseLeadsBefore(db, retentionDays);
}

import { LEAD_MESSAGES, isLeadStatus, leadStatusProblem, type LeadStatus } from '@rv/domain/dealer';
import type { Database } from '../../db/database';
import { HttpError, badRequest, notFound } from '../../http/errors';
import type { OutboxHandler } from '../../outbox/outbox';
import { enqueueAfter } from '../../outbox/outbox';
import { dealershipUsers, type AuthenticatedDealer } from '../auth';
import { registeredSalesByVin } from '../programs/service';
import {
  anonymiseLeadsBefore, assignLead, changeLeadStatus, findDealershipLeads, findLead, findNotes, insertNote,
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
  const [contact, notes, team, sale] = await Promise.all([
    readLeadContact(db, id, dealer.id), findNotes(db, id), dealer.manager ? dealershipUsers(db, row.dealer_number!) : Promise.resolve([]), saleOf(db, row),
  ]);
  return {
    ...summary(row), contact, sale,
    notes: notes.map((n) => ({ id: Number(n.id), body: n.body, author: n.author ?? '', createdAt: iso(n.created_at)! })),
    team: team.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`.trim() || u.username, manager: u.manager })),
  };
}

/**
 * The dealer-programs sale registration of a sold lead's VIN at the lead's dealership, whether it was
 * registered before the lead was marked sold or after: the VIN is the link.
 */
async function saleOf(db: Database, row: LeadRow) {
  if (!row.sold_vin) return null;
  const sale = (await registeredSalesByVin(db, [row.sold_vin])).get(row.sold_vin);
  return sale && sale.dealershipNumber === row.dealer_number ? { saleId: sale.saleId, saleDate: sale.saleDate, programLines: sale.programLines } : null;
}

/** A VIN already registered as sold by another dealership cannot be this lead's sale. */
async function requireVinOfDealership(db: Database, vin: string, dealerNumber: string): Promise<void> {
  const sale = (await registeredSalesByVin(db, [vin])).get(vin);
  if (sale && sale.dealershipNumber !== dealerNumber) throw badRequest(LEAD_MESSAGES.vinSoldElsewhere(vin), 'vin');
}

export async function changeStatus(db: Database, dealer: AuthenticatedDealer, id: number, body: { status: string; vin?: string; lostReason?: string }) {
  if (!isLeadStatus(body.status)) throw badRequest(`Status must be one of new, contacted, quoted, sold, lost, not "${body.status}".`, 'status');
  const to: LeadStatus = body.status;
  const row = await visibleLead(db, dealer, id);
  const problem = leadStatusProblem(row.status, to, body);
  if (problem) throw (LEAD_MESSAGES.badTransition(row.status, to) === problem ? conflict(problem) : badRequest(problem, to === 'sold' ? 'vin' : 'lostReason'));
  const vin = to === 'sold' ? body.vin!.trim().toUpperCase() : null;
  if (vin) await requireVinOfDealership(db, vin, row.dealer_number!);
  const moved = await changeLeadStatus(db, id, {
    from: row.status, to, vin, lostReason: to === 'lost' ? body.lostReason!.trim() : null,
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

/** Anonymises the leads older than the maker's retention; answers their submissions' ids (for the forms module to erase). */
export async function anonymiseExpiredLeads(db: Database): Promise<string[]> {
  const { retentionDays } = await leadSettings(db);
  return anonymiseLeadsBefore(db, retentionDays);
}

import { chooseLeadDealer, type LeadRoutingCandidate } from '@rv/domain/dealer';
import type { Database } from '../../db/database';
import { enqueueAfter } from '../../outbox/outbox';
import { queueEmail } from '../../outbox/email';
import { dealershipUsers, dealershipsOnPortal } from '../auth';
import { dealersSellingBrand } from '../dealers/service';
import { geocode } from '../geo/service';
import { notifyUsers } from '../rewards';
import { dealerLeadSettings, insertLead, leadSettings, leadsRoutedToday, type NewLead } from './repository';

/** Outbox topic of the check that a routed lead was contacted in the maker's time. */
export const FIRST_CONTACT_TOPIC = 'lead.first-contact-due';

/** The submission fields of a lead (the lead form's, or a customer-service lead's). */
type LeadFields = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The contact details (shown only to the lead's dealership, every read logged) and what the shopper asked. */
export function splitLeadFields(fields: LeadFields): { contact: Record<string, string>; request: Record<string, unknown> } {
  const contact = Object.fromEntries(['firstName', 'lastName', 'email', 'phone', 'city'].map((k) => [k, text(fields[k])]).filter(([, v]) => v));
  const build = fields.build as Record<string, unknown> | undefined;
  const request: Record<string, unknown> = Object.fromEntries(
    ['productType', 'productLine', 'floorPlan', 'timeFrame', 'smsOptIn', 'comments', 'buildToken', 'vin', 'country', 'state', 'zip']
      .map((k) => [k, text(fields[k])]).filter(([, v]) => v),
  );
  if (build) request.build = build;
  return { contact, request };
}

/**
 * The dealership the routing rule of @rv/domain/dealer picks for a lead: the dealer the shopper chose
 * when it may take the lead, else the nearest. Runs inside the caller's transaction, under a lock that
 * makes concurrent routings (any replica) count each dealer's day in turn, so a capacity is never overrun.
 */
export async function pickDealer(tx: Database, lead: { brand: string; zip: string; country: string; chosenDealer?: string }, exclude: readonly string[] = []): Promise<string | null> {
  if (!lead.brand) return null;
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('lead-routing'))");
  const [settings, dealers] = await Promise.all([leadSettings(tx), dealersSellingBrand(tx, lead.brand)]);
  const numbers = dealers.map((d) => d.dealerNumber);
  // Only a dealership on the portal can act on a lead: the locator's other dealers are never routed to.
  const [prefs, onPortal] = await Promise.all([dealerLeadSettings(tx, numbers), dealershipsOnPortal(tx, numbers)]);
  const today = await leadsRoutedToday(tx);
  const candidates: LeadRoutingCandidate[] = dealers.map((d) => {
    const pref = prefs.get(d.dealerNumber);
    return {
      ...d, optedOutBrands: pref?.optedOutBrands ?? [], dailyCapacity: pref?.dailyCapacity ?? null,
      leadsToday: today.get(d.dealerNumber) ?? 0, active: onPortal.has(d.dealerNumber) && (pref?.active ?? true),
    };
  });
  const chosen = lead.chosenDealer && candidates.find((c) => c.dealerNumber.toUpperCase() === lead.chosenDealer!.toUpperCase());
  if (chosen) {
    const pick = chooseLeadDealer(chosen, lead.brand, [chosen], { radiusMiles: Number.MAX_VALUE }, exclude);
    if (pick) return pick.dealerNumber;
  }
  const place = lead.zip ? (await geocode(tx, lead.zip, lead.country === 'CA' ? 'CA' : 'US')).results[0] : undefined;
  return chooseLeadDealer(place ? place.geometry.location : null, lead.brand, candidates, { radiusMiles: settings.radiusMiles }, exclude)?.dealerNumber ?? null;
}

/** Tells a dealership's team of a lead: a portal notification each and an e-mail through the outbox. */
export async function notifyDealership(tx: Database, dealerNumber: string, lead: { id: number; brand: string | null; request: Record<string, unknown> }): Promise<void> {
  const team = await dealershipUsers(tx, dealerNumber);
  const what = [lead.brand, lead.request.floorPlan].filter(Boolean).join(' ');
  const message = `New lead #${lead.id}${what ? `: ${what}` : ''}. Open Leads in the portal to contact the shopper.`;
  await notifyUsers(tx, team.map((u) => u.id), 'LEAD', message);
  for (const user of team) await queueEmail(tx, { to: user.email, subject: `New lead #${lead.id} for ${dealerNumber}`, text: message });
}

/**
 * Routes a stored lead submission in the transaction that stored it: picks the dealership, records the
 * lead, notifies its team and queues the first-contact check. A repeat of the submission routes nothing.
 */
export async function routeLead(tx: Database, submission: { id: string; referenceId: string; fields: LeadFields }): Promise<void> {
  const { fields } = submission;
  const brand = text(fields.brand);
  const zip = text(fields.zip);
  const dealerNumber = await pickDealer(tx, { brand, zip, country: text(fields.country), chosenDealer: text(fields.dealerNumber) || undefined });
  const { contact, request } = splitLeadFields(fields);
  const row: NewLead = {
    submissionId: submission.id, referenceId: submission.referenceId, brand: brand || null, postalCode: zip || null,
    state: text(fields.state) || null, dealerNumber, request, contact,
  };
  const id = await insertLead(tx, row);
  if (id === null || !dealerNumber) return;
  await notifyDealership(tx, dealerNumber, { id, brand: row.brand, request });
  const settings = await leadSettings(tx);
  await enqueueAfter(tx, FIRST_CONTACT_TOPIC, { leadId: id, dealerNumber }, settings.reassignAfterMinutes * 60);
}

/** Leads from the site's quote and lead forms: routing to a dealer, their statuses, and the VIN of a sale. */
import { object, string } from 'yup';
import { teamReportRangeProblem } from './team-report';
import { vinProblem } from './vin';

export const LEAD_STATUSES = ['new', 'contacted', 'quoted', 'sold', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where each status may go: forward through the sale, or lost from any open status. */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['quoted', 'sold', 'lost'],
  quoted: ['sold', 'lost'],
  sold: [],
  lost: [],
};

export const isLeadStatus = (value: unknown): value is LeadStatus => (LEAD_STATUSES as readonly unknown[]).includes(value);

export const LEAD_MESSAGES = {
  notFound: 'No such lead at your dealership.',
  badTransition: (from: LeadStatus, to: LeadStatus) => `A ${from} lead cannot be marked ${to}.`,
  vinRequired: 'A sold lead needs the VIN of the unit sold.',
  vinSoldElsewhere: (vin: string) => `VIN ${vin} is registered as sold by another dealership: check it for a typo.`,
  lostReasonRequired: 'A lost lead needs a reason.',
  assigneeNotHere: 'That salesperson does not work at the lead\'s dealership.',
  noteRequired: 'A note needs some text.',
} as const;

/**
 * Why a status change is refused, or null when it is allowed: the transition must be listed, a sale
 * needs a valid VIN and a loss a reason.
 */
export function leadStatusProblem(from: LeadStatus, to: LeadStatus, details: { vin?: string; lostReason?: string }): string | null {
  if (!LEAD_TRANSITIONS[from].includes(to)) return LEAD_MESSAGES.badTransition(from, to);
  if (to === 'sold') {
    if (!details.vin?.trim()) return LEAD_MESSAGES.vinRequired;
    const vin = vinProblem(details.vin);
    if (vin) return vin;
  }
  if (to === 'lost' && !details.lostReason?.trim()) return LEAD_MESSAGES.lostReasonRequired;
  return null;
}

/** Great-circle distance in miles, as the dealer locator measures it. */
export function milesBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A dealership the routing may choose, with what the rule needs to know about it. */
export interface LeadRoutingCandidate {
  dealerNumber: string;
  lat: number;
  lng: number;
  brands: readonly string[];
  /** Brands the dealership asked not to receive leads for. */
  optedOutBrands: readonly string[];
  /** Leads a day it takes; null for no limit. */
  dailyCapacity: number | null;
  /** Leads routed to it today. */
  leadsToday: number;
  active: boolean;
}

export interface LeadRoutingSettings {
  /** The maker's radius: no dealer within it sends the lead to the maker's queue. */
  radiusMiles: number;
}

/**
 * The routing rule: the nearest active dealership selling the brand within the maker's radius, skipping
 * one that opted out of the brand, is full for the day, or is excluded (it let the lead wait before);
 * null means the maker's own queue. Ties go to the lower dealer number, so every replica picks the same.
 */
export function chooseLeadDealer(
  origin: { lat: number; lng: number } | null, brand: string, candidates: readonly LeadRoutingCandidate[],
  settings: LeadRoutingSettings, exclude: readonly string[] = [],
): { dealerNumber: string; miles: number } | null {
  if (!origin) return null;
  let best: { dealerNumber: string; miles: number } | null = null;
  for (const c of candidates) {
    if (!c.active || !c.brands.includes(brand) || c.optedOutBrands.includes(brand) || exclude.includes(c.dealerNumber)) continue;
    if (c.dailyCapacity !== null && c.leadsToday >= c.dailyCapacity) continue;
    const miles = milesBetween(origin, c);
    if (miles > settings.radiusMiles) continue;
    if (!best || miles < best.miles || (miles === best.miles && c.dealerNumber < best.dealerNumber)) best = { dealerNumber: c.dealerNumber, miles };
  }
  return best;
}

/** The median of some durations (time to first contact), null when there are none. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Days the maker's leads report covers when no range is asked for: the last twelve weeks. */
export const LEAD_REPORT_DEFAULT_DAYS = 84;

/** The maker's leads report range when none is asked for: the twelve weeks up to today (UTC dates, both ends included). */
export function defaultLeadReportRange(today: Date): { from: string; to: string } {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${to}T00:00:00Z`) - (LEAD_REPORT_DEFAULT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}

/**
 * The range of the maker's leads report from a URL or query (either end may be left out for its default):
 * the same rule and words as the team report's range, so the page and the API refuse the same dates.
 */
export function leadReportRange(query: { from?: string | null; to?: string | null }, today: Date): LeadReportRange {
  const fallback = defaultLeadReportRange(today);
  const range = { from: query.from?.trim() || fallback.from, to: query.to?.trim() || fallback.to };
  return { ...range, problem: teamReportRangeProblem(range.from, range.to) };
}

/** The report's days form (Formik): both days asked for, checked by the same rule and words as the API's range. */
export const leadReportRangeSchema = object({ from: string().default(''), to: string().default('') })
  .test('lead-report-range', (days, context) => {
    const problem = teamReportRangeProblem(days.from, days.to);
    return problem ? context.createError({ path: problem.field, message: problem.message }) : true;
  });

export interface LeadReportRange {
  from: string;
  to: string;
  /** The first thing wrong with the range, in words, or null. */
  problem: { field: 'from' | 'to'; message: string } | null;
}

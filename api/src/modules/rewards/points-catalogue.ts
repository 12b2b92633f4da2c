import { POINT_NAMES, type PointName } from '@rv/domain/dealer';
import { withIndefiniteArticle } from '@rv/domain/format';
import { formatUsDollars } from '@rv/domain/locale';

/** The point types of GET /mambo/v1/data/keystonerv_production/points (dealer spec: entities and fields). */
export const POINT_DEFINITIONS: ReadonlyArray<{ id: string; name: PointName; description: string; hideInSummary: boolean; spendable: boolean }> = [
  { id: 'sales', name: POINT_NAMES.SALES, description: 'One point per dollar of each paid salesperson spiff.', hideInSummary: false, spendable: false },
  // Counters: shown on their own tiles and in KPIs, not in the points summary.
  { id: 'units-sold', name: POINT_NAMES.UNITS_SOLD, description: 'One per unit sold with a paid spiff.', hideInSummary: true, spendable: false },
  { id: 'learning', name: POINT_NAMES.LEARNING, description: 'Points of each completed course.', hideInSummary: false, spendable: false },
  { id: 'courses-completed', name: POINT_NAMES.COURSES_COMPLETED, description: 'One per completed course.', hideInSummary: true, spendable: false },
  { id: 'spendable', name: POINT_NAMES.SPENDABLE, description: 'A tenth of all Sales and Learning points, to spend in the reward shop.', hideInSummary: false, spendable: true },
];

export interface PointAward {
  name: PointName;
  amount: number;
  brandCode?: string | null;
}

/** A paid spiff of `amount` dollars: Sales and Units Sold, plus the spendable tenth. */
export function spiffClaimPoints(amount: number, brandCode: string): PointAward[] {
  const sales = Math.round(amount);
  return [
    { name: POINT_NAMES.SALES, amount: sales, brandCode },
    { name: POINT_NAMES.UNITS_SOLD, amount: 1, brandCode },
    { name: POINT_NAMES.SPENDABLE, amount: Math.round(sales / 10), brandCode },
  ];
}

/** The ledger verb of a paid spiff: points follow money, so a claim alone earns nothing. */
export const SPIFF_PAID_VERB = 'spiff_paid';

/** The activity text of a paid spiff (points follow money): "Was paid a $1,200 spiff for an Alpine 3712KB." */
export function spiffClaimDescription(amount: number, itemGroupId: string, itemId: string): string {
  return `Was paid a ${formatUsDollars(amount)} spiff for ${withIndefiniteArticle(itemGroupId)} ${itemId}.`;
}

/** A completed course worth `points`: Learning and Courses Completed, plus the spendable tenth. */
export function courseCompletionPoints(points: number, brandCode: string): PointAward[] {
  return [
    { name: POINT_NAMES.LEARNING, amount: points, brandCode },
    { name: POINT_NAMES.COURSES_COMPLETED, amount: 1, brandCode },
    { name: POINT_NAMES.SPENDABLE, amount: Math.round(points / 10), brandCode },
  ];
}

/** Points shown for a user: every point type, 0 when none earned yet. */
export function pointEntries(totals: ReadonlyMap<string, number>) {
  return POINT_DEFINITIONS.map((p) => ({ point: { id: p.id, name: p.name, hideInSummary: p.hideInSummary }, total: totals.get(p.name) ?? 0 }));
}

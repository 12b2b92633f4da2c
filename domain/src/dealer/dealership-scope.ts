import type { Organization } from '../auth/types';

/**
 * The organizations the portal shows data of, given the Location select's choice: the chosen dealership
 * when it is one of the user's, else every dealership of the user ('Please select location' = all).
 */
export function scopedOrganizations(organizations: readonly Organization[] | undefined, choice: string | null | undefined): Organization[] {
  const all = [...(organizations ?? [])];
  const chosen = choice ? all.find((o) => o.dealershipNumber === choice) : undefined;
  return chosen ? [chosen] : all;
}

/** The dealership number a scoped API call carries (`?dealership=`): the choice when it is one of the user's, else none (all). */
export function scopedDealershipNumber(organizations: readonly Organization[] | undefined, choice: string | null | undefined): string | undefined {
  return choice && (organizations ?? []).some((o) => o.dealershipNumber === choice) ? choice : undefined;
}

/**
 * What a page shows data of, in words: the chosen dealership with its number, or all of the user's
 * dealerships when there are several and none is chosen ('' for none at all).
 */
export function dealershipScopeText(scoped: readonly Pick<Organization, 'dealershipNumber' | 'dealershipName'>[]): string {
  if (scoped.length === 1) return `${scoped[0].dealershipName} (${scoped[0].dealershipNumber})`;
  return scoped.length > 1 ? `All ${scoped.length} of your dealerships` : '';
}

/** The items of the scoped dealerships (team members, managed dealerships): by their dealershipNumber. */
export function inDealershipScope<T extends { dealershipNumber: string }>(items: readonly T[], scoped: readonly Pick<Organization, 'dealershipNumber'>[]): T[] {
  const numbers = new Set(scoped.map((o) => o.dealershipNumber));
  return items.filter((item) => numbers.has(item.dealershipNumber));
}

/** The learning paths of the brands the scoped dealerships sell (brandList codes), as the training API assigns them. */
export function learningPathsInScope<T extends { brandCode: string }>(paths: readonly T[], scoped: readonly Pick<Organization, 'brandList'>[]): T[] {
  const codes = new Set(scoped.flatMap((o) => o.brandList.split(',').map((c) => c.trim())));
  return paths.filter((p) => codes.has(p.brandCode));
}

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

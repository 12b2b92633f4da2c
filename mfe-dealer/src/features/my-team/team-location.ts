import { useDealershipScope } from '../dealership-select/dealership-choice';

/**
 * The location the team sections work on: the Location select's dealership, or the manager's own
 * (first) dealership while none is chosen.
 */
export function useTeamLocation(): { dealershipNumber: string; dealershipName: string } | null {
  const { organizations, dealership } = useDealershipScope();
  const chosen = organizations.find((o) => o.dealershipNumber === dealership) ?? organizations[0];
  return chosen ? { dealershipNumber: chosen.dealershipNumber, dealershipName: chosen.dealershipName } : null;
}

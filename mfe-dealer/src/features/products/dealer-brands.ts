import { userBrandCodes, type DealerUser } from '@rv/shared-lib';
import { brandByCode } from '@rv/domain';

/**
 * The catalogue brand groups a dealer may see (dealer spec: entities and fields, catalogue filters; roles and permissions): the groups of
 * the brand codes in the user's brand list (PP = Passport, ST = Sprinter), de-duplicated and sorted.
 */
export function dealerBrandGroups(user: Pick<DealerUser, 'organizations'> | null): string[] {
  return [...new Set(userBrandCodes(user).map((code) => brandByCode(code)?.group ?? code))].sort();
}

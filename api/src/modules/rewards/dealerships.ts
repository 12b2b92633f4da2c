import type { Database } from '../../db/database';
import { leaderboardRegion, orgTag } from '@rv/domain/dealer';

/** A user's dealerships as the rewards service tags and samples them: own dealership first. */
export interface UserDealership {
  dealershipNumber: string;
  dealershipName: string;
  state: string;
  brandCodes: string[];
}

export async function userDealerships(db: Database, userId: number): Promise<UserDealership[]> {
  const { rows } = await db.query(
    `SELECT o.dealership_number, o.dealership_name, coalesce(o.addresses -> 0 ->> 'state', '') AS state, o.brand_codes
     FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id WHERE uo.user_id = $1 ORDER BY uo.sequence, o.dealership_number`,
    [userId],
  );
  return rows.map((r) => ({ dealershipNumber: String(r.dealership_number), dealershipName: String(r.dealership_name), state: String(r.state), brandCodes: r.brand_codes as string[] }));
}

/** Tags of a gamification user: org_{number} per dealership (own first), brand_{code} per brand sold, and the role. */
export function userTags(dealerships: UserDealership[], manager: boolean): string[] {
  const brands = [...new Set(dealerships.flatMap((d) => d.brandCodes))].sort();
  return [...dealerships.map((d) => orgTag(d.dealershipNumber)), ...brands.map((b) => `brand_${b}`), manager ? 'role_manager' : 'role_salesperson'];
}

/** The states and provinces of the region a state is in (just the state when unknown). */
export function regionStates(state: string): string[] {
  return [...leaderboardRegion(state).states];
}

import type { Database } from '../../db/database';
import { orgTag } from '@rv/domain/dealer';

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

/** Regions for the leaderboard's region sampling: US census regions, Canada as one. */
const REGIONS: Record<string, string[]> = {
  West: ['AK', 'AZ', 'CA', 'CO', 'HI', 'ID', 'MT', 'NM', 'NV', 'OR', 'UT', 'WA', 'WY'],
  Midwest: ['IA', 'IL', 'IN', 'KS', 'MI', 'MN', 'MO', 'ND', 'NE', 'OH', 'SD', 'WI'],
  South: ['AL', 'AR', 'DC', 'DE', 'FL', 'GA', 'KY', 'LA', 'MD', 'MS', 'NC', 'OK', 'SC', 'TN', 'TX', 'VA', 'WV'],
  Northeast: ['CT', 'MA', 'ME', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT'],
  Canada: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
};

/** The states and provinces of the region a state is in (just the state when unknown). */
export function regionStates(state: string): string[] {
  return Object.values(REGIONS).find((states) => states.includes(state)) ?? [state];
}

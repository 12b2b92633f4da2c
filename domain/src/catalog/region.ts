import type { CatalogRegion } from './filter-keys';

/** Western states and provinces, exactly as consumer spec (states and transitions) lists them. */
export const WESTERN_STATES: readonly string[] = ['HI', 'AK', 'WA', 'OR', 'CA', 'NV', 'ID', 'UT', 'AZ', 'WY', 'MT', 'BC', 'AB', 'YT', 'NT'];

/**
 * The spec does not show the eastern list; ours is every other US state and DC plus the provinces
 * east of Alberta, so territories and unknown codes stay BOTH.
 */
export const EASTERN_STATES: readonly string[] = [
  'AL', 'AR', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'IA', 'IL', 'IN', 'KS', 'KY', 'LA', 'MA', 'MD', 'ME', 'MI', 'MN', 'MO',
  'MS', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NY', 'OH', 'OK', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'VA', 'VT', 'WI', 'WV',
  'SK', 'MB', 'ON', 'QC', 'NB', 'NS', 'PE', 'NL',
];

/** The user's region from a state or province code; no state, or one on neither list, is BOTH. */
export function regionForState(state: string | null | undefined): CatalogRegion {
  const code = (state ?? '').trim().toUpperCase();
  if (WESTERN_STATES.includes(code)) return 'WEST';
  if (EASTERN_STATES.includes(code)) return 'EAST';
  return 'BOTH';
}

/**
 * The region values a search sends for a chosen region (spec: states and transitions): BOTH alone adds nothing (an empty list
 * means no region filter); EAST or WEST sends that region plus BOTH, since BOTH floorplans sell everywhere. The rule is
 * idempotent: the API applies it again to what the site sent (BOTH plus the region), and must keep that region.
 */
export function regionFilterValues(regions: string | readonly string[] | null | undefined): CatalogRegion[] {
  const chosen = (Array.isArray(regions) ? regions : regions ? [regions] : []).map((r) => String(r).toUpperCase());
  const values = new Set<CatalogRegion>();
  for (const region of chosen) {
    if (region === 'EAST' || region === 'WEST') values.add(region);
  }
  if (values.size === 0) return [];
  values.add('BOTH');
  return [...values].sort() as CatalogRegion[];
}

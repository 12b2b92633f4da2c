import { ALL_BRAND_OPTIONS, LEAD_BRANDS } from '@rv/domain';

/** Codes whose brand query uses the referenceId given (consumer spec: the calls). */
export const REFERENCE_ID_BRAND_CODES: readonly string[] = ['RP', 'CN', 'CG', 'IP', 'FZ', 'MO', 'HM'];
/** Codes that map to a different referenceId: Cougar Half-Ton is CGHT in the search service. */
export const BRAND_CODE_REFERENCE_IDS: Readonly<Record<string, string>> = { CH: 'CGHT' };

export type BrandCodeQuery = { field: 'brand.referenceId' | 'brand.group'; value: string };

/** Brand code mapping for brand queries: CH -> referenceId CGHT; RP, CN, CG, IP, FZ, MO, HM by referenceId; any other by group. */
export function brandCodeQuery(code: string): BrandCodeQuery {
  const upper = code.trim().toUpperCase();
  const mapped = BRAND_CODE_REFERENCE_IDS[upper];
  if (mapped) return { field: 'brand.referenceId', value: mapped };
  if (REFERENCE_ID_BRAND_CODES.includes(upper)) return { field: 'brand.referenceId', value: upper };
  return { field: 'brand.group', value: upper };
}

/** A brand list entry of spec (entities and fields): value (code), label and the list it belongs to. */
export interface BrandListEntry {
  value: string;
  label: string;
  /** LEAD for the 21 lead brands, EXTENDED for the longer list's additions (Cougar Half-Ton, Montana High Country, Other). */
  listCode: 'LEAD' | 'EXTENDED';
}

/** The brand code list served by GET /web/form/data/brands: the lead list then the longer list's extras. */
export function brandCodeList(): BrandListEntry[] {
  const lead = new Set(LEAD_BRANDS.map((b) => b.code));
  return ALL_BRAND_OPTIONS.map((o) => ({ ...o, listCode: lead.has(o.value) ? 'LEAD' : 'EXTENDED' }));
}

import { formatSpecValue, MISSING_DASH } from '@rv/domain/format';
import type { Model } from './catalog-types';
import type { CompareRow } from './compare-rows';

/** How a shown value is compared: the text a shopper reads, ignoring case and spacing ("Queen" = "queen "). */
const comparable = (value: string) => value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * 'Show differences only': a row differs when its products do not all show the same value.
 * Values are compared as displayed (same units, '-' for missing), so two floorplans both without a
 * spec agree, and a single product differs from nothing.
 */
export function rowDiffers(row: Pick<CompareRow, 'values'>): boolean {
  return new Set(row.values.map(comparable)).size > 1;
}

/** The rows to show: all of them, or with differences only those where the products disagree. */
export function visibleCompareRows<R extends Pick<CompareRow, 'values'>>(rows: readonly R[], differencesOnly: boolean): R[] {
  return differencesOnly ? rows.filter(rowDiffers) : [...rows];
}

/**
 * One row per spec code across many floorplans (the specs page), labelled as the first floorplan that has
 * the code labels it, each value in its display format with '-' where a floorplan lacks it.
 */
export function specTableRows(models: readonly Model[], codes: readonly string[]): CompareRow[] {
  return codes.map((code) => ({
    code,
    label: models.find((m) => m.specifications[code])?.specifications[code].label ?? code,
    values: models.map((m) => formatSpecValue(m.specifications[code], MISSING_DASH)),
  }));
}

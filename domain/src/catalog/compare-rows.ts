import { formatSpecValue, MISSING_DASH } from '@rv/domain/format';
import type { Model } from './catalog-types';

export interface CompareRow { code: string; label: string; values: string[] }

/** Spec codes that would repeat the column header or mean nothing side by side. */
const HIDDEN_CODES: ReadonlySet<string> = new Set(['MOST-POPULAR']);

/**
 * Rows of the compare table (spec: states and transitions): a Year row first when the same model reference appears twice, then
 * every spec present (with a value) in the first product, in its sequence, with '-' where another lacks it.
 */
export function compareRows(products: readonly Model[]): CompareRow[] {
  if (products.length === 0) return [];
  const rows: CompareRow[] = [];
  const refs = products.map((p) => p.referenceId);
  if (new Set(refs).size < refs.length) rows.push({ code: 'YEAR', label: 'Year', values: products.map((p) => String(p.modelYear)) });
  const first = products[0];
  const specs = Object.values(first.specifications)
    .filter((s) => s.value !== null && s.value !== '' && !HIDDEN_CODES.has(s.code))
    .sort((a, b) => a.sequence - b.sequence);
  for (const spec of specs) {
    rows.push({ code: spec.code, label: spec.label, values: products.map((p) => formatSpecValue(p.specifications[spec.code], MISSING_DASH)) });
  }
  return rows;
}

/** The compareRvSubmit data-layer event of spec (the calls): brand, model and type of each product. */
export function compareSubmitEvent(products: readonly Model[]) {
  return {
    event: 'compareRvSubmit' as const,
    products: products.map((p) => ({ brand: p.brandName, model: p.name, type: p.typeClass })),
  };
}

import { EXTERIOR_PAINT_GROUP } from '@rv/domain/build';
import type { SeedViolation } from './seed-check';

/** A build option or package as the seed writes it (the rules below check these rows). */
export interface BuildOptionRow {
  reference_id: string; model_year: number; code: string; kind: 'package' | 'option'; name: string;
  group_name: string; price: number; weight: number; includes: string[]; sequence: number;
}

/** What a factory paint job costs on a towable, in dollars. */
export const PAINT_PRICE_RANGE = { min: 2000, max: 9000 } as const;

/**
 * The rules a model year's exterior paint choices obey: at least two colours where any are offered (a choice, not a
 * surcharge), each priced as a paint job, all in the one paint group, and never inside a package (one paint at most).
 */
export function buildOptionViolations(rows: readonly BuildOptionRow[]): SeedViolation[] {
  const violations: SeedViolation[] = [];
  const byModel = new Map<string, BuildOptionRow[]>();
  for (const row of rows) byModel.set(`${row.reference_id} ${row.model_year}`, [...(byModel.get(`${row.reference_id} ${row.model_year}`) ?? []), row]);
  for (const [subject, options] of byModel) {
    const paints = options.filter((o) => o.group_name === EXTERIOR_PAINT_GROUP);
    if (paints.length === 1) violations.push({ rule: 'at least two paint colours where paint is offered', subject, detail: `only ${paints[0].name}` });
    for (const paint of paints) {
      if (paint.kind !== 'option') violations.push({ rule: 'a paint is an option', subject, detail: `${paint.name} is a ${paint.kind}` });
      if (paint.price < PAINT_PRICE_RANGE.min || paint.price > PAINT_PRICE_RANGE.max) {
        violations.push({ rule: 'a paint is priced as a paint job', subject, detail: `${paint.name} at $${paint.price}` });
      }
    }
    const paintCodes = new Set(paints.map((p) => p.code));
    for (const pkg of options.filter((o) => o.kind === 'package' && o.includes.some((c) => paintCodes.has(c)))) {
      violations.push({ rule: 'no package includes a paint', subject, detail: `${pkg.name} includes a paint` });
    }
  }
  return violations;
}

import { EXTERIOR_PAINT_GROUP } from '@rv/domain/build';
import { createRandom } from '../random';
import { buildOptionRows } from '../inventory/build-options.seed';
import { buildOptionViolations, type BuildOptionRow } from './build-option-rules';

const paint = (name: string, extra: Partial<BuildOptionRow> = {}): BuildOptionRow => ({
  reference_id: '310RL', model_year: 2026, code: name.toLowerCase(), kind: 'option', name, group_name: EXTERIOR_PAINT_GROUP,
  price: 4999, weight: 110, includes: [], sequence: 100, ...extra,
});

describe('exterior paint choices in the seed', () => {
  it('offers two or more paints on Premium and Luxury model years, none on Comfort, and breaks no paint rule', () => {
    const feature = (reference_id: string, cls: string) => ({ reference_id, model_year: 2026, class: cls, group_name: 'Exterior', label: 'Outdoor TV Mount', sequence: 1 });
    const rows = buildOptionRows([feature('A', 'Luxury'), feature('B', 'Premium'), feature('C', 'Comfort')], createRandom(7));
    const paintsOf = (ref: string) => rows.filter((r) => r.reference_id === ref && r.group_name === EXTERIOR_PAINT_GROUP).map((r) => r.name);
    expect(paintsOf('A')).toEqual(['Full-Body Paint: Black Pearl', 'Full-Body Paint: Champagne Gold', 'Full-Body Paint: Glacier White']);
    expect(paintsOf('B')).toHaveLength(3);
    expect(paintsOf('C')).toEqual([]);
    expect(buildOptionViolations(rows)).toEqual([]);
  });

  it('fails a single colour, a paint priced as a trim, and a package that includes a paint', () => {
    const rules = buildOptionViolations([
      paint('Black'),
      paint('Cheap', { reference_id: '220RK' }), paint('Gold', { reference_id: '220RK', price: 99 }),
      paint('Red', { reference_id: '330BH' }), paint('Blue', { reference_id: '330BH' }),
      { ...paint('Pkg', { reference_id: '330BH' }), kind: 'package', group_name: 'Packages', includes: ['red'], price: 1999 },
    ]).map((v) => v.rule);
    expect(rules).toEqual(['at least two paint colours where paint is offered', 'a paint is priced as a paint job', 'no package includes a paint']);
  });
});

import { rowDiffers, specTableRows, visibleCompareRows } from './compare-differences';
import { compareRows } from './compare-rows';
import type { Model } from './catalog-types';

const spec = (code: string, value: unknown, sequence: number, label = code) => ({ code, value, label, description: '', sequence });
const model = (referenceId: string, brandName: string, specs: Array<ReturnType<typeof spec>>): Model =>
  ({ uniqueId: `${brandName}-${referenceId}-2026`, referenceId, modelYear: 2026, name: `${brandName} ${referenceId}`, brandName, typeClass: 'Fifth Wheels',
    specifications: Object.fromEntries(specs.map((s) => [s.code, s])) }) as unknown as Model;

describe('show differences only', () => {
  it.each([
    [['8,910 lb', '8,910 lb', '8,910 lb'], false],
    [['8,910 lb', '9,120 lb', '8,910 lb'], true],
    [['-', '-'], false],
    [['-', `27' 6"`], true],
    [['Queen', 'queen '], false],
    [['Yes'], false],
    [[], false],
  ])('values %p differ: %p', (values, differs) => {
    expect(rowDiffers({ values })).toBe(differs);
  });

  it('hides the rows where every product agrees, keeping order; off shows them all', () => {
    const rows = [
      { code: 'MSRP', label: 'MSRP', values: ['$67,095*', '$71,200*'] },
      { code: 'SLEEPING-CAPACITY', label: 'Sleeps', values: ['6', '6'] },
      { code: 'LENGTH', label: 'Length', values: [`35' 2"`, `37' 11"`] },
    ];
    expect(visibleCompareRows(rows, true).map((r) => r.code)).toEqual(['MSRP', 'LENGTH']);
    expect(visibleCompareRows(rows, false)).toEqual(rows);
  });

  it('compares across brands by the displayed value: same units, "-" for a missing spec, never a blank', () => {
    const montana = model('3901RK', 'Montana', [spec('SHIPPINGWEIGHT', 13240, 3), spec('LENGTH', 422, 6), spec('FRESHWATER', 65, 11), spec('TIRESIZE', '', 10)]);
    const cougar = model('368MBI', 'Cougar', [spec('SHIPPINGWEIGHT', '13240', 3), spec('LENGTH', 430, 6), spec('FRESHWATER', 65, 11)]);
    const rows = compareRows([montana, cougar]);
    expect(rows.find((r) => r.code === 'LENGTH')?.values).toEqual([`35' 2"`, `35' 10"`]);
    expect(rows.find((r) => r.code === 'FRESHWATER')?.values).toEqual(['65 gal', '65 gal']);
    expect(rows.flatMap((r) => r.values)).not.toContain('');
    expect(visibleCompareRows(rows, true).map((r) => r.code)).toEqual(['LENGTH']);
  });

  it('builds the specs page rows per spec code with labels and "-" for a floorplan without the spec', () => {
    const a = model('1', 'Montana', [spec('GVWR', 16000, 1, 'GVWR'), spec('BLACKWATER', 40, 2, 'Black Water')]);
    const b = model('2', 'Montana', [spec('GVWR', 16000, 1, 'GVWR')]);
    expect(specTableRows([a, b], ['GVWR', 'BLACKWATER', 'HEIGHT'])).toEqual([
      { code: 'GVWR', label: 'GVWR', values: ['16,000 lb', '16,000 lb'] },
      { code: 'BLACKWATER', label: 'Black Water', values: ['40 gal', '-'] },
      { code: 'HEIGHT', label: 'HEIGHT', values: ['-', '-'] },
    ]);
  });
});

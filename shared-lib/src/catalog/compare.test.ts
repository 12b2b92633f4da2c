import { bus } from '../events/event-bus';
import { compareRows, compareSubmitEvent } from '@rv/domain/catalog';
import { COMPARE_CLEAR_DELAY_MS, COMPARE_MAX_ITEMS, compareStore, isCompareFull, toggleCompareItem, type CompareItem } from './compare.store';
import type { Model } from '@rv/domain/catalog';

const item = (uniqueId: string, referenceId = uniqueId.split('-')[1]): CompareItem => ({ uid: uniqueId.toLowerCase(), uniqueId, referenceId, has360: false, linkto360: null });

describe('spec (states and transitions) compare list', () => {
  beforeEach(() => compareStore.setState({ items: [], open: false }));

  it('adds at the front, never twice, and toggles off', () => {
    const a = item('MO-273BH-2026');
    const b = item('MO-280QB-2026');
    expect(toggleCompareItem([a], b)).toEqual([b, a]);
    expect(toggleCompareItem([b, a], a)).toEqual([b]);
  });

  it('closes when the list empties and will not open empty', () => {
    const { toggle, setOpen, remove } = compareStore.getState();
    setOpen(true);
    expect(compareStore.getState().open).toBe(false);
    toggle(item('MO-273BH-2026'));
    setOpen(true);
    expect(compareStore.getState().open).toBe(true);
    remove('MO-273BH-2026');
    expect(compareStore.getState()).toMatchObject({ items: [], open: false });
  });

  it('clear all closes first and empties after 200 ms', () => {
    jest.useFakeTimers();
    compareStore.getState().toggle(item('MO-273BH-2026'));
    compareStore.getState().setOpen(true);
    compareStore.getState().clearAll();
    expect(compareStore.getState().open).toBe(false);
    expect(compareStore.getState().items).toHaveLength(1);
    jest.advanceTimersByTime(COMPARE_CLEAR_DELAY_MS);
    expect(compareStore.getState().items).toHaveLength(0);
    jest.useRealTimers();
  });

  it('publishes the list on the bus and keeps it in localStorage', () => {
    const seen: string[][] = [];
    const sub = bus.subscribe('compare:changed', (p) => seen.push(p.referenceIds));
    compareStore.getState().toggle(item('MO-273BH-2026'));
    expect(seen.at(-1)).toEqual(['273BH']);
    expect(JSON.parse(localStorage.getItem('rv-compare')!).state.items[0].uniqueId).toBe('MO-273BH-2026');
    sub.unsubscribe();
  });
});

const spec = (code: string, value: unknown, sequence: number) => ({ code, value, label: code, description: '', sequence });
const model = (uniqueId: string, referenceId: string, modelYear: number, specs: Array<ReturnType<typeof spec>>): Model =>
  ({ uniqueId, referenceId, modelYear, name: `Montana ${referenceId}`, brandName: 'Montana', typeClass: 'Fifth Wheels',
    specifications: Object.fromEntries(specs.map((s) => [s.code, s])) }) as unknown as Model;

describe('spec (states and transitions) compare rows', () => {
  it('shows specs present in the first product, in sequence, with "-" where others lack them', () => {
    const first = model('MO-1-2026', '1', 2026, [spec('LENGTH', 330, 6), spec('MSRP', 67095, 2), spec('HEIGHT', null, 7)]);
    const second = model('MO-2-2026', '2', 2026, [spec('MSRP', null, 2), spec('GVWR', 12000, 23)]);
    expect(compareRows([first, second])).toEqual([
      { code: 'MSRP', label: 'MSRP', values: ['$67,095*', 'TBD'] },
      { code: 'LENGTH', label: 'LENGTH', values: [`27' 6"`, '-'] },
    ]);
  });
  it('adds a Year row when a model reference appears twice', () => {
    const rows = compareRows([model('MO-1-2026', '1', 2026, []), model('MO-1-2025', '1', 2025, [])]);
    expect(rows).toEqual([{ code: 'YEAR', label: 'Year', values: ['2026', '2025'] }]);
  });
  it('has no rows without products', () => expect(compareRows([])).toEqual([]));
  it('names brand, model and type of each product in the compareRvSubmit event', () => {
    expect(compareSubmitEvent([model('MO-1-2026', '1', 2026, [])])).toEqual({
      event: 'compareRvSubmit', products: [{ brand: 'Montana', model: 'Montana 1', type: 'Fifth Wheels' }],
    });
  });
});

describe('compare list limit', () => {
  beforeEach(() => compareStore.setState({ items: [], open: false }));

  it('holds at most four floorplans: a fifth is refused, removing one makes room', () => {
    const four = ['A', 'B', 'C', 'D'].map((r) => item(`MO-${r}-2026`));
    let items = four.reduce((list, i) => toggleCompareItem(list, i), [] as CompareItem[]);
    expect(items).toHaveLength(COMPARE_MAX_ITEMS);
    expect(isCompareFull(items)).toBe(true);
    expect(toggleCompareItem(items, item('MO-E-2026')).map((i) => i.uniqueId)).toEqual(items.map((i) => i.uniqueId));
    items = toggleCompareItem(items, four[0]);
    expect(isCompareFull(items)).toBe(false);
    expect(toggleCompareItem(items, item('MO-E-2026'))[0].uniqueId).toBe('MO-E-2026');
  });

  it('the store refuses a fifth floorplan too', () => {
    ['A', 'B', 'C', 'D', 'E'].forEach((r) => compareStore.getState().toggle(item(`MO-${r}-2026`)));
    expect(compareStore.getState().items.map((i) => i.referenceId)).toEqual(['D', 'C', 'B', 'A']);
  });
});

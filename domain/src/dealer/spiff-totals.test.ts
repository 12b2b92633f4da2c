import { PROGRAM_LINE_STATUS as S } from './program-lines';
import { dealershipSpiffTiles, mySpiffTiles, spiffTotals, type SpiffLineGroup } from './spiff-totals';

const g = (status: number, mine: boolean, count: number, amount: number, expired = false): SpiffLineGroup => ({ status, mine, count, amount, expired });

// demo.sales as it was seen: 14 approved lines worth $2,900 at the dealership, $300 of them past the claim window;
// Sam's own claimable lines are worth $650.
const groups = [
  g(S.APPROVED, true, 3, 650), g(S.APPROVED, true, 1, 100, true), g(S.APPROVED, false, 9, 1950), g(S.APPROVED, false, 1, 200, true),
  g(S.PENDING, true, 2, 400), g(S.PENDING, false, 1, 150), g(S.CLAIMED, true, 1, 300), g(S.PAID, false, 2, 600), g(S.EXPIRED, true, 1, 100),
];

describe('spiff tiles: what the person can claim now, the dealership labelled as such', () => {
  const totals = spiffTotals(groups);
  it('keeps each list of the dealership as the tabs count it', () => {
    expect(totals.approved).toEqual({ count: 14, amount: 2900 });
    expect(totals.pending).toEqual({ count: 3, amount: 550 });
    expect(totals.completed).toEqual({ count: 3, amount: 700 });
  });
  it('counts as claimable only approved lines not past the window', () => {
    expect(totals.claimable).toEqual({ count: 12, amount: 2600 });
  });
  it("gives the user's own approved figure as what they can claim now: theirs, approved, not expired", () => {
    expect(totals.mine).toEqual({ approved: { count: 3, amount: 650 }, processed: { count: 1, amount: 300 }, pending: { count: 2, amount: 400 }, completed: { count: 1, amount: 100 } });
  });
  it('labels the tiles in words', () => {
    expect(mySpiffTiles(totals)[0]).toEqual({ list: 'approved', label: 'Yours to claim now', count: 3, amount: '$650' });
    expect(dealershipSpiffTiles(totals)[0]).toEqual({ list: 'approved', label: 'Approved, still claimable', count: 12, amount: '$2,600' });
    expect(dealershipSpiffTiles(totals).map((t) => t.label)).toEqual(['Approved, still claimable', 'In progress', 'Pending', 'Completed']);
  });
  it('is all zeros without lines', () => {
    expect(mySpiffTiles(spiffTotals([])).every((t) => t.count === 0 && t.amount === '$0')).toBe(true);
  });
});

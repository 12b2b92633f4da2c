import type { Organization } from '../auth/types';
import { dealershipScopeText, inDealershipScope, learningPathsInScope, scopedDealershipNumber, scopedOrganizations } from './dealership-scope';

const org = (dealershipNumber: string): Organization => ({ dealershipNumber, dealershipName: `Dealer ${dealershipNumber}`, brandList: 'CG', attributes: [], addresses: [] });
const two = [org('D1001'), org('D1002')];

describe("the Location select's scope: the chosen dealership when it is the user's, else all of them", () => {
  it.each<[string | null, string[], string | undefined]>([
    ['D1002', ['D1002'], 'D1002'],
    ['D1001', ['D1001'], 'D1001'],
    ['', ['D1001', 'D1002'], undefined],
    [null, ['D1001', 'D1002'], undefined],
    // A remembered choice the user no longer belongs to is ignored, never sent.
    ['D1004', ['D1001', 'D1002'], undefined],
  ])('choice %p covers %p and sends %p', (choice, covered, sent) => {
    expect(scopedOrganizations(two, choice).map((o) => o.dealershipNumber)).toEqual(covered);
    expect(scopedDealershipNumber(two, choice)).toBe(sent);
  });

  it('covers nothing without organizations', () => {
    expect(scopedOrganizations(undefined, 'D1001')).toEqual([]);
    expect(scopedDealershipNumber([], 'TEST')).toBeUndefined();
  });
});

describe('pages follow the chosen location, or say they show all of the dealerships', () => {
  it.each<[Organization[], string]>([
    [[org('D1002')], 'Dealer D1002 (D1002)'], [two, 'All 2 of your dealerships'], [[], ''],
  ])('%j is described as %p', (scoped, text) => expect(dealershipScopeText(scoped)).toBe(text));

  it('keeps the items of the scoped dealerships only', () => {
    const members = [{ name: 'a', dealershipNumber: 'D1001' }, { name: 'b', dealershipNumber: 'D1002' }];
    expect(inDealershipScope(members, [org('D1002')]).map((m) => m.name)).toEqual(['b']);
    expect(inDealershipScope(members, two).map((m) => m.name)).toEqual(['a', 'b']);
  });

  it("keeps the learning paths of the scoped dealerships' brands", () => {
    const paths = [{ id: 'cg', brandCode: 'CG' }, { id: 'hi', brandCode: 'HI' }, { id: 'mo', brandCode: 'MO' }];
    const lakeshore = { ...org('D1002'), brandList: 'HI, OB' };
    expect(learningPathsInScope(paths, [lakeshore]).map((p) => p.id)).toEqual(['hi']);
    expect(learningPathsInScope(paths, [org('D1001'), lakeshore]).map((p) => p.id)).toEqual(['cg', 'hi']);
  });
});

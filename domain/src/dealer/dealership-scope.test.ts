import type { Organization } from '../auth/types';
import { scopedDealershipNumber, scopedOrganizations } from './dealership-scope';

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

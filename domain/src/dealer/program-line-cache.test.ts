import { CACHES_CLEARED_BY_CLAIM } from './program-lines';
import { LISTS_CLEARED_BY_CLAIM, PROGRAM_LINE_CACHE_NAMES } from './program-line-cache';

describe('program line cache (dealer spec: states and transitions)', () => {
  it('a claim clears myDealerApproved, myInProgress and myPending, not the completed list', () => {
    expect(LISTS_CLEARED_BY_CLAIM.map((l) => PROGRAM_LINE_CACHE_NAMES[l])).toEqual([...CACHES_CLEARED_BY_CLAIM]);
  });
});

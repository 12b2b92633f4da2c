import { SPIFF_TEST_DATA } from './spiff-test-data';
import { CACHES_CLEARED_BY_CLAIM } from './program-lines';
import { LISTS_CLEARED_BY_CLAIM, PROGRAM_LINE_CACHE_NAMES, ProgramLineCache } from './program-line-cache';

describe('program line cache (dealer spec: states and transitions; error catalogue; constants and limits)', () => {
  let now = 1_000_000;
  const cache = () => new ProgramLineCache(() => now);
  const lines = [...SPIFF_TEST_DATA];

  it.each([[0, true], [299_999, true], [300_000, false]])('a list cached %p ms ago is reused: %p', async (age, reused) => {
    const c = cache();
    const fetcher = jest.fn().mockResolvedValue(lines);
    await c.load('approved', fetcher);
    now += age;
    await c.load('approved', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(reused ? 1 : 2);
  });

  it('caches per status', async () => {
    const c = cache();
    const fetcher = jest.fn().mockResolvedValue(lines);
    await c.load('approved', fetcher);
    await c.load('pending', fetcher);
    expect(fetcher.mock.calls.map(([list]) => list)).toEqual(['approved', 'pending']);
  });

  it('a claim clears myDealerApproved, myInProgress and myPending, not the completed list', async () => {
    expect(LISTS_CLEARED_BY_CLAIM.map((l) => PROGRAM_LINE_CACHE_NAMES[l])).toEqual([...CACHES_CLEARED_BY_CLAIM]);
    const c = cache();
    for (const list of ['approved', 'processed', 'pending', 'completed'] as const) c.set(list, lines);
    c.clear(LISTS_CLEARED_BY_CLAIM);
    expect([c.get('approved'), c.get('processed'), c.get('pending')]).toEqual([undefined, undefined, undefined]);
    expect(c.get('completed')).toBe(lines);
  });

  it('a failed load clears the list and rejects as is', async () => {
    const c = cache();
    c.set('approved', lines);
    now += 300_000;
    const failure = new Error('down');
    await expect(c.load('approved', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(c.get('approved')).toBeUndefined();
  });
});

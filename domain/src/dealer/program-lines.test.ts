import {
  PROGRAM_LINE_LISTS, PROGRAM_LINE_STATUS, PROGRAM_LINE_STATUS_NAMES, PROGRAM_LINE_TRANSITIONS, PROGRAM_TYPES,
  canDispute, canTransition, isClaimSuccessful, isProgramLineCacheFresh, shortVin,
} from './program-lines';
import { SPIFF_TEST_DATA } from './spiff-test-data';

describe('dealer spec (entities and fields; constants and limits): parmShortVIN is the last 8 characters of the serial number, empty if none', () => {
  it.each<[string | null | undefined, string]>([
    ['4YDT22M21MB450117', 'MB450117'],
    ['ABC123', 'ABC123'],
    ['  4YDF37625MM010288 ', 'MM010288'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%p -> %p', (serial, expected) => expect(shortVin(serial)).toBe(expected));
});

describe('dealer spec (entities and fields; constants and limits): status 1 is Approved and program type 5 is Dealer Salesperson SPIFF', () => {
  it('names them as the spec does', () => {
    expect(PROGRAM_LINE_STATUS_NAMES[1]).toBe('Approved');
    expect(PROGRAM_TYPES[5]).toBe('Dealer Salesperson SPIFF');
  });
  it('puts every status in exactly one list', () => {
    const listed = Object.values(PROGRAM_LINE_LISTS).flat().sort();
    expect(listed).toEqual(Object.values(PROGRAM_LINE_STATUS).sort());
  });
});

describe('claim statuses: approved -> claimed -> in review -> paid, or rejected with a reason -> disputed -> in review or rejected', () => {
  const S = PROGRAM_LINE_STATUS;
  const allowed: Array<[number, number]> = [
    [S.PENDING, S.APPROVED], [S.PENDING, S.REJECTED], [S.APPROVED, S.CLAIMED], [S.APPROVED, S.EXPIRED],
    [S.CLAIMED, S.IN_REVIEW], [S.CLAIMED, S.REJECTED], [S.IN_REVIEW, S.PAID], [S.IN_REVIEW, S.REJECTED],
    [S.REJECTED, S.DISPUTED], [S.DISPUTED, S.IN_REVIEW], [S.DISPUTED, S.REJECTED],
  ];
  const statuses = Object.values(S);
  it('keeps statuses 1-6 as they were and names the new ones', () => {
    expect(S).toMatchObject({ APPROVED: 1, PENDING: 2, CLAIMED: 3, PAID: 4, EXPIRED: 5, REJECTED: 6 });
    expect(PROGRAM_LINE_STATUS_NAMES[S.IN_REVIEW]).toBe('In review');
    expect(PROGRAM_LINE_STATUS_NAMES[S.DISPUTED]).toBe('Disputed');
  });
  it('allows exactly the listed moves and refuses every other pair', () => {
    const pairs = statuses.flatMap((from) => statuses.map((to) => [from, to] as [number, number]));
    expect(pairs.filter(([from, to]) => canTransition(from, to))).toEqual(expect.arrayContaining(allowed));
    expect(pairs.filter(([from, to]) => canTransition(from, to))).toHaveLength(allowed.length);
    expect(Object.values(PROGRAM_LINE_TRANSITIONS).flat()).toHaveLength(allowed.length);
  });
  it.each<[string, number, number]>([
    ['an expired line cannot be claimed', S.EXPIRED, S.CLAIMED],
    ['a claim cannot be paid before a reviewer approves it', S.CLAIMED, S.PAID],
    ['a paid line cannot be rejected', S.PAID, S.REJECTED],
    ['a pending line cannot be claimed', S.PENDING, S.CLAIMED],
    ['a rejected line cannot be approved without a dispute', S.REJECTED, S.IN_REVIEW],
    ['no status moves to itself', S.CLAIMED, S.CLAIMED],
    ['an unknown status never moves', 99, S.APPROVED],
  ])('%s', (_rule, from, to) => expect(canTransition(from, to)).toBe(false));
  it('lets a rejection be disputed once; a rejection after a dispute is for good', () => {
    expect(canDispute(S.REJECTED, false)).toBe(true);
    expect(canDispute(S.REJECTED, true)).toBe(false);
    expect(canDispute(S.PAID, false)).toBe(false);
  });
  it('lists every claim under way as processed', () => {
    expect(PROGRAM_LINE_LISTS.processed).toEqual([S.CLAIMED, S.IN_REVIEW, S.DISPUTED]);
  });
});

describe('dealer spec (states and transitions): a list cached for under 300 seconds is reused', () => {
  const now = 1_000_000_000;
  it.each<[string, number | null, boolean]>([
    ['never cached', null, false],
    ['cached just now', now, true],
    ['299.999 s ago', now - 299_999, true],
    ['exactly 300 s ago', now - 300_000, false],
    ['an hour ago', now - 3_600_000, false],
    ['in the future (clock skew)', now + 1000, false],
  ])('%s -> %s', (_case, cachedAt, fresh) => expect(isProgramLineCacheFresh(cachedAt, now)).toBe(fresh));
});

describe('dealer spec (validation rules): a claim is successful only when parmValue is true', () => {
  it.each<[unknown, boolean]>([
    [{ parmValue: true }, true], [{ parmValue: 'true' }, false], [{ parmValue: false }, false], [{}, false], [null, false],
  ])('%p -> %s', (response, ok) => expect(isClaimSuccessful(response as { parmValue?: unknown })).toBe(ok));
});

describe('dealer spec (screens and routes): spiffTestData holds only approved lines of one dealer', () => {
  it('is approved, one dealer, with the sample amounts and validity', () => {
    expect(SPIFF_TEST_DATA.length).toBeGreaterThan(0);
    expect(new Set(SPIFF_TEST_DATA.map((l) => l.parmAccountNum)).size).toBe(1);
    for (const line of SPIFF_TEST_DATA) {
      expect(line.parmProgramLineStatus).toBe(1);
      expect([100, 150, 200, 300, 500]).toContain(line.parmProgramAmount);
      expect(['2020-12-05', '2021-01-01']).toContain(line.parmStartDate);
      expect(line.parmEndDate).toBe('2021-12-31');
      expect(line.parmProgramId).toMatch(/^PR-\d+$/);
      expect(line.parmShortVIN).toBe(shortVin(line.parmSerialNumber));
    }
  });
});

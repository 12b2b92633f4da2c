import {
  MISSING_STATUS_MESSAGE, PROGRAM_LINE_LISTS, PROGRAM_LINE_STATUS, PROGRAM_LINE_STATUS_NAMES, PROGRAM_TYPES,
  isClaimSuccessful, isProgramLineCacheFresh, shortVin,
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
    expect(PROGRAM_LINE_STATUS.APPROVED).toBe(1);
    expect(PROGRAM_LINE_STATUS_NAMES[1]).toBe('Approved');
    expect(PROGRAM_TYPES[5]).toBe('Dealer Salesperson SPIFF');
  });
  it('puts every status in exactly one list', () => {
    const listed = Object.values(PROGRAM_LINE_LISTS).flat().sort();
    expect(listed).toEqual(Object.values(PROGRAM_LINE_STATUS).sort());
  });
  it("uses the spec's message for a missing status", () => expect(MISSING_STATUS_MESSAGE).toBe('missing status to query for'));
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

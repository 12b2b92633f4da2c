import { claimBlockReason, filterLinesByOwner, salespersonLabel } from './claim-eligibility';
import { PROGRAM_LINE_STATUS as S, SPIFF_TEST_DATA, type ProgramLine } from '../dealer-api';

const line = (over: Partial<ProgramLine>): ProgramLine => ({ ...SPIFF_TEST_DATA[0], parmSalesPersonId: 'SP-1', parmSalesPersonName: 'Jane Smith', ...over });

describe('salespersonLabel: whose line it is, as "J. Smith"', () => {
  it.each<[string, string, string]>([
    ['Jane Smith', 'SP-1', 'J. Smith'],
    ['jane van der Berg', 'SP-1', 'J. van der Berg'],
    ['Cher', 'SP-1', 'Cher'],
    ['', 'SP-9', 'SP-9'],
    ['  ', '', 'Unknown salesperson'],
  ])('%p (%p) reads %p', (name, id, expected) => {
    expect(salespersonLabel({ parmSalesPersonName: name, parmSalesPersonId: id })).toBe(expected);
  });
});

describe('claimBlockReason: only the own, approved, unclaimed line of a running program can be claimed', () => {
  it.each<[string, Partial<ProgramLine>, string | undefined, string | null]>([
    ['own approved line', { parmProgramLineStatus: S.APPROVED }, 'SP-1', null],
    ["someone else's line", { parmProgramLineStatus: S.APPROVED, parmSalesPersonId: 'SP-2', parmSalesPersonName: 'John Doe' }, 'SP-1', 'Sold by J. Doe'],
    ['no salesperson id of ours', { parmProgramLineStatus: S.APPROVED }, undefined, 'Sold by J. Smith'],
    ['claimed', { parmProgramLineStatus: S.CLAIMED }, 'SP-1', 'Already claimed'],
    ['paid', { parmProgramLineStatus: S.PAID }, 'SP-1', 'Already claimed'],
    ['approved, program ended', { parmProgramLineStatus: S.APPROVED, parmExpired: 'true' }, 'SP-1', 'Claim window closed'],
    ['expired', { parmProgramLineStatus: S.EXPIRED, parmExpired: 'true' }, 'SP-1', 'Claim window closed'],
    ['pending', { parmProgramLineStatus: S.PENDING }, 'SP-1', 'Awaiting approval'],
    ['rejected', { parmProgramLineStatus: S.REJECTED }, 'SP-1', 'Rejected by the program'],
  ])('%s', (_what, over, mine, expected) => {
    expect(claimBlockReason(line(over), mine)).toBe(expected);
  });
});

describe("filterLinesByOwner: 'mine' keeps the user's own lines, 'all' the dealership's", () => {
  const lines = [line({ parmSalesPersonId: 'SP-1' }), line({ parmSalesPersonId: 'SP-2' })];
  it('filters by the salesperson id', () => {
    expect(filterLinesByOwner(lines, 'mine', 'SP-1').map((l) => l.parmSalesPersonId)).toEqual(['SP-1']);
    expect(filterLinesByOwner(lines, 'all', 'SP-1')).toHaveLength(2);
    expect(filterLinesByOwner(lines, 'mine', undefined)).toEqual([]);
  });
});

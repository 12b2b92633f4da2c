import { useState } from 'react';
import { cachedRead, forgetCachedReads, useAuthStore, useResource } from '@rv/shared-lib';
import {
  claimWithBillOfSale, fetchProgramLines, fetchProgramLineStats, isClaimSuccessful, isProgramLineCacheFresh, LISTS_CLEARED_BY_CLAIM, PROGRAM_LINE_LISTS, SPIFF_TEST_DATA, spiffTotals,
  type ProgramLine, type ProgramLineList, type ProgramLineStats,
} from '../../dealer-api';

// Each list is cached per signed-in user and dealership scope, so coming back within 300 s reuses it
// (spec: states and transitions).
const linesKey = (guid: string, dealership: string | undefined, list: ProgramLineList) => `program-lines:${guid}:${dealership ?? '*'}:${list}`;
const cachedLines = (guid: string, dealership: string | undefined, list: ProgramLineList) =>
  cachedRead(linesKey(guid, dealership, list), () => fetchProgramLines(list, dealership), { isFresh: (answeredAt) => isProgramLineCacheFresh(answeredAt, Date.now()) });

const sampleOf = (list: ProgramLineList): ProgramLine[] =>
  SPIFF_TEST_DATA.filter((line) => (PROGRAM_LINE_LISTS[list] as readonly number[]).includes(line.parmProgramLineStatus));
// The sample belongs to its first line's salesperson, taken as the user (as the incentives view does).
const sampleStats = (): ProgramLineStats => ({
  ...spiffTotals(SPIFF_TEST_DATA.map((l) => ({
    status: l.parmProgramLineStatus, expired: l.parmExpired === 'true', mine: l.parmSalesPersonId === SPIFF_TEST_DATA[0].parmSalesPersonId, count: 1, amount: l.parmProgramAmount,
  }))),
  byStatus: [],
});

export interface ClaimOutcome {
  success: boolean;
  message: string;
}

/**
 * Stats and the lines of one list, from the per-status cache or, with spiffTestData, the built-in
 * sample (spec: screens and routes); a claim counts only when parmValue is true, and then clears the three lists it moves.
 * `dealership` (the Location select's) scopes both to that dealership; none covers all of the user's.
 */
export function useProgramLines(list: ProgramLineList, sampleMode: boolean, dealership?: string) {
  const guid = useAuthStore((s) => s.user?.guid ?? '');
  const [version, setVersion] = useState(0);
  const mode = sampleMode ? 'sample' : `live:${dealership ?? '*'}`;
  const stats = useResource(`stats:${guid}:${mode}:${version}`, () => (sampleMode ? Promise.resolve(sampleStats()) : fetchProgramLineStats(dealership)));
  const lines = useResource(`lines:${guid}:${mode}:${list}:${version}`, () =>
    sampleMode ? Promise.resolve(sampleOf(list)) : cachedLines(guid, dealership, list));

  const claim = async (line: ProgramLine, billOfSale: File): Promise<ClaimOutcome> => {
    if (sampleMode) return { success: false, message: 'This is sample data: claims are not sent.' };
    const result = await claimWithBillOfSale(line.parmRecordId, billOfSale);
    if (!isClaimSuccessful(result)) return { success: false, message: result.parmMessage || 'The claim was not accepted.' };
    // Every scope holding the line's dealership moves: the chosen one and 'all'.
    for (const scope of [dealership, undefined, line.parmAccountNum]) {
      for (const cleared of LISTS_CLEARED_BY_CLAIM) forgetCachedReads(linesKey(guid, scope, cleared));
    }
    setVersion((v) => v + 1);
    return { success: true, message: result.parmMessage || 'Claimed.' };
  };
  return { stats, lines, claim };
}

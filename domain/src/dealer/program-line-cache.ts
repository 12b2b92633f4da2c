import type { ProgramLineList } from './program-lines';

/** The spec's cache names (dealer spec (states and transitions)) for the lists of /ax/v1/lines/{list}. */
export const PROGRAM_LINE_CACHE_NAMES: Readonly<Record<ProgramLineList, string>> = {
  approved: 'myDealerApproved', processed: 'myInProgress', pending: 'myPending', completed: 'myCompleted',
};

/** Lists a successful claim clears: the approved line leaves approved, enters processed, and counts move (spec: states and transitions). */
export const LISTS_CLEARED_BY_CLAIM: readonly ProgramLineList[] = ['approved', 'processed', 'pending'];

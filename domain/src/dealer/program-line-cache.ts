import type { ProgramLineList } from './program-lines';

/** Lists a successful claim clears: the approved line leaves approved, enters processed, and counts move (spec: states and transitions). */
export const LISTS_CLEARED_BY_CLAIM: readonly ProgramLineList[] = ['approved', 'processed', 'pending'];

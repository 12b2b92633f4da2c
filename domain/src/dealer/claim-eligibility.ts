import { PROGRAM_LINE_LISTS, PROGRAM_LINE_STATUS, canTransition } from './program-lines';

const CLAIM_STARTED: readonly number[] = [...PROGRAM_LINE_LISTS.processed, PROGRAM_LINE_STATUS.PAID];

/** Why a spiff line cannot be claimed: the API answers each with its error, the portal with a label. */
export type ClaimBlock = 'not-yours' | 'already-claimed' | 'expired' | 'not-approved';

/** What the claim rule reads of a line, as the API's row and the portal's line both know it. */
export interface ClaimFacts {
  /** Whether the line belongs to the salesperson asking (only they may claim it). */
  yours: boolean;
  status: number;
  /** The program has ended (parmExpired). */
  expired: boolean;
  /** Someone already claimed it (the API's claimed_by); the portal knows this from the status only. */
  claimedBefore?: boolean;
}

/**
 * The spiff claim rule, in the order its checks apply: only the salesperson the line belongs to may claim it,
 * once, while its program runs and it is approved. Null when the line can be claimed.
 */
export function claimBlock(line: ClaimFacts): ClaimBlock | null {
  if (!line.yours) return 'not-yours';
  if (line.claimedBefore || CLAIM_STARTED.includes(line.status)) return 'already-claimed';
  if (line.expired || line.status === PROGRAM_LINE_STATUS.EXPIRED) return 'expired';
  return canTransition(line.status, PROGRAM_LINE_STATUS.CLAIMED) ? null : 'not-approved';
}

/**
 * Program (spiff) lines of dealer spec (entities and fields; states and transitions; validation rules; constants and limits), shared by the portal and the API.
 * The spec names only status 1 (Approved); the other statuses are this product's, documented here.
 */

/**
 * parmProgramLineStatus values. A sale becomes a line (Pending or Approved); an approved line is claimed with a bill of
 * sale, the program reviewer approves it (In review: with accounting for payment) or rejects it with a reason, and a
 * payment batch pays it. A rejected claim may be disputed once with new proof; the reviewer then approves or rejects
 * it for good. An approved line nobody claimed before parmEndDate ends Expired. PROGRAM_LINE_TRANSITIONS holds the moves.
 */
export const PROGRAM_LINE_STATUS = {
  /** Approved: the sale is registered and the salesperson may claim it (spec: entities and fields; constants and limits: 1 = Approved). */
  APPROVED: 1,
  /** Pending: sale reported, registration or approval not complete yet. */
  PENDING: 2,
  /** Claimed: the salesperson claimed it with a bill of sale; it waits in the program reviewers' queue. */
  CLAIMED: 3,
  /** Paid: a payment batch issued the check or transfer (parmCheckAmount, parmCheckDate, parmPaidTo, parmPaymentInfo set). */
  PAID: 4,
  /** Expired: approved but not claimed before parmEndDate. */
  EXPIRED: 5,
  /** Rejected: the program refused the sale or the claim, with a reason. */
  REJECTED: 6,
  /** In review: a reviewer accepted the claim's proof; it waits for a payment batch (may still be rejected). */
  IN_REVIEW: 7,
  /** Disputed: the salesperson contested a rejection with a new document; back in the reviewers' queue. */
  DISPUTED: 8,
} as const;
export type ProgramLineStatus = (typeof PROGRAM_LINE_STATUS)[keyof typeof PROGRAM_LINE_STATUS];

/** parmProgramLineStatusStr of each status. */
export const PROGRAM_LINE_STATUS_NAMES: Readonly<Record<ProgramLineStatus, string>> = {
  1: 'Approved', 2: 'Pending', 3: 'Claimed', 4: 'Paid', 5: 'Expired', 6: 'Rejected', 7: 'In review', 8: 'Disputed',
};

const S = PROGRAM_LINE_STATUS;

/** Every move a line may make, written once: the API refuses any other (409) and leaves the line unchanged. */
export const PROGRAM_LINE_TRANSITIONS: Readonly<Record<ProgramLineStatus, readonly ProgramLineStatus[]>> = {
  [S.PENDING]: [S.APPROVED, S.REJECTED],
  [S.APPROVED]: [S.CLAIMED, S.EXPIRED],
  [S.CLAIMED]: [S.IN_REVIEW, S.REJECTED],
  [S.IN_REVIEW]: [S.PAID, S.REJECTED],
  [S.REJECTED]: [S.DISPUTED],
  [S.DISPUTED]: [S.IN_REVIEW, S.REJECTED],
  [S.PAID]: [],
  [S.EXPIRED]: [],
};

/** Whether a line in status `from` may move to `to` (PROGRAM_LINE_TRANSITIONS); unknown statuses never move. */
export function canTransition(from: number, to: number): boolean {
  const next = (PROGRAM_LINE_TRANSITIONS as Readonly<Record<number, readonly number[] | undefined>>)[from];
  return next?.includes(to) ?? false;
}

/** A rejected claim may be disputed once: a rejection after a dispute is for good. */
export function canDispute(status: number, disputedBefore: boolean): boolean {
  return !disputedBefore && canTransition(status, S.DISPUTED);
}

/** The statuses a program reviewer decides on (approve or reject): claims and disputes waiting in the queue. */
export const REVIEW_QUEUE_STATUSES: readonly ProgramLineStatus[] = [S.CLAIMED, S.DISPUTED];

/** The lists of spec (the calls) (/lines/approved|processed|pending|completed) and the statuses each holds: a claim under way is processed. */
export const PROGRAM_LINE_LISTS = {
  approved: [S.APPROVED],
  processed: [S.CLAIMED, S.IN_REVIEW, S.DISPUTED],
  pending: [S.PENDING],
  completed: [S.PAID, S.EXPIRED, S.REJECTED],
} as const satisfies Record<string, readonly ProgramLineStatus[]>;
export type ProgramLineList = keyof typeof PROGRAM_LINE_LISTS;

/** parmProgramType values; 5 is the one the spec names . */
export const PROGRAM_TYPES: Readonly<Record<number, string>> = {
  1: 'Retail Bonus',
  2: 'Dealer Floor Plan Assistance',
  5: 'Dealer Salesperson SPIFF',
};
export const SALESPERSON_SPIFF_PROGRAM_TYPE = 5;

/** Short VIN length (spec: constants and limits). */
export const SHORT_VIN_LENGTH = 8;

/** parmShortVIN: the last 8 characters of the serial number, empty if there is none (spec: entities and fields). */
export function shortVin(serialNumber: string | null | undefined): string {
  const serial = (serialNumber ?? '').trim();
  return serial.slice(-SHORT_VIN_LENGTH);
}

/** The message when program lines are asked for without a status (spec: validation rules). */
export const MISSING_STATUS_MESSAGE = 'missing status to query for';

/** Program lines cached per status are reused for this long (spec: states and transitions; constants and limits). */
export const PROGRAM_LINE_CACHE_SECONDS = 300;

/** Whether a list cached at `cachedAt` (ms) may be reused at `now` (ms): under 300 seconds old (spec: states and transitions). */
export function isProgramLineCacheFresh(cachedAt: number | null | undefined, now: number): boolean {
  if (cachedAt == null) return false;
  const age = now - cachedAt;
  return age >= 0 && age < PROGRAM_LINE_CACHE_SECONDS * 1000;
}


/** A claim is successful only when the returned parmValue is true (spec: validation rules). */
export function isClaimSuccessful(response: { parmValue?: unknown } | null | undefined): boolean {
  return response?.parmValue === true;
}

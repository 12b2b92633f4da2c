/**
 * Program (spiff) lines of dealer spec (entities and fields; states and transitions; validation rules; constants and limits), shared by the portal and the API.
 * The spec names only status 1 (Approved); the other statuses are this product's, documented here.
 */

/** parmProgramLineStatus values. A line moves Pending -> Approved -> Claimed -> Paid; Approved may also end Expired, Pending may end Rejected. */
export const PROGRAM_LINE_STATUS = {
  /** Approved: the sale is registered and the salesperson may claim it (spec: entities and fields; constants and limits: 1 = Approved). */
  APPROVED: 1,
  /** Pending: sale reported, registration or approval not complete yet. */
  PENDING: 2,
  /** Claimed: the salesperson claimed it; payment is being processed ("in progress"). */
  CLAIMED: 3,
  /** Paid: the check was issued (parmCheckAmount, parmCheckDate, parmPaidTo set). */
  PAID: 4,
  /** Expired: approved but not claimed before parmEndDate. */
  EXPIRED: 5,
  /** Rejected: the program administrator refused the sale (e.g. unit not eligible). */
  REJECTED: 6,
} as const;
export type ProgramLineStatus = (typeof PROGRAM_LINE_STATUS)[keyof typeof PROGRAM_LINE_STATUS];

/** parmProgramLineStatusStr of each status. */
export const PROGRAM_LINE_STATUS_NAMES: Readonly<Record<ProgramLineStatus, string>> = {
  1: 'Approved', 2: 'Pending', 3: 'Claimed', 4: 'Paid', 5: 'Expired', 6: 'Rejected',
};

/** The lists of spec (the calls) (/lines/approved|processed|pending|completed) and the statuses each holds. */
export const PROGRAM_LINE_LISTS = {
  approved: [PROGRAM_LINE_STATUS.APPROVED],
  processed: [PROGRAM_LINE_STATUS.CLAIMED],
  pending: [PROGRAM_LINE_STATUS.PENDING],
  completed: [PROGRAM_LINE_STATUS.PAID, PROGRAM_LINE_STATUS.EXPIRED, PROGRAM_LINE_STATUS.REJECTED],
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

/** A program line as the incentive service returns it: every field of dealer spec (entities and fields). */
export interface ProgramLine {
  parmProgramId: string;
  parmItemGroupId: string;
  parmAccountNum: string;
  parmCustName: string;
  parmProgramType: number;
  parmProgramTypeStr: string;
  parmSalesId: string;
  parmItemId: string;
  parmSerialNumber: string;
  parmShortVIN: string;
  parmProgramAmount: number;
  /** Dates as YYYY-MM-DD; empty string when not set. */
  parmStartDate: string;
  parmEndDate: string;
  parmProgramLineStatus: number;
  parmProgramLineStatusStr: string;
  parmSalesPersonId: string;
  parmSaleDate: string;
  parmRegistrationDate: string;
  parmCheckAmount: number;
  parmPaidTo: string;
  parmPaymentInfo: string;
  parmCheckDate: string;
  parmExpired: 'true' | 'false';
  parmExpiredStr: 'Yes' | 'No';
  parmRecordId: string;
  parmDealerCity: string;
  parmDealerStreet: string;
  /** Not in the spec's list: true while a newly approved line has not been marked seen (GET /alert/mark/{id}). */
  parmAlert: boolean;
  /** Not in the spec's list: the salesperson's first and last name, so the portal can say whose line it is ('' when unknown). */
  parmSalesPersonName: string;
  /** Not in the spec's list: true when a colleague's amounts and serial number are withheld (colleague visibility is off). */
  parmDetailsHidden?: boolean;
  /** Not in the spec: why the program rejected the claim ('' when it did not). */
  parmRejectReason?: string;
  /** Not in the spec: whether the salesperson may still dispute a rejection (once). */
  parmCanDispute?: boolean;
}

/** One tile of GET /ax/v1/lines/stats/all. */
export interface ProgramLineStat {
  count: number;
  amount: number;
}

/** GET /ax/v1/lines/stats/all: totals per list and per status. */
export interface ProgramLineStats {
  approved: ProgramLineStat;
  processed: ProgramLineStat;
  pending: ProgramLineStat;
  completed: ProgramLineStat;
  /** Not in the spec: the approved lines still claimable (not past the program's end), of every salesperson. */
  claimable: ProgramLineStat;
  /** Not in the spec: the user's own lines per list; approved is only what the user can claim now. */
  mine: Record<'approved' | 'processed' | 'pending' | 'completed', ProgramLineStat>;
  byStatus: Array<ProgramLineStat & { status: number; statusStr: string }>;
}

/** GET /ax/v1/spiff/claim/{id}: success is parmValue true (spec: validation rules). */
export interface ClaimResult {
  parmValue: boolean;
  parmMessage: string;
  line: ProgramLine;
}

import { Type } from '@sinclair/typebox';

/** Shapes of the incentive system calls (dealer spec: entities and fields, program line, /ax/v1). */
export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) });
export const errorResponses = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };

const date = () => Type.String({ description: 'YYYY-MM-DD, or empty when not set' });

export const ProgramLineSchema = Type.Object({
  parmProgramId: Type.String(), parmItemGroupId: Type.String(), parmAccountNum: Type.String(), parmCustName: Type.String(),
  parmProgramType: Type.Integer(), parmProgramTypeStr: Type.String(), parmSalesId: Type.String(), parmItemId: Type.String(),
  parmSerialNumber: Type.String(), parmShortVIN: Type.String(), parmProgramAmount: Type.Number(),
  parmStartDate: date(), parmEndDate: date(), parmProgramLineStatus: Type.Integer(), parmProgramLineStatusStr: Type.String(),
  parmSalesPersonId: Type.String(), parmSaleDate: date(), parmRegistrationDate: date(), parmCheckAmount: Type.Number(),
  parmPaidTo: Type.String(), parmPaymentInfo: Type.String(), parmCheckDate: date(),
  parmExpired: Type.Union([Type.Literal('true'), Type.Literal('false')]), parmExpiredStr: Type.Union([Type.Literal('Yes'), Type.Literal('No')]),
  parmRecordId: Type.String(), parmDealerCity: Type.String(), parmDealerStreet: Type.String(), parmAlert: Type.Boolean(),
  parmSalesPersonName: Type.String({ description: 'First and last name of the salesperson the line belongs to; empty when unknown' }),
  parmDetailsHidden: Type.Optional(Type.Boolean({ description: "True when a colleague's amounts and serial number are withheld (the location's colleague visibility is off)" })),
  parmRejectReason: Type.Optional(Type.String({ description: "Why the program rejected the claim; empty when it did not" })),
  parmCanDispute: Type.Optional(Type.Boolean({ description: 'Whether the salesperson may still dispute the rejection (once)' })),
});
export const ProgramLinesSchema = Type.Array(ProgramLineSchema);

export const IncentiveUserSchema = Type.Object({
  parmSalesPersonId: Type.String(), parmUserName: Type.String(), parmName: Type.String(), parmEmail: Type.String(), parmSpiffsEnabled: Type.Boolean(),
  parmDealers: Type.Array(Type.Object({
    parmAccountNum: Type.String(), parmCustName: Type.String(), parmDealerCity: Type.String(), parmDealerStreet: Type.String(), parmSpiffsEnabled: Type.Boolean(),
  })),
});

const Stat = Type.Object({ count: Type.Integer(), amount: Type.Number() });
export const StatsSchema = Type.Object({
  approved: Stat, processed: Stat, pending: Stat, completed: Stat,
  /** The approved lines still claimable (not past the program's end), of every salesperson of the scope. */
  claimable: Stat,
  /** The caller's own lines per list; approved holds only what the caller can claim now. */
  mine: Type.Object({ approved: Stat, processed: Stat, pending: Stat, completed: Stat }),
  byStatus: Type.Array(Type.Object({ status: Type.Integer(), statusStr: Type.String(), count: Type.Integer(), amount: Type.Number() })),
});

/** The Location select's dealership: scopes a list or the totals to one of the user's dealerships. */
const dealership = () => Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$', description: "One of the user's dealership numbers; all of them when omitted" }));
export const DealershipQuerySchema = Type.Object({ dealership: dealership() }, { additionalProperties: false });

export const RecordParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });

export const LinesQuerySchema = Type.Object({
  // Optional in the schema so that a missing status gets the spec's own message (dealer spec (validation rules)).
  status: Type.Optional(Type.String({ maxLength: 40 })),
  programId: Type.Optional(Type.String({ pattern: '^PR-[0-9]+$' })),
  salesPersonId: Type.Optional(Type.String({ maxLength: 40 })),
  saleDateFrom: Type.Optional(Type.String({ format: 'date' })),
  saleDateTo: Type.Optional(Type.String({ format: 'date' })),
  expired: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
  dealership: dealership(),
}, { additionalProperties: false });

export const ClaimResultSchema = Type.Object({ parmValue: Type.Boolean(), parmMessage: Type.String(), line: ProgramLineSchema });
export const AlertMarkedSchema = Type.Object({ parmValue: Type.Boolean(), parmMessage: Type.String() });

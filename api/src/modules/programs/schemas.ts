import { Type } from '@sinclair/typebox';
import { ClaimResultSchema, ProgramLineSchema, errorResponses } from '../incentives';

/** Shapes of the dealer programs calls under /api/programs. */
export { errorResponses };
/** A claim's answer as the spec's claim call had it: parmValue true and the moved line. */
export const ClaimedSchema = ClaimResultSchema;
export const uploadErrors = { ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] };

const isoDate = (description: string) => Type.String({ format: 'date', description });

/** The sale's shape; its rules (VIN check digit, dates, region) are the register-sale form's Yup schema, checked by the service. */
export const SaleBodySchema = Type.Object({
  vin: Type.String({ maxLength: 40, description: '17 characters; the 9th is the check digit' }),
  itemId: Type.String({ maxLength: 40, description: 'Catalogue model id' }),
  modelYear: Type.Integer(),
  saleDate: Type.String({ maxLength: 20, description: 'Date of the retail sale, YYYY-MM-DD, not in the future' }),
  buyerRegion: Type.String({ maxLength: 10, description: "Buyer's state or province, two letters" }),
  salespersonId: Type.Optional(Type.String({ maxLength: 40, description: "The salesperson's SALESPERSON_ID; the caller's own when omitted" })),
  dealership: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$' })),
}, { additionalProperties: false });

export const RegisteredSaleSchema = Type.Object({ saleId: Type.Integer(), vin: Type.String(), message: Type.String(), lines: Type.Array(ProgramLineSchema) });

export const SaleSchema = Type.Object({
  id: Type.Integer(), vin: Type.String(), itemId: Type.String(), itemGroupId: Type.String(), modelYear: Type.Integer(), saleDate: Type.String(),
  salespersonId: Type.String(), buyerRegion: Type.String(), lines: Type.Integer(),
});
export const CatalogueUnitSchema = Type.Object({ itemId: Type.String(), itemGroupId: Type.String(), brandCode: Type.String(), modelYear: Type.Integer() });


export const StaffLineSchema = Type.Composite([ProgramLineSchema, Type.Object({
  billOfSale: Type.Union([Type.Null(), Type.Object({ name: Type.String(), contentType: Type.String() })]),
})]);

export const RecordParams = Type.Object({ id: Type.String({ pattern: '^[0-9]{1,20}$' }) });
export const ProgramParams = Type.Object({ id: Type.String({ pattern: '^PR-[0-9]+$' }) });
export const RejectBodySchema = Type.Object({ reason: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
export const BulkBodySchema = Type.Object({ recordIds: Type.Array(Type.String({ pattern: '^[0-9]{1,20}$' }), { minItems: 1, maxItems: 200 }) }, { additionalProperties: false });
export const BulkResultSchema = Type.Object({
  approved: Type.Array(Type.String()), refused: Type.Array(Type.Object({ recordId: Type.String(), message: Type.String() })),
});

export const BatchBodySchema = Type.Object({
  method: Type.Union([Type.Literal('check'), Type.Literal('transfer')]),
  reference: Type.String({ minLength: 1, maxLength: 40, description: 'Check or transfer number' }),
  paidOn: isoDate('Date of the check or transfer'),
  paidTo: Type.String({ minLength: 1, maxLength: 120 }),
  amount: Type.Optional(Type.Number({ minimum: 0, description: "The batch total; must match its lines' amounts" })),
  recordIds: Type.Array(Type.String({ pattern: '^[0-9]{1,20}$' }), { maxItems: 500 }),
}, { additionalProperties: false });
export const BatchSchema = Type.Object({
  batchId: Type.Integer(), reference: Type.String(), paidOn: Type.String(), amount: Type.Number(), paidTo: Type.String(), lines: Type.Integer(),
});
export const CsvQuerySchema = Type.Object({ batch: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });

export const ProgramSchema = Type.Object({
  programId: Type.String(), name: Type.String(), programType: Type.Integer(), amount: Type.Number(), startDate: Type.String(), endDate: Type.String(),
  itemIds: Type.Array(Type.String()), dealershipNumbers: Type.Array(Type.String()), regions: Type.Array(Type.String()),
  endedAt: Type.Union([Type.Null(), Type.String()]), endedOn: Type.Union([Type.Null(), Type.String()]),
  lines: Type.Integer({ description: 'Lines the program has made' }), paidLines: Type.Integer({ description: 'Of them, paid' }),
});
const list = () => Type.Array(Type.String({ maxLength: 40 }), { maxItems: 500 });
/** The program's shape; its rules (dates in order, codes, limits) are the studio form's Yup schema, checked by the service. */
export const ProgramBodySchema = Type.Object({
  name: Type.String({ maxLength: 200 }), amount: Type.Number(),
  startDate: Type.String({ maxLength: 20, description: 'First sale date the program pays on' }), endDate: Type.String({ maxLength: 20, description: 'Last sale date' }),
  itemIds: list(), dealershipNumbers: list(), regions: list(),
}, { additionalProperties: false });

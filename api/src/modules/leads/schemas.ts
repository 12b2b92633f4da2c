import { Type } from '@sinclair/typebox';

/** Shapes of the leads calls: the dealership's inbox and the maker's report. */

export const LeadParamsSchema = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }) });
export const LeadListQuerySchema = Type.Object({ status: Type.Optional(Type.String({ maxLength: 20 })) });

const Person = Type.Object({ id: Type.Integer(), name: Type.String() });
const leadFields = {
  id: Type.Integer(),
  referenceId: Type.String(),
  brand: Type.Union([Type.String(), Type.Null()]),
  state: Type.Union([Type.String(), Type.Null()]),
  postalCode: Type.Union([Type.String(), Type.Null()]),
  dealerNumber: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  lostReason: Type.Union([Type.String(), Type.Null()]),
  soldVin: Type.Union([Type.String(), Type.Null()]),
  assignedTo: Type.Union([Person, Type.Null()]),
  request: Type.Record(Type.String(), Type.Unknown(), { description: 'What the shopper asked: floorplan, time frame, SMS opt-in, build summary.' }),
  createdAt: Type.String(),
  firstContactAt: Type.Union([Type.String(), Type.Null()]),
  anonymised: Type.Boolean(),
};
export const LeadListSchema = Type.Object({ leads: Type.Array(Type.Object(leadFields)) });
export const LeadDetailSchema = Type.Object({
  ...leadFields,
  contact: Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()], { description: 'Shown only to the lead\'s dealership; every read is logged.' }),
  notes: Type.Array(Type.Object({ id: Type.Integer(), body: Type.String(), author: Type.String(), createdAt: Type.String() })),
  team: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), manager: Type.Boolean() }), { description: 'A manager\'s choice of assignees; empty for salespeople.' }),
  sale: Type.Union([Type.Object({ saleId: Type.Integer(), saleDate: Type.String(), programLines: Type.Integer() }), Type.Null()], {
    description: 'The dealer-programs sale registration of the sold VIN at this dealership, made before or after the lead was marked sold.',
  }),
});

export const StatusBodySchema = Type.Object({
  status: Type.String({ maxLength: 20 }),
  vin: Type.Optional(Type.String({ maxLength: 40 })),
  lostReason: Type.Optional(Type.String({ maxLength: 500 })),
});
export const NoteBodySchema = Type.Object({ body: Type.String({ maxLength: 2000 }) });
export const AssignBodySchema = Type.Object({
  userId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
  expectedUserId: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { description: 'The assignee the manager saw; a change since is a 409.' }),
});

export const DealerPreferencesBodySchema = Type.Object({
  dealershipNumber: Type.String({ maxLength: 20 }),
  acceptsLeads: Type.Boolean(),
  optedOutBrands: Type.Array(Type.String({ maxLength: 10 }), { maxItems: 50 }),
  dailyCapacity: Type.Union([Type.Integer({ minimum: 0, maximum: 10_000 }), Type.Null()]),
});

export const LeadSettingsSchema = Type.Object({
  radiusMiles: Type.Integer({ minimum: 1, maximum: 5000 }),
  reassignAfterMinutes: Type.Integer({ minimum: 1, maximum: 60 * 24 * 30 }),
  retentionDays: Type.Integer({ minimum: 1, maximum: 3650 }),
});

export const ReportQuerySchema = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 40, description: 'First day, YYYY-MM-DD (default: 83 days before `to`).' })),
  to: Type.Optional(Type.String({ maxLength: 40, description: 'Last day, included, YYYY-MM-DD (default: today, UTC).' })),
});
const Figures = {
  leads: Type.Integer(), contacted: Type.Integer(), sold: Type.Integer(), shareSold: Type.Number(),
  registeredSales: Type.Integer({ description: 'Sold leads whose VIN has a dealer-programs sale registration at the lead\'s dealership.' }),
  medianMinutesToFirstContact: Type.Union([Type.Number(), Type.Null()]),
};
export const ReportSchema = Type.Object({
  from: Type.String(), to: Type.String(), totals: Type.Object(Figures),
  rows: Type.Array(Type.Object({ week: Type.String(), brand: Type.String(), region: Type.String(), dealerNumber: Type.String(), ...Figures })),
});

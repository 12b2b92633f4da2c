import { Type, type Static } from '@sinclair/typebox';

/** Model reference ids as spec (validation rules) reads them: 1-4 digits then 1-6 characters. */
const ReferenceId = Type.String({ minLength: 2, maxLength: 10, pattern: '^[0-9]{1,4}[A-Za-z0-9]{1,6}$' });
const OptionCode = Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' });
const Year = Type.Integer({ minimum: 1990, maximum: 2100 });

export const BuildOptionSchema = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('package'), Type.Literal('option')]),
  name: Type.String(),
  group: Type.String(),
  price: Type.Integer(),
  weight: Type.Integer(),
  includes: Type.Array(Type.String()),
});

export const BuildModelSchema = Type.Object({
  /** The floorplan year's catalogue id: what its drawn images are named by. */
  uniqueId: Type.String(),
  referenceId: Type.String(),
  modelYear: Type.Integer(),
  name: Type.String(),
  brandSlug: Type.String(),
  brandName: Type.String(),
  brandCode: Type.String(),
  typeClassSlug: Type.String(),
  basePrice: Type.Union([Type.Integer(), Type.Null()]),
  shippingWeight: Type.Union([Type.Integer(), Type.Null()]),
  /** GVWR less shipping weight, lb. */
  carryingCapacity: Type.Union([Type.Integer(), Type.Null()]),
  /** Hitch weight, or pin weight for a fifth wheel, lb. */
  hitchWeight: Type.Union([Type.Integer(), Type.Null()]),
  fifthWheel: Type.Boolean(),
  /** Every year the floorplan is offered in, newest first. */
  years: Type.Array(Type.Integer()),
  options: Type.Array(BuildOptionSchema),
});

export const ModelOptionsParams = Type.Object({ referenceId: ReferenceId });
export const ModelOptionsQuery = Type.Object({ year: Type.Optional(Year) });

export const SaveBuildBody = Type.Object({
  referenceId: ReferenceId,
  modelYear: Year,
  options: Type.Array(OptionCode, { maxItems: 60, uniqueItems: true }),
  decor: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 80, pattern: '^[a-z0-9-]+$' }), Type.Null()])),
}, { additionalProperties: false });

export const SaveBuildResponse = Type.Object({ token: Type.String(), total: Type.Union([Type.Integer(), Type.Null()]) });

/** Tokens are 16 base64url characters; anything else is a 400 naming `token`. */
export const TokenParams = Type.Object({ token: Type.String({ pattern: '^[A-Za-z0-9_-]{16}$' }) });

const SavedOption = Type.Object({ code: Type.String(), name: Type.String(), price: Type.Integer() });

export const SavedBuildResponse = Type.Object({
  token: Type.String(),
  referenceId: Type.String(),
  modelYear: Type.Integer(),
  modelName: Type.String(),
  decor: Type.Union([Type.String(), Type.Null()]),
  /** The chosen options that still exist, at today's prices. */
  options: Type.Array(SavedOption),
  createdAt: Type.String(),
  model: Type.Union([BuildModelSchema, Type.Null()]),
  /** What the build named that the catalogue no longer has: the model, or options (with their saved name and price). */
  missing: Type.Object({ model: Type.Boolean(), options: Type.Array(SavedOption) }),
});

export type BuildModel = Static<typeof BuildModelSchema>;
export type SaveBuild = Static<typeof SaveBuildBody>;
export type SavedBuild = Static<typeof SavedBuildResponse>;

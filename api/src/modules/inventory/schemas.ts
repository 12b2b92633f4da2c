import { Type, type Static } from '@sinclair/typebox';
import { POSTAL_CODE_PATTERN } from '@rv/domain/locale';

/** GET /inventory/v1/units: dealer stock by brand, type, floorplan, price and distance from a ZIP. */
export const InventoryQuery = Type.Object({
  /** A lead brand code (MO, CG, ...). */
  brand: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })),
  /** A type class slug: travel-trailers, fifth-wheels, toy-haulers or destination-trailers. */
  type: Type.Optional(Type.String({ maxLength: 40, pattern: '^[a-z-]+$' })),
  /** A floorplan's referenceId (spec: validation rules, pattern). */
  floorplan: Type.Optional(Type.String({ maxLength: 10, pattern: '^[0-9]{1,4}[A-Za-z0-9]{1,6}$' })),
  /** A US ZIP or ZIP+4, or a Canadian postal code: where distances are measured from. */
  zip: Type.Optional(Type.String({ maxLength: 10, pattern: POSTAL_CODE_PATTERN })),
  /** Miles from the ZIP; only with a ZIP. */
  radius: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  minPrice: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_200_000 })),
  maxPrice: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_200_000 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
}, { additionalProperties: false });

export const InventoryUnitSchema = Type.Object({
  vin: Type.String(),
  referenceId: Type.String(),
  modelYear: Type.Integer(),
  modelName: Type.String(),
  brandCode: Type.String(),
  brandSlug: Type.String(),
  brandName: Type.String(),
  typeClassSlug: Type.String(),
  price: Type.Integer(),
  status: Type.String(),
  options: Type.Array(Type.String()),
  stockedOn: Type.String(),
  dealer: Type.Object({
    dealerNumber: Type.String(), name: Type.String(), city: Type.String(), state: Type.String(), zip: Type.String(), phone: Type.String(),
  }),
  /** Miles from the searched ZIP, when a ZIP was given. */
  distance: Type.Optional(Type.Number()),
});

export const InventoryResponse = Type.Object({
  units: Type.Array(InventoryUnitSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  origin: Type.Optional(Type.Object({ label: Type.String(), radius: Type.Integer() })),
});

export type InventoryQuery = Static<typeof InventoryQuery>;
export type InventoryUnit = Static<typeof InventoryUnitSchema>;
export type InventoryAnswer = Static<typeof InventoryResponse>;

/** GET /inventory/v1/build-matches: dealer stock near a ZIP of the floorplan and year a shopper built. */
export const BuildMatchQuery = Type.Object({
  floorplan: Type.String({ maxLength: 10, pattern: '^[0-9]{1,4}[A-Za-z0-9]{1,6}$' }),
  year: Type.Integer({ minimum: 1990, maximum: 2100 }),
  zip: Type.String({ maxLength: 10, pattern: POSTAL_CODE_PATTERN }),
  /** Miles from the ZIP. */
  radius: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** The build's option codes, comma separated (packages already expanded to the options they include). */
  options: Type.Optional(Type.String({ maxLength: 4000, pattern: '^[a-z0-9,-]*$' })),
}, { additionalProperties: false });

export const BuildMatchResponse = Type.Object({
  origin: Type.Object({ label: Type.String(), radius: Type.Integer() }),
  /** How many options the build has (the "of n" of each unit's count). */
  chosen: Type.Integer(),
  units: Type.Array(Type.Intersect([InventoryUnitSchema, Type.Object({
    distance: Type.Number(),
    /** Names of the build's options this unit already has. */
    matchingOptions: Type.Array(Type.String()),
  })])),
});

export type BuildMatchQuery = Static<typeof BuildMatchQuery>;
export type BuildMatchAnswer = Static<typeof BuildMatchResponse>;

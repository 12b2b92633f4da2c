import { Type } from '@sinclair/typebox';

/**
 * Dealer locator shapes. The spec shows Dealers[0] with DealerNumber, Brands {Code, Name} and Email
 * (consumer spec (the calls), dealer spec (the calls)), so every dealer field is in that PascalCase style.
 */
export const DealerSchema = Type.Object({
  DealerNumber: Type.String(),
  Name: Type.String(),
  Address1: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Zip: Type.String(),
  Country: Type.String(),
  Latitude: Type.Number(),
  Longitude: Type.Number(),
  Phone: Type.String(),
  Email: Type.String(),
  Website: Type.String(),
  Brands: Type.Array(Type.Object({ Code: Type.String(), Name: Type.String() })),
  Hours: Type.Array(Type.Object({ Day: Type.String(), Open: Type.Union([Type.String(), Type.Null()]), Close: Type.Union([Type.String(), Type.Null()]) })),
  /** Miles from the searched location (search results only), one decimal. */
  Distance: Type.Optional(Type.Number()),
});

/**
 * Typed text without control characters: a NUL byte cannot reach PostgreSQL text (it answered 500 in the
 * the bad-input sweep), and no place name, ZIP or dealer number contains one.
 */
const Text = (options: { minLength?: number; maxLength: number }) => Type.String({ ...options, pattern: '^[^\\u0000-\\u001F\\u007F]*$' });

export const DealerSearchBodySchema = Type.Object({
  /** The browser's position; when both are given they win over zip, city and location. */
  latitude: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
  longitude: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
  zip: Type.Optional(Text({ maxLength: 10 })),
  city: Type.Optional(Text({ maxLength: 100 })),
  state: Type.Optional(Text({ maxLength: 50 })),
  /** Free text as typed in the locator's box: a ZIP, a postal code or "City, ST". */
  location: Type.Optional(Text({ maxLength: 200 })),
  radius: Type.Optional(Type.Number({ minimum: 1, maximum: 5000, default: 100 })),
  /** One brand code or several; a dealer matches when it carries any of them. */
  brand: Type.Optional(Type.Union([Text({ maxLength: 10 }), Type.Array(Text({ maxLength: 10 }), { maxItems: 30 })])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const DealerSearchResponseSchema = Type.Object({
  Dealers: Type.Array(DealerSchema),
  TotalCount: Type.Integer(),
  Page: Type.Integer(),
  PageSize: Type.Integer(),
  Radius: Type.Number(),
  Origin: Type.Object({ Latitude: Type.Number(), Longitude: Type.Number(), Label: Type.String() }),
});

export const DealerDetailsBodySchema = Type.Object({
  dealerNumber: Text({ minLength: 1, maxLength: 20 }),
});

export const DealerDetailsResponseSchema = Type.Object({ Dealers: Type.Array(DealerSchema) });

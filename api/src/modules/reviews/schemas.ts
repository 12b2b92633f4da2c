import { Type } from '@sinclair/typebox';

/** Spec (the calls): GET ReviewSearch with ManufacturerCode and an optional BrandCode (the review host's names kept). */
export const ReviewSearchQuerySchema = Type.Object({
  ManufacturerCode: Type.String({ minLength: 1, maxLength: 10, pattern: '^[A-Za-z0-9]+$' }),
  BrandCode: Type.Optional(Type.String({ maxLength: 10, pattern: '^[A-Za-z0-9]*$' })),
  /** How many of the newest reviews to return; not in the spec, which reads the list as given. */
  PageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

/** One review as the spec's response carries it (spec: entities and fields, "Testimonial"). */
export const ReviewSchema = Type.Object({
  Title: Type.String(),
  Review: Type.String(),
  Name: Type.String(),
  OwnerCity: Type.String(),
  OwnerState: Type.String(),
  /** ISO 8601; the page formats it as short month, 2-digit day, year (spec: constants and limits). */
  CreateDate: Type.String(),
  BrandName: Type.String(),
  /** The owner's stars, 1 to 5: not in the spec's list, added so the page can show them with the review. */
  Rating: Type.Integer({ minimum: 1, maximum: 5 }),
});

export const ReviewSearchResponseSchema = Type.Object({ Reviews: Type.Array(ReviewSchema) });

import { Type } from '@sinclair/typebox';

/** Spec (the calls) "GET /api/geo (body with location and host fields)": the same fields by query or POST body. */
export const GeoRequestSchema = Type.Object({
  /** A ZIP, postal code, "City, ST", or "lat,lng" (then it is a reverse geocode). */
  location: Type.Optional(Type.String({ maxLength: 200 })),
  /** The browser's position for reverse geocoding, "lat,lng". */
  latlng: Type.Optional(Type.String({ maxLength: 60 })),
  /** The site's host; a Canadian host (.ca) prefers Canadian places for ambiguous names. */
  host: Type.Optional(Type.String({ maxLength: 255 })),
});

const AddressComponentSchema = Type.Object({
  long_name: Type.String(),
  short_name: Type.String(),
  types: Type.Array(Type.String()),
});

export const GeocodeResponseSchema = Type.Object({
  status: Type.Union([Type.Literal('OK'), Type.Literal('ZERO_RESULTS')]),
  results: Type.Array(Type.Object({
    formatted_address: Type.String(),
    address_components: Type.Array(AddressComponentSchema),
    geometry: Type.Object({
      location: Type.Object({ lat: Type.Number(), lng: Type.Number() }),
      location_type: Type.String(),
    }),
    place_id: Type.String(),
    types: Type.Array(Type.String()),
    partial_match: Type.Optional(Type.Boolean()),
  })),
});

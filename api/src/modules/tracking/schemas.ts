import { Type } from '@sinclair/typebox';

export const TrackingIdsSchema = Type.Object({ userUid: Type.String(), sessionUid: Type.String() });

export const TrackingEventSchema = Type.Object({
  /** One of the data-layer events of spec (the calls) (shared-lib DATA_LAYER_EVENTS). */
  event: Type.String({ maxLength: 50 }),
  /** Defaults to the tracking cookies when absent. */
  userUid: Type.Optional(Type.String({ maxLength: 100 })),
  sessionUid: Type.Optional(Type.String({ maxLength: 100 })),
  pagePath: Type.Optional(Type.String({ maxLength: 2000 })),
  /** When it happened in the browser (ISO 8601); the server time otherwise. */
  occurredAt: Type.Optional(Type.String({ format: 'date-time' })),
  /** The rest of the data-layer object (search term, brand, model, ...). */
  data: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});

export const TrackingEventsBodySchema = Type.Object({
  events: Type.Array(TrackingEventSchema, { minItems: 1, maxItems: 25 }),
});

export const TrackingStoredSchema = Type.Object({ stored: Type.Integer() });

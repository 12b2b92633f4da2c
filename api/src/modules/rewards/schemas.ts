import { Type } from '@sinclair/typebox';
import { LEADERBOARD_TIME_FRAMES, LEADERBOARD_USER_SAMPLINGS } from '@rv/domain/dealer';
import { ACTIVITIES_DEFAULT_COUNT, ACTIVITIES_DEFAULT_PAGE } from '@rv/domain/dealer';

/** Shapes of the rewards platform calls (dealer spec: entities and fields, gamification user, levels, leaderboard; the calls). */
export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) });
export const errorResponses = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

// The id stays a plain string here so a missing or malformed one gets the spec's 'Invalid Mambo uuid'.
export const UserParamsSchema = Type.Object({ id: Type.String() });

export const UserPointSchema = Type.Object({
  point: Type.Object({ id: Type.String(), name: Type.String(), hideInSummary: Type.Boolean() }),
  total: Type.Integer(),
});

export const GamificationUserSchema = Type.Object({
  uuid: Type.String(), username: Type.String(), firstName: Type.String(), lastName: Type.String(), email: Type.String(),
  imageUrl: Type.String(), tags: Type.Array(Type.String()), points: Type.Array(UserPointSchema),
});

export const ActivitiesQuerySchema = Type.Object({
  page: Type.Integer({ minimum: 0, maximum: 10_000, default: ACTIVITIES_DEFAULT_PAGE }),
  count: Type.Integer({ minimum: 1, maximum: 500, default: ACTIVITIES_DEFAULT_COUNT }),
  /** Comma-separated tags; an activity must carry all of them (spec: validation rules: the first org_ tag). */
  tags: Type.Optional(Type.String({ maxLength: 500 })),
  onlyBehaviours: Type.Boolean({ default: false }),
});

export const ActivitySchema = Type.Object({
  id: Type.String(), type: Type.Union([Type.Literal('behaviour'), Type.Literal('reward')]), verb: Type.String(), description: Type.String(),
  tags: Type.Array(Type.String()), createdOn: Type.String(),
  user: Type.Object({ uuid: Type.String(), firstName: Type.String(), lastName: Type.String() }),
  points: Type.Array(Type.Object({ name: Type.String(), amount: Type.Integer() })),
});

export const RewardSchema = Type.Object({
  id: Type.String(), name: Type.String(), type: Type.String(), description: Type.String(),
  tags: Type.Array(Type.Object({ tag: Type.String() })),
  awarded: Type.Union([Type.Object({ rewardId: Type.String(), awardedOn: Type.String() }), Type.Null()]),
  attrs: Type.Object({
    points: Type.Integer(),
    progress: Type.Optional(Type.Object({ criteriaProgress: Type.Array(Type.Object({ required: Type.Integer(), completed: Type.Integer() })) })),
  }),
  startsOn: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  endsOn: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export const CouponSchema = Type.Object({ id: Type.String(), code: Type.String(), name: Type.String(), description: Type.String(), expiresOn: Type.String(), used: Type.Boolean() });
export const KpiSchema = Type.Object({ id: Type.String(), name: Type.String(), value: Type.Integer(), timeFrame: Type.String() });
export const NotificationSchema = Type.Object({ id: Type.String(), type: Type.String(), message: Type.String(), createdOn: Type.String(), read: Type.Boolean() });

export const PointDefinitionSchema = Type.Object({ id: Type.String(), name: Type.String(), description: Type.String(), hideInSummary: Type.Boolean(), spendable: Type.Boolean() });

export const LeaderboardDefinitionSchema = Type.Object({ id: Type.String(), name: Type.String(), description: Type.String(), pointNames: Type.Array(Type.String()) });

const settings = {
  myRank: Type.Optional(Type.Boolean({ default: true })),
  timeFrame: Type.Optional(Type.Union(LEADERBOARD_TIME_FRAMES.map((t) => Type.Literal(t)))),
  userSampling: Type.Optional(Type.Union(LEADERBOARD_USER_SAMPLINGS.map((s) => Type.Literal(s)))),
  brand: Type.Optional(Type.String({ pattern: '^[A-Z]{2,3}$' })),
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
  count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** The Location select's dealership (one of the caller's): sampling by dealership or region starts from it instead of the user's first. */
  dealership: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9-]{1,20}$' })),
};
export const LeaderboardQuerySchema = Type.Object(settings);
export const LeaderboardBodySchema = Type.Object({
  /** Which system leaderboard; 'overall' when omitted. */
  leaderboardId: Type.Optional(Type.String({ maxLength: 40 })),
  /** Accepted for the original call's shape; every leaderboard here is relative to the user. */
  contextual: Type.Optional(Type.Boolean()),
  ...settings,
}, { additionalProperties: false });

const EntrySchema = Type.Object({
  rank: Type.Integer(), points: Type.Integer(),
  user: Type.Object({ uuid: Type.String(), firstName: Type.String(), lastName: Type.String(), imageUrl: Type.String(), dealershipNumber: Type.String(), dealershipName: Type.String() }),
});
export const LeaderboardSchema = Type.Object({
  id: Type.String(), name: Type.String(), timeFrame: Type.String(), userSampling: Type.String(), brand: Type.Union([Type.String(), Type.Null()]),
  page: Type.Integer(), count: Type.Integer(), total: Type.Integer(), myRank: Type.Union([EntrySchema, Type.Null()]), users: Type.Array(EntrySchema),
});

export const ImageUploadedSchema = Type.Object({ imageUrl: Type.String() });
export const MarkedSchema = Type.Object({ marked: Type.Integer() });

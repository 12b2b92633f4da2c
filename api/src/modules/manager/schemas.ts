import { Type } from '@sinclair/typebox';
import { ACTIVITIES_DEFAULT_COUNT, ACTIVITIES_DEFAULT_PAGE } from '@rv/domain/dealer';
import { ActivitySchema, UserPointSchema } from '../rewards';

/** Shapes of the manager calls (dealer spec: entities and fields, manager data, /user/manager). */
export const ErrorSchema = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String(), field: Type.Optional(Type.String()) });
export const errorResponses = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

export const OverviewSchema = Type.Object({
  managedUsers: Type.Array(Type.Object({
    guid: Type.String(), username: Type.String(), firstName: Type.String(), lastName: Type.String(), email: Type.String(), registered: Type.Boolean(),
    dealershipNumber: Type.String(), dealershipName: Type.String(),
    /** The id for users/{id} calls of the rewards platform, and for people/{id} calls of the learning service. */
    gamificationId: Type.Union([Type.String(), Type.Null()]),
    learningId: Type.Union([Type.String(), Type.Null()]),
    points: Type.Array(UserPointSchema),
    levels: Type.Object({ sales_level: Type.String(), learning_level: Type.String(), user_level: Type.String() }),
  })),
  managedDealerships: Type.Array(Type.Object({ dealershipNumber: Type.String(), dealershipName: Type.String() })),
});

export const ManagerParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });
export const TeamActivitiesQuerySchema = Type.Object({
  /** Comma-separated guids of managed users; the whole team when omitted. */
  users: Type.Optional(Type.String({ maxLength: 4000 })),
  page: Type.Integer({ minimum: 0, maximum: 10_000, default: ACTIVITIES_DEFAULT_PAGE }),
  count: Type.Integer({ minimum: 1, maximum: 500, default: ACTIVITIES_DEFAULT_COUNT }),
  onlyBehaviours: Type.Boolean({ default: false }),
});

export const TeamActivitiesSchema = Type.Object({
  managerGuid: Type.String(),
  users: Type.Array(Type.Object({ guid: Type.String(), gamificationId: Type.Union([Type.String(), Type.Null()]), activities: Type.Array(ActivitySchema) })),
});

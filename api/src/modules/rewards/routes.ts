import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { ApiPlugin } from '../../app-types';
import { ORG_TAG_PREFIX, orgTag } from '@rv/domain/dealer';
import { HttpError, badRequest } from '../../http/errors';
import { authGuards, currentDealer, type AuthenticatedDealer } from '../auth';
import { userDealerships } from './dealerships';
import { accountFor, ownAccount } from './access';
import { findActivities } from './activities-repository';
import { imageRoutes } from './image-routes';
import { leaderboardRoutes } from './leaderboard-routes';
import { POINT_DEFINITIONS } from './points-catalogue';
import { ensureAccount } from './repository';
import {
  ActivitiesQuerySchema, ActivitySchema, CouponSchema, GamificationUserSchema, KpiSchema, MarkedSchema, NotificationSchema,
  PointDefinitionSchema, RewardSchema, UserParamsSchema, errorResponses,
} from './schemas';
import { awardedRewards, coupons, gamificationUser, kpis, markNotificationsRead, notifications, rewards, type RewardKind } from './service';

const BASE = '/mambo/v1/keystonerv_production';
type ActivitiesQuery = Static<typeof ActivitiesQuerySchema>;
const list = <T extends TSchema>(item: T) => ({ params: UserParamsSchema, response: { 200: Type.Array(item), ...errorResponses } });

/** The rewards platform calls of dealer spec (the calls) under /api/mambo/v1/keystonerv_production. */
export const rewardsRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);
  const { db } = ctx;
  const account = (request: Parameters<typeof currentDealer>[0], id: string) => accountFor(ctx, currentDealer(request), id);

  app.get('/mambo/v1/data/keystonerv_production/points', {
    preHandler: requireDealer, schema: { response: { 200: Type.Array(PointDefinitionSchema), ...errorResponses } },
  }, async () => [...POINT_DEFINITIONS]);

  // The account check of dealer spec (states and transitions): provisions the caller's account the first time.
  app.get(`${BASE}/user/validate`, {
    preHandler: requireDealer, schema: { response: { 200: GamificationUserSchema, ...errorResponses } },
  }, async (request) => gamificationUser(db, await ensureAccount(db, currentDealer(request).id)));

  app.get(`${BASE}/users/:id`, {
    preHandler: requireDealer, schema: { params: UserParamsSchema, response: { 200: GamificationUserSchema, ...errorResponses } },
  }, async (request) => gamificationUser(db, await account(request, request.params.id)));

  const activities = { params: UserParamsSchema, querystring: ActivitiesQuerySchema, response: { 200: Type.Array(ActivitySchema), ...errorResponses } };
  const tagsOf = (text?: string) => (text ? text.split(',').map((t) => t.trim()).filter(Boolean) : undefined);

  app.get(`${BASE}/users/:id/activities`, { preHandler: requireDealer, schema: activities }, async (request) => {
    const target = await account(request, request.params.id);
    const { page, count, onlyBehaviours, tags } = request.query;
    return findActivities(db, { userIds: [target.userId], tags: tagsOf(tags), onlyBehaviours, page, count });
  });

  // The dealership feeds: activities carrying the caller's org tags, never another dealership's.
  // Without tags, the feed is the user's own dealership (its first org_ tag, dealer spec (validation rules)).
  const feed = async (dealer: AuthenticatedDealer, id: string, query: ActivitiesQuery, tagsRequired: boolean) => {
    const target = await accountFor(ctx, dealer, id);
    const mine = dealer.organizations.map((o) => orgTag(o.dealershipNumber));
    const tags = tagsOf(query.tags);
    const foreign = tags?.find((t) => t.startsWith(ORG_TAG_PREFIX) && !mine.includes(t));
    if (foreign) throw new HttpError(403, `Tag ${foreign} is not one of your dealerships.`);
    if (tagsRequired && !tags?.length) throw badRequest('querystring.tags is required', 'tags');
    const own = (await userDealerships(db, target.userId))[0];
    const { page, count, onlyBehaviours } = query;
    return findActivities(db, { tags: tags ?? [orgTag(own?.dealershipNumber ?? '')], anyTags: mine, onlyBehaviours, page, count });
  };
  app.get(`${BASE}/users/:id/activities/users`, { preHandler: requireDealer, schema: activities },
    async (request) => feed(currentDealer(request), request.params.id, request.query, false));
  app.get(`${BASE}/users/:id/activities/tagged`, { preHandler: requireDealer, schema: activities },
    async (request) => feed(currentDealer(request), request.params.id, request.query, true));

  app.get(`${BASE}/users/:id/coupons`, { preHandler: requireDealer, schema: list(CouponSchema) }, async (request) => coupons(db, await account(request, request.params.id)));
  app.get(`${BASE}/users/:id/kpis`, { preHandler: requireDealer, schema: list(KpiSchema) }, async (request) => kpis(db, await account(request, request.params.id)));
  app.get(`${BASE}/users/:id/notifications`, { preHandler: requireDealer, schema: list(NotificationSchema) }, async (request) => notifications(db, await account(request, request.params.id)));
  app.post(`${BASE}/users/:id/notifications/read`, {
    preHandler: requireDealer, schema: { params: UserParamsSchema, response: { 200: MarkedSchema, ...errorResponses } },
  }, async (request) => ({ marked: await markNotificationsRead(db, await ownAccount(ctx, currentDealer(request), request.params.id)) }));

  const forUser = (path: string, kinds: RewardKind[]) => app.get(`${BASE}/users/:id/${path}`, { preHandler: requireDealer, schema: list(RewardSchema) },
    async (request) => rewards(db, await account(request, request.params.id), kinds));
  const definitions = (path: string, kinds: RewardKind[]) => app.get(`${BASE}/users/:id/${path}`, { preHandler: requireDealer, schema: list(RewardSchema) },
    async (request) => {
      await account(request, request.params.id);
      return rewards(db, null, kinds);
    });
  app.get(`${BASE}/users/:id/rewards`, { preHandler: requireDealer, schema: list(RewardSchema) }, async (request) => awardedRewards(db, await account(request, request.params.id)));
  definitions('rewards/all', ['level', 'achievement', 'mission']);
  forUser('rewards/achievements', ['achievement']);
  definitions('achievements/all', ['achievement']);
  forUser('levels', ['level']);
  definitions('levels/all', ['level']);
  forUser('missions', ['mission']);
  definitions('missions/all', ['mission']);

  await app.register(leaderboardRoutes, ctx);
  await app.register(imageRoutes, ctx);
};

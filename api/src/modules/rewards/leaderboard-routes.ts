import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../../app-types';
import { authGuards, currentDealer } from '../auth';
import { accountFor } from './access';
import { SYSTEM_LEADERBOARDS, leaderboard } from './leaderboard';
import { LeaderboardBodySchema, LeaderboardDefinitionSchema, LeaderboardQuerySchema, LeaderboardSchema, UserParamsSchema, errorResponses } from './schemas';

const BASE = '/mambo/v1/keystonerv_production/users/:id';

/** Leaderboards (spec dealer §3, §7, §9): the system list, one board by id, and the lookup with settings. */
export const leaderboardRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);

  app.get(`${BASE}/leaderboards/system`, {
    preHandler: requireDealer, schema: { params: UserParamsSchema, response: { 200: Type.Array(LeaderboardDefinitionSchema), ...errorResponses } },
  }, async (request) => {
    await accountFor(ctx, currentDealer(request), request.params.id);
    return SYSTEM_LEADERBOARDS.map((b) => ({ ...b, pointNames: [...b.pointNames] }));
  });

  app.get(`${BASE}/leaderboards/:leaderboardId`, {
    preHandler: requireDealer,
    schema: { params: Type.Object({ id: Type.String(), leaderboardId: Type.String() }), querystring: LeaderboardQuerySchema, response: { 200: LeaderboardSchema, ...errorResponses } },
  }, async (request) => {
    const account = await accountFor(ctx, currentDealer(request), request.params.id);
    return leaderboard(ctx.db, account, { ...request.query, leaderboardId: request.params.leaderboardId });
  });

  app.post(`${BASE}/leaderboard`, {
    preHandler: requireDealer,
    schema: { params: UserParamsSchema, body: LeaderboardBodySchema, response: { 200: LeaderboardSchema, ...errorResponses } },
  }, async (request) => {
    const account = await accountFor(ctx, currentDealer(request), request.params.id);
    return leaderboard(ctx.db, account, request.body ?? {});
  });
};

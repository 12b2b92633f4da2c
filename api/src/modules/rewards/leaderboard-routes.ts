import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../../app-types';
import { authGuards, currentDealer, requireDealership, type AuthenticatedDealer } from '../auth';
import { accountFor } from './access';
import { SYSTEM_LEADERBOARDS, leaderboard } from './leaderboard';
import { LeaderboardBodySchema, LeaderboardDefinitionSchema, LeaderboardQuerySchema, LeaderboardSchema, UserParamsSchema, errorResponses } from './schemas';

const BASE = '/mambo/v1/keystonerv_production/users/:id';

/** A Location-select dealership must be one of the caller's (403 'This dealership is not one of yours.'). */
function checkDealership(dealer: AuthenticatedDealer, dealership: string | undefined): void {
  if (dealership) requireDealership(dealer, dealership);
}

/** Leaderboards (dealer spec: entities and fields; the calls; constants and limits): the system list, one board by id, and the lookup with settings. */
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
    checkDealership(currentDealer(request), request.query.dealership);
    const account = await accountFor(ctx, currentDealer(request), request.params.id);
    return leaderboard(ctx.db, account, { ...request.query, leaderboardId: request.params.leaderboardId });
  });

  app.post(`${BASE}/leaderboard`, {
    preHandler: requireDealer,
    schema: { params: UserParamsSchema, body: LeaderboardBodySchema, response: { 200: LeaderboardSchema, ...errorResponses } },
  }, async (request) => {
    checkDealership(currentDealer(request), request.body?.dealership);
    const account = await accountFor(ctx, currentDealer(request), request.params.id);
    return leaderboard(ctx.db, account, request.body ?? {});
  });
};

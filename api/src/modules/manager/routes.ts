import type { ApiPlugin } from '../../app-types';
import { authGuards, currentDealer } from '../auth';
import { ManagerParamsSchema, OverviewSchema, TeamActivitiesQuerySchema, TeamActivitiesSchema, errorResponses } from './schemas';
import { overview, teamActivities } from './service';
import { teamRoutes } from './team-routes';

/** The manager calls of dealer spec (the calls) under /api/user/manager; managers only (userType MANAGER). */
export const managerRoutes: ApiPlugin = async (app, ctx) => {
  const { requireManager } = authGuards(ctx);

  app.get('/user/manager/overview', { preHandler: requireManager, schema: { response: { 200: OverviewSchema, ...errorResponses } } },
    async (request) => overview(ctx, currentDealer(request)));

  app.get('/user/manager/:id/users/activities', {
    preHandler: requireManager, schema: { params: ManagerParamsSchema, querystring: TeamActivitiesQuerySchema, response: { 200: TeamActivitiesSchema, ...errorResponses } },
  }, async (request) => teamActivities(ctx, currentDealer(request), request.params.id, request.query));

  teamRoutes(app, ctx);
};

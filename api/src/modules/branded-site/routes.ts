import type { ApiPlugin } from '../../app-types';
import { authGuards, currentDealer } from '../auth';
import { BrandedSiteUserSchema, UserAuthTokenSchema, errorResponses } from './schemas';
import { brandedSiteUser, userAuthToken } from './service';

/** The branded-site (reward shop) calls of dealer spec (the calls) under /api/brightsites/v2. */
export const brandedSiteRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);

  app.get('/brightsites/v2/user/validate', { preHandler: requireDealer, schema: { response: { 200: BrandedSiteUserSchema, ...errorResponses } } },
    async (request) => brandedSiteUser(ctx, currentDealer(request)));

  // Never cached: each answer carries a fresh single sign-on token.
  app.get('/brightsites/v2/user/user-auth-token', { preHandler: requireDealer, schema: { response: { 200: UserAuthTokenSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return userAuthToken(ctx, currentDealer(request));
    });
};

import type { ApiPlugin } from '../../app-types';
import { HttpError, errorBody } from '../../http/errors';
import { AUTH_MESSAGES } from '@rv/domain/auth';
import { SIGN_IN_SCHEMA } from '@rv/domain/account';
import { checkBody } from '../../http/body-schema';
import { accountRoutes } from './account-routes';
import { staffRoutes } from './staff';
import { staffAdminRoutes } from './staff-admin';
import { authGuards, bearerToken, currentDealer } from './guards';
import {
  LoggedInUserSchema, LoginTokenIssuedSchema, LoginTokenQuerySchema, LogoutBodySchema, RefreshBodySchema, SignInBodySchema,
  TokenInfoSchema, errorResponses,
} from './schemas';
import { issueLoginToken, logout, refresh, signIn, signInWithLoginToken } from './service';

/** The session calls of dealer spec (the calls) "Auth" under /api/auth, plus POST /api/auth/logout. */
export const authRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);

  // Dealer spec (error catalogue): auth failures show the server's message, 'System Unavailable' when there is
  // none; client errors go on to the API's own handler unchanged.
  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (error instanceof HttpError || (error as { validation?: unknown }).validation || (status >= 400 && status < 500)) throw error;
    request.log.error({ err: error }, 'auth call failed');
    return reply.status(503).send(errorBody(503, AUTH_MESSAGES.systemUnavailable));
  });

  app.post('/auth/signin', {
    schema: { body: SignInBodySchema, response: { 200: LoggedInUserSchema, ...errorResponses } },
  }, async (request, reply) => {
    checkBody(SIGN_IN_SCHEMA, request.body);
    const { user, deviceCookie } = await signIn(ctx, request.body, { ip: request.ip, cookieHeader: request.headers.cookie });
    return reply.header('Set-Cookie', deviceCookie).send(user);
  });

  app.get('/auth/signin/single-use-login-token', {
    schema: { querystring: LoginTokenQuerySchema, response: { 200: LoggedInUserSchema, ...errorResponses } },
  }, async (request) => signInWithLoginToken(ctx, request.query.token, request.query.context, request.ip));

  app.post('/auth/signin/single-use-login-token', {
    preHandler: requireDealer,
    schema: { response: { 201: LoginTokenIssuedSchema, ...errorResponses } },
  }, async (request, reply) => reply.status(201).send(await issueLoginToken(ctx, currentDealer(request).id)));

  app.get('/auth/token', {
    preHandler: requireDealer,
    schema: { response: { 200: TokenInfoSchema, ...errorResponses } },
  }, async (request) => {
    const dealer = currentDealer(request);
    return { username: dealer.username, roles: dealer.roles, exp: dealer.tokenExp };
  });

  app.post('/auth/token/refresh', {
    schema: { body: RefreshBodySchema, response: { 200: LoggedInUserSchema, ...errorResponses } },
  }, async (request) => refresh(ctx, request.body.refreshToken));

  app.post('/auth/logout', {
    // Logging out must work with no body at all (only the bearer token), as clients often send none.
    preValidation: async (request) => {
      request.body ??= {};
    },
    schema: { body: LogoutBodySchema, response: { 204: { type: 'null' }, ...errorResponses } },
  }, async (request, reply) => {
    await logout(ctx, { accessToken: bearerToken(request), refreshToken: request.body.refreshToken });
    return reply.status(204).send();
  });

  await app.register(accountRoutes, ctx);
  await app.register(staffRoutes, ctx);
  await app.register(staffAdminRoutes, ctx);
};

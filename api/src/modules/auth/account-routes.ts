import type { FastifyRequest } from 'fastify';
import { PROFILE_SCHEMA, REGISTRATION_SCHEMA, SET_PASSWORD_SCHEMA, USERNAME_SCHEMA } from '@rv/domain/account';
import type { ApiPlugin } from '../../app-types';
import { checkBody } from '../../http/body-schema';
import { checkUsername, inspectLinkToken, register, requestLink, resetPassword, setMyAttribute, updateMe } from './account-service';
import { authGuards, bearerToken, currentDealer } from './guards';
import { LINK_SENT } from './messages';
import { findUserById, type UserRecord } from './repository';
import {
  AttributeBodySchema, DealerUserSchema, LinkRequestBodySchema, LinkSentSchema, LinkTokenQuerySchema, LoggedInUserSchema,
  PasswordBodySchema, RegisterBodySchema, TokenInfoSchema, UpdateMeBodySchema, UsernameCheckSchema, UsernameParamsSchema,
  errorResponses,
} from './schemas';

/**
 * Registration, password reset and the user's own account (dealer spec: the calls, "Auth"). Each body is
 * checked with the Yup schema of the portal form that sends it, so the 400 says what the form says.
 */
export const accountRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);
  // Dealer spec (the calls): for password routes the token comes from the token query parameter.
  const linkToken = (request: FastifyRequest<{ Querystring: { token?: string } }>) => request.query.token || bearerToken(request);
  const me = async (request: FastifyRequest) => (await findUserById(ctx.db, currentDealer(request).id)) as UserRecord;

  app.post('/auth/register/token', {
    schema: { body: LinkRequestBodySchema, response: { 202: LinkSentSchema, ...errorResponses } },
  }, async (request, reply) => {
    checkBody(USERNAME_SCHEMA, request.body);
    await requestLink(ctx, 'REGISTRATION', request.body.username, request.ip);
    return reply.status(202).send({ message: LINK_SENT.registration });
  });

  app.get('/auth/username/:username', {
    schema: { params: UsernameParamsSchema, response: { 200: UsernameCheckSchema, ...errorResponses } },
  }, async (request) => {
    checkBody(USERNAME_SCHEMA, request.params);
    return checkUsername(ctx, request.params.username, request.ip);
  });

  app.post('/auth/register', {
    schema: { querystring: LinkTokenQuerySchema, body: RegisterBodySchema, response: { 200: LoggedInUserSchema, ...errorResponses } },
  }, async (request) => {
    // Names are stored as the schema reads them: trimmed.
    return register(ctx, linkToken(request), { ...request.body, ...checkBody(REGISTRATION_SCHEMA, request.body) });
  });

  app.post('/auth/password/token', {
    schema: { body: LinkRequestBodySchema, response: { 202: LinkSentSchema, ...errorResponses } },
  }, async (request, reply) => {
    checkBody(USERNAME_SCHEMA, request.body);
    await requestLink(ctx, 'PASSWORDRESET', request.body.username, request.ip);
    return reply.status(202).send({ message: LINK_SENT.passwordReset });
  });

  app.get('/auth/password/token', {
    schema: { querystring: LinkTokenQuerySchema, response: { 200: TokenInfoSchema, ...errorResponses } },
  }, async (request) => inspectLinkToken(ctx, linkToken(request)));

  app.put('/auth/password', {
    schema: { querystring: LinkTokenQuerySchema, body: PasswordBodySchema, response: { 200: LoggedInUserSchema, ...errorResponses } },
  }, async (request) => {
    checkBody(SET_PASSWORD_SCHEMA, request.body);
    return resetPassword(ctx, linkToken(request), request.body);
  });

  app.get('/auth/me', {
    preHandler: requireDealer,
    schema: { response: { 200: DealerUserSchema, ...errorResponses } },
  }, async (request) => currentDealer(request));

  app.put('/auth/me', {
    preHandler: requireDealer,
    schema: { body: UpdateMeBodySchema, response: { 200: DealerUserSchema, ...errorResponses } },
  }, async (request) => {
    const names = checkBody(PROFILE_SCHEMA, request.body);
    return updateMe(ctx, await me(request), names);
  });

  app.put('/auth/me/attribute', {
    preHandler: requireDealer,
    schema: { body: AttributeBodySchema, response: { 200: DealerUserSchema, ...errorResponses } },
  }, async (request) => setMyAttribute(ctx, await me(request), request.body.code, request.body.value));
};

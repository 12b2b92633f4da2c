import { Type } from '@sinclair/typebox';
import { NORTHPASS_INVALID_UUID } from '@rv/domain/dealer';
import { paramErrorsAs } from '../../http/spec-param-errors';
import type { ApiPlugin } from '../../app-types';
import { authGuards, currentDealer } from '../auth';
import { CompletionParamsSchema, CompletionSchema, CourseSchema, GroupParamsSchema, GroupSchema, IdParamsSchema, LearningPathSchema, PersonSchema, errorResponses } from './schemas';
import { completeCourse, course, group, learningPaths, personFor, personView, validatePerson } from './service';

const BASE = '/northpass/v1';

/** The learning service calls of dealer spec (the calls) under /api/northpass/v1, plus completing a course. */
export const trainingRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);
  // Signed in first, then a malformed id is the spec's 'Invalid Northpass uuid' (400) before it reaches SQL.
  const withId = { preHandler: [requireDealer, paramErrorsAs(NORTHPASS_INVALID_UUID)], attachValidation: true };

  app.get(`${BASE}/krv/people/validate`, { preHandler: requireDealer, schema: { response: { 200: PersonSchema, ...errorResponses } } },
    async (request) => validatePerson(ctx, currentDealer(request)));

  app.get(`${BASE}/people/:id`, { ...withId, schema: { params: IdParamsSchema, response: { 200: PersonSchema, ...errorResponses } } },
    async (request) => personView(ctx, await personFor(ctx, currentDealer(request), request.params.id)));

  app.get(`${BASE}/people/:id/learning_paths`, {
    ...withId, schema: { params: IdParamsSchema, response: { 200: Type.Array(LearningPathSchema), ...errorResponses } },
  }, async (request) => learningPaths(ctx, await personFor(ctx, currentDealer(request), request.params.id)));

  app.get(`${BASE}/courses/:id`, { ...withId, schema: { params: IdParamsSchema, response: { 200: CourseSchema, ...errorResponses } } },
    async (request) => course(ctx, currentDealer(request), request.params.id));

  app.get(`${BASE}/groups/:id`, { ...withId, schema: { params: GroupParamsSchema, response: { 200: GroupSchema, ...errorResponses } } },
    async (request) => group(ctx, currentDealer(request), request.params.id));

  // Not in the spec's list: the course page's "complete" button needs it.
  app.post(`${BASE}/people/:id/courses/:courseId/completion`, {
    ...withId, schema: { params: CompletionParamsSchema, response: { 200: CompletionSchema, ...errorResponses } },
  }, async (request) => completeCourse(ctx, currentDealer(request), request.params.id, request.params.courseId));
};

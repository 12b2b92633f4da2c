import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../../app-types';
import { authGuards, currentDealer } from '../auth';
import { CompletionParamsSchema, CompletionSchema, CourseSchema, GroupSchema, IdParamsSchema, LearningPathSchema, PersonSchema, errorResponses } from './schemas';
import { completeCourse, course, group, learningPaths, personFor, personView, validatePerson } from './service';

const BASE = '/northpass/v1';

/** The learning service calls of spec dealer §7 under /api/northpass/v1, plus completing a course. */
export const trainingRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);

  app.get(`${BASE}/krv/people/validate`, { preHandler: requireDealer, schema: { response: { 200: PersonSchema, ...errorResponses } } },
    async (request) => validatePerson(ctx, currentDealer(request)));

  app.get(`${BASE}/people/:id`, { preHandler: requireDealer, schema: { params: IdParamsSchema, response: { 200: PersonSchema, ...errorResponses } } },
    async (request) => personView(ctx, await personFor(ctx, currentDealer(request), request.params.id)));

  app.get(`${BASE}/people/:id/learning_paths`, {
    preHandler: requireDealer, schema: { params: IdParamsSchema, response: { 200: Type.Array(LearningPathSchema), ...errorResponses } },
  }, async (request) => learningPaths(ctx, await personFor(ctx, currentDealer(request), request.params.id)));

  app.get(`${BASE}/courses/:id`, { preHandler: requireDealer, schema: { params: IdParamsSchema, response: { 200: CourseSchema, ...errorResponses } } },
    async (request) => course(ctx, currentDealer(request), request.params.id));

  app.get(`${BASE}/groups/:id`, { preHandler: requireDealer, schema: { params: IdParamsSchema, response: { 200: GroupSchema, ...errorResponses } } },
    async (request) => group(ctx, currentDealer(request), request.params.id));

  // Not in the spec's list: the course page's "complete" button needs it (issue 11).
  app.post(`${BASE}/people/:id/courses/:courseId/completion`, {
    preHandler: requireDealer, schema: { params: CompletionParamsSchema, response: { 200: CompletionSchema, ...errorResponses } },
  }, async (request) => completeCourse(ctx, currentDealer(request), request.params.id, request.params.courseId));
};

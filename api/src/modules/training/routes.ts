import { Type } from '@sinclair/typebox';
import { NORTHPASS_INVALID_UUID } from '@rv/domain/dealer';
import { paramErrorsAs } from '../../http/spec-param-errors';
import { pathCertificate } from './certificate';
import { attemptQuiz } from './quiz';
import { myRequiredCourses } from './required-courses';
import type { ApiPlugin } from '../../app-types';
import { authGuards, currentDealer } from '../auth';
import { CertificateParamsSchema, CompletionParamsSchema, CourseSchema, QuizAttemptBodySchema, QuizAttemptSchema, GroupParamsSchema, GroupSchema, IdParamsSchema, LearningPathSchema, MyRequiredCoursesSchema, PersonSchema, errorResponses } from './schemas';
import { course, group, learningPaths, personFor, personView, validatePerson } from './service';

const BASE = '/northpass/v1';

/** The learning service calls of dealer spec (the calls) under /api/northpass/v1, plus completing a course. */
export const trainingRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);
  // Signed in first, then a malformed id is the spec's 'Invalid Northpass uuid' (400) before it reaches SQL.
  const withId = { preHandler: [requireDealer, paramErrorsAs(NORTHPASS_INVALID_UUID)], attachValidation: true };

  app.get(`${BASE}/krv/people/validate`, { preHandler: requireDealer, schema: { response: { 200: PersonSchema, ...errorResponses } } },
    async (request) => validatePerson(ctx, currentDealer(request)));

  // Not in the spec's list: the required courses managers assigned to the caller, overdue ones marked.
  app.get(`${BASE}/krv/required-courses`, { preHandler: requireDealer, schema: { response: { 200: MyRequiredCoursesSchema, ...errorResponses } } },
    async (request) => myRequiredCourses(ctx, currentDealer(request)));

  app.get(`${BASE}/people/:id`, { ...withId, schema: { params: IdParamsSchema, response: { 200: PersonSchema, ...errorResponses } } },
    async (request) => personView(ctx, await personFor(ctx, currentDealer(request), request.params.id)));

  app.get(`${BASE}/people/:id/learning_paths`, {
    ...withId, schema: { params: IdParamsSchema, response: { 200: Type.Array(LearningPathSchema), ...errorResponses } },
  }, async (request) => learningPaths(ctx, await personFor(ctx, currentDealer(request), request.params.id)));

  app.get(`${BASE}/courses/:id`, { ...withId, schema: { params: IdParamsSchema, response: { 200: CourseSchema, ...errorResponses } } },
    async (request) => course(ctx, currentDealer(request), request.params.id));

  app.get(`${BASE}/groups/:id`, { ...withId, schema: { params: GroupParamsSchema, response: { 200: GroupSchema, ...errorResponses } } },
    async (request) => group(ctx, currentDealer(request), request.params.id));

  // Not in the spec's list: a course is completed by passing its quiz (a failure answers 200 with passed false).
  app.post(`${BASE}/people/:id/courses/:courseId/quiz-attempts`, {
    ...withId, schema: { params: CompletionParamsSchema, body: QuizAttemptBodySchema, response: { 200: QuizAttemptSchema, ...errorResponses } },
  }, async (request) => attemptQuiz(ctx, currentDealer(request), request.params.id, request.params.courseId, request.body.answers));

  app.get(`${BASE}/people/:id/learning_paths/:pathId/certificate`, {
    ...withId, schema: { params: CertificateParamsSchema },
  }, async (request, reply) => {
    const { bytes, fileName } = await pathCertificate(ctx, currentDealer(request), request.params.id, request.params.pathId);
    return reply.header('cache-control', 'private, no-store').type('application/pdf').header('content-disposition', `attachment; filename="${fileName}"`).send(bytes);
  });
};

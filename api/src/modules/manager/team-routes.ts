import type { ApiContext, TypedApp } from '../../app-types';
import { authGuards, currentDealer } from '../auth';
import { remind, teamClaims } from './team-claims';
import { assignRequiredCourse, teamRequiredCourses } from './team-courses';
import { teamReport, teamReportCsv, teamVisibility } from './team-report';
import {
  AssignBodySchema, AssignedSchema, LocationQuerySchema, ReminderBodySchema, ReminderSchema, ReportQuerySchema, TeamClaimsSchema, TeamReportSchema,
  TeamRequiredCoursesSchema, VisibilityBodySchema, VisibilitySchema, teamErrors,
} from './team-schemas';

const TEAM = '/user/manager/team';

/** The manager's team calls at one location: managers only (403), and only the locations they manage (404). */
export function teamRoutes(app: TypedApp, ctx: ApiContext) {
  const { requireManager } = authGuards(ctx);
  const noStore = { 'cache-control': 'private, no-store' };

  app.get(`${TEAM}/claims`, { preHandler: requireManager, schema: { querystring: LocationQuerySchema, response: { 200: TeamClaimsSchema, ...teamErrors } } },
    async (request) => teamClaims(ctx, currentDealer(request), request.query.dealership));

  app.post(`${TEAM}/reminders`, { preHandler: requireManager, schema: { body: ReminderBodySchema, response: { 200: ReminderSchema, ...teamErrors } } },
    async (request) => remind(ctx, currentDealer(request), request.body));

  app.get(`${TEAM}/required-courses`, { preHandler: requireManager, schema: { querystring: LocationQuerySchema, response: { 200: TeamRequiredCoursesSchema, ...teamErrors } } },
    async (request) => teamRequiredCourses(ctx, currentDealer(request), request.query.dealership));

  app.post(`${TEAM}/required-courses`, { preHandler: requireManager, schema: { body: AssignBodySchema, response: { 201: AssignedSchema, ...teamErrors } } },
    async (request, reply) => reply.status(201).send(await assignRequiredCourse(ctx, currentDealer(request), request.body)));

  app.get(`${TEAM}/report`, { preHandler: requireManager, schema: { querystring: ReportQuerySchema, response: { 200: TeamReportSchema, ...teamErrors } } },
    async (request, reply) => reply.headers(noStore).send(await teamReport(ctx, currentDealer(request), request.query)));

  app.get(`${TEAM}/report.csv`, { preHandler: requireManager, schema: { querystring: ReportQuerySchema } }, async (request, reply) => {
    const { csv, fileName } = await teamReportCsv(ctx, currentDealer(request), request.query);
    return reply.headers(noStore).type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
  });

  app.get(`${TEAM}/visibility`, { preHandler: requireManager, schema: { querystring: LocationQuerySchema, response: { 200: VisibilitySchema, ...teamErrors } } },
    async (request) => teamVisibility(ctx, currentDealer(request), request.query.dealership));

  app.put(`${TEAM}/visibility`, { preHandler: requireManager, schema: { body: VisibilityBodySchema, response: { 200: VisibilitySchema, ...teamErrors } } },
    async (request) => teamVisibility(ctx, currentDealer(request), request.body.dealership, request.body.colleagueDetailsVisible));
}

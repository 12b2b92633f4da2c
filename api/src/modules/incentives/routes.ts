import type { ApiPlugin } from '../../app-types';
import { authGuards, currentDealer } from '../auth';
import {
  AlertMarkedSchema, ClaimResultSchema, IncentiveUserSchema, LinesQuerySchema, ProgramLineSchema, ProgramLinesSchema, RecordParamsSchema,
  StatsSchema, errorResponses,
} from './schemas';
import { claim, incentiveUser, lineDetails, linesOfList, markAlert, queryLines, stats } from './service';

const BASE = '/ax/v1';

/** The incentive system calls of spec dealer §7 under /api/ax/v1; every one needs a dealer's bearer token. */
export const incentivesRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);

  app.get(`${BASE}/user`, { preHandler: requireDealer, schema: { response: { 200: IncentiveUserSchema, ...errorResponses } } },
    async (request) => incentiveUser(currentDealer(request)));

  // A GET that changes state, as the spec's call is; it is guarded and idempotent in effect (a second claim is refused).
  app.get(`${BASE}/spiff/claim/:id`, { preHandler: requireDealer, schema: { params: RecordParamsSchema, response: { 200: ClaimResultSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return claim(ctx, currentDealer(request), request.params.id);
    });

  app.get(`${BASE}/alert/mark/:id`, { preHandler: requireDealer, schema: { params: RecordParamsSchema, response: { 200: AlertMarkedSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return markAlert(ctx, currentDealer(request), request.params.id);
    });

  app.get(`${BASE}/lines/stats/all`, { preHandler: requireDealer, schema: { response: { 200: StatsSchema, ...errorResponses } } },
    async (request) => stats(ctx, currentDealer(request)));

  for (const list of ['approved', 'processed', 'pending', 'completed'] as const) {
    app.get(`${BASE}/lines/${list}`, { preHandler: requireDealer, schema: { response: { 200: ProgramLinesSchema, ...errorResponses } } },
      async (request) => linesOfList(ctx, currentDealer(request), list));
  }

  app.get(`${BASE}/lines`, { preHandler: requireDealer, schema: { querystring: LinesQuerySchema, response: { 200: ProgramLinesSchema, ...errorResponses } } },
    async (request) => {
      const { salesPersonId, expired, ...rest } = request.query;
      return queryLines(ctx, currentDealer(request), { ...rest, salespersonId: salesPersonId, expired: expired === undefined ? undefined : expired === 'true' });
    });

  app.get(`${BASE}/lines/details/:id`, { preHandler: requireDealer, schema: { params: RecordParamsSchema, response: { 200: ProgramLineSchema, ...errorResponses } } },
    async (request) => lineDetails(ctx, currentDealer(request), request.params.id));
};

import { BILL_OF_SALE_MESSAGES } from '@rv/domain/dealer';
import type { ApiPlugin } from '../../app-types';
import { badRequest } from '../../http/errors';
import { authGuards, currentDealer } from '../auth';
import type { AuthGuard } from '../auth';
import {
  AlertMarkedSchema, DealershipQuerySchema, IncentiveUserSchema, LinesQuerySchema, ProgramLineSchema, ProgramLinesSchema, RecordParamsSchema,
  StatsSchema, errorResponses,
} from './schemas';
import { incentiveUser, lineDetails, linesOfList, markAlert, queryLines, requireSpiffsEnabled, stats } from './service';

const BASE = '/ax/v1';

/** The incentive system calls of dealer spec (the calls) under /api/ax/v1; every one needs a dealer's bearer token. */
export const incentivesRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);
  // Every lines and claims call needs the spiff right (no DISABLE_SPIFFS on the user's organizations);
  // only GET /user answers everyone, since it is how the portal learns whether spiffs are on.
  const requireSpiffs: AuthGuard = async (request, reply) => {
    await requireDealer(request, reply);
    requireSpiffsEnabled(currentDealer(request));
  };

  app.get(`${BASE}/user`, { preHandler: requireDealer, schema: { response: { 200: IncentiveUserSchema, ...errorResponses } } },
    async (request) => incentiveUser(currentDealer(request)));

  // The spec's claim call carried no proof; a claim now needs its bill of sale (POST /api/programs/lines/{id}/claim).
  app.get(`${BASE}/spiff/claim/:id`, { preHandler: requireSpiffs, schema: { params: RecordParamsSchema, response: errorResponses } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      throw badRequest(BILL_OF_SALE_MESSAGES.missing, 'billOfSale');
    });

  app.get(`${BASE}/alert/mark/:id`, { preHandler: requireSpiffs, schema: { params: RecordParamsSchema, response: { 200: AlertMarkedSchema, ...errorResponses } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return markAlert(ctx, currentDealer(request), request.params.id);
    });

  app.get(`${BASE}/lines/stats/all`, { preHandler: requireSpiffs, schema: { querystring: DealershipQuerySchema, response: { 200: StatsSchema, ...errorResponses } } },
    async (request) => stats(ctx, currentDealer(request), request.query.dealership));

  for (const list of ['approved', 'processed', 'pending', 'completed'] as const) {
    app.get(`${BASE}/lines/${list}`, { preHandler: requireSpiffs, schema: { querystring: DealershipQuerySchema, response: { 200: ProgramLinesSchema, ...errorResponses } } },
      async (request) => linesOfList(ctx, currentDealer(request), list, request.query.dealership));
  }

  app.get(`${BASE}/lines`, { preHandler: requireSpiffs, schema: { querystring: LinesQuerySchema, response: { 200: ProgramLinesSchema, ...errorResponses } } },
    async (request) => {
      const { salesPersonId, expired, ...rest } = request.query;
      return queryLines(ctx, currentDealer(request), { ...rest, salespersonId: salesPersonId, expired: expired === undefined ? undefined : expired === 'true' });
    });

  app.get(`${BASE}/lines/details/:id`, { preHandler: requireSpiffs, schema: { params: RecordParamsSchema, response: { 200: ProgramLineSchema, ...errorResponses } } },
    async (request) => lineDetails(ctx, currentDealer(request), request.params.id));
};

import { LEAD_BRANDS } from '@rv/domain';
import type { ApiPlugin } from '../../app-types';
import { badRequest } from '../../http/errors';
import { authGuards, currentDealer, requireDealership, requireStaff } from '../auth';
import { leadSettings, updateLeadSettings, upsertDealerLeadSettings } from './repository';
import {
  AssignBodySchema, DealerPreferencesBodySchema, LeadDetailSchema, LeadListQuerySchema, LeadListSchema, LeadParamsSchema, LeadSettingsSchema,
  NoteBodySchema, ReportQuerySchema, ReportSchema, StatusBodySchema,
} from './schemas';
import { leadReport, leadReportCsv, reportRange } from './report';
import { addNote, assign, changeStatus, leadDetail, listLeads } from './service';

/** The dealership's leads inbox under /api/dealer/leads, and the maker's report under /api/maker/leads (staff, sales role). */
export const leadRoutes: ApiPlugin = async (app, ctx) => {
  const { db } = ctx;
  const { requireDealer, requireManager } = authGuards(ctx);
  const requireSales = requireStaff(ctx, 'sales');

  app.get('/dealer/leads', { preHandler: requireDealer, schema: { querystring: LeadListQuerySchema, response: { 200: LeadListSchema } } },
    async (request) => listLeads(db, currentDealer(request), request.query.status));

  app.get('/dealer/leads/:id', { preHandler: requireDealer, schema: { params: LeadParamsSchema, response: { 200: LeadDetailSchema } } },
    async (request) => leadDetail(db, currentDealer(request), request.params.id));

  app.post('/dealer/leads/:id/status', { preHandler: requireDealer, schema: { params: LeadParamsSchema, body: StatusBodySchema, response: { 200: LeadDetailSchema } } },
    async (request) => changeStatus(db, currentDealer(request), request.params.id, request.body));

  app.post('/dealer/leads/:id/notes', { preHandler: requireDealer, schema: { params: LeadParamsSchema, body: NoteBodySchema, response: { 200: LeadDetailSchema } } },
    async (request) => addNote(db, currentDealer(request), request.params.id, request.body.body));

  app.put('/dealer/leads/:id/assignee', { preHandler: requireManager, schema: { params: LeadParamsSchema, body: AssignBodySchema, response: { 200: LeadDetailSchema } } },
    async (request) => assign(db, currentDealer(request), request.params.id, request.body));

  // A manager's lead preferences for one of their dealerships: taking leads at all, brands opted out of, leads a day.
  app.put('/dealer/leads/preferences', { preHandler: requireManager, schema: { body: DealerPreferencesBodySchema } }, async (request, reply) => {
    const body = request.body;
    requireDealership(currentDealer(request), body.dealershipNumber);
    const unknown = body.optedOutBrands.find((code) => !LEAD_BRANDS.some((b) => b.code === code));
    if (unknown) throw badRequest(`"${unknown}" is not a brand that takes leads.`, 'optedOutBrands');
    await upsertDealerLeadSettings(db, body.dealershipNumber, { active: body.acceptsLeads, optedOutBrands: body.optedOutBrands, dailyCapacity: body.dailyCapacity });
    return reply.status(204).send();
  });

  app.get('/maker/leads/settings', { preHandler: requireSales, schema: { response: { 200: LeadSettingsSchema } } }, async () => leadSettings(db));
  app.put('/maker/leads/settings', { preHandler: requireSales, schema: { body: LeadSettingsSchema, response: { 200: LeadSettingsSchema } } }, async (request) => {
    await updateLeadSettings(db, request.body);
    return leadSettings(db);
  });

  app.get('/maker/leads/report', { preHandler: requireSales, schema: { querystring: ReportQuerySchema, response: { 200: ReportSchema } } },
    async (request) => leadReport(db, reportRange(request.query)));

  app.get('/maker/leads/report.csv', { preHandler: requireSales, schema: { querystring: ReportQuerySchema } }, async (request, reply) => reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="leads-report.csv"')
    .send(await leadReportCsv(db, reportRange(request.query))));
};

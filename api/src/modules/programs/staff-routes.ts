import { Type } from '@sinclair/typebox';
import type { ApiPlugin } from '../../app-types';
import { HttpError } from '../../http/errors';
import { UploadStore } from '../../uploads/upload-store';
import { authGuards, bearerToken, requireStaff, type AuthGuard } from '../auth';
import {
  BatchBodySchema, BatchSchema, BulkBodySchema, BulkResultSchema, CsvQuerySchema, ProgramBodySchema, ProgramParams, ProgramSchema, RecordParams,
  RejectBodySchema, StaffLineSchema, errorResponses,
} from './schemas';
import { sendDocument } from './send-document';
import { createProgram, endProgramNow, programs } from './program-admin';
import { approveClaim, bulkApprove, payBatch, payableLines, paymentsCsv, rejectClaim, reviewQueue, staffDocument } from './service';

const BASE = '/programs/staff';

/** The maker's program staff (role `program`): programs, the review queue, decisions and payment batches. */
export const staffProgramRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);
  const staffOnly = requireStaff(ctx, 'program');
  // A dealer's own token is refused as such (403), not as a missing sign-in: the call is not theirs to make.
  const requireProgramStaff: AuthGuard = async (request, reply) => {
    try {
      await staffOnly(request, reply);
    } catch (error) {
      const dealer = error instanceof HttpError && error.statusCode === 401 && bearerToken(request)
        && await requireDealer(request, reply).then(() => true, () => false);
      if (dealer) throw new HttpError(403, 'Only the maker\'s program staff may do this.');
      throw error;
    }
  };
  const store = new UploadStore(ctx.config.uploadDir);
  const staffName = (request: { staff?: { username: string } }) => request.staff?.username ?? '';
  const lines = { 200: Type.Array(StaffLineSchema), ...errorResponses };

  app.get(`${BASE}/programs`, { preHandler: requireProgramStaff, schema: { response: { 200: Type.Array(ProgramSchema), ...errorResponses } } },
    async () => programs(ctx));
  app.post(`${BASE}/programs`, { preHandler: requireProgramStaff, schema: { body: ProgramBodySchema, response: { 200: ProgramSchema, ...errorResponses } } },
    async (request) => createProgram(ctx, staffName(request), request.body));
  app.post(`${BASE}/programs/:id/end`, { preHandler: requireProgramStaff, schema: { params: ProgramParams, response: { 200: ProgramSchema, ...errorResponses } } },
    async (request) => endProgramNow(ctx, request.params.id));

  app.get(`${BASE}/queue`, { preHandler: requireProgramStaff, schema: { response: lines } }, async () => reviewQueue(ctx));
  app.get(`${BASE}/payable`, { preHandler: requireProgramStaff, schema: { response: lines } }, async () => payableLines(ctx));
  app.get(`${BASE}/lines/:id/bill-of-sale`, { preHandler: requireProgramStaff, schema: { params: RecordParams } },
    async (request, reply) => sendDocument(store, await staffDocument(ctx, request.params.id), reply));

  app.post(`${BASE}/lines/:id/approve`, { preHandler: requireProgramStaff, schema: { params: RecordParams, response: { 200: StaffLineSchema, ...errorResponses } } },
    async (request) => approveClaim(ctx, staffName(request), request.params.id));
  app.post(`${BASE}/lines/:id/reject`, { preHandler: requireProgramStaff, schema: { params: RecordParams, body: RejectBodySchema, response: { 200: StaffLineSchema, ...errorResponses } } },
    async (request) => rejectClaim(ctx, staffName(request), request.params.id, request.body.reason));
  app.post(`${BASE}/lines/approve`, { preHandler: requireProgramStaff, schema: { body: BulkBodySchema, response: { 200: BulkResultSchema, ...errorResponses } } },
    async (request) => bulkApprove(ctx, staffName(request), request.body.recordIds));

  app.post(`${BASE}/payment-batches`, { preHandler: requireProgramStaff, schema: { body: BatchBodySchema, response: { 200: BatchSchema, ...errorResponses } } },
    async (request) => payBatch(ctx, staffName(request), request.body));
  app.get(`${BASE}/payments.csv`, { preHandler: requireProgramStaff, schema: { querystring: CsvQuerySchema } }, async (request, reply) =>
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="program-payments.csv"')
      .send(await paymentsCsv(ctx, request.query.batch ?? null)));
};

import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { BILL_OF_SALE_IMAGE_TYPES, BILL_OF_SALE_MESSAGES, MAX_BILL_OF_SALE_BYTES } from '@rv/domain/dealer';
import type { ApiPlugin } from '../../app-types';
import { HttpError, badRequest } from '../../http/errors';
import { acceptAnyBodyUnread, multipartBadRequest, refuseDeclaredOversize, stopReadingOnRefusal } from '../../uploads/multipart-body';
import { receiveDocument, type ReceivedDocument } from '../../uploads/receive-document';
import type { ImageRules } from '../../uploads/receive-image';
import { UploadStore } from '../../uploads/upload-store';
import { authGuards, currentDealer } from '../auth';
import { ProgramLineSchema } from '../incentives';
import {
  CatalogueUnitSchema, ClaimedSchema, RecordParams, RegisteredSaleSchema, SaleBodySchema, SaleSchema, errorResponses, uploadErrors,
} from './schemas';
import { claimWithProof, dealerDocument, dealershipSales, dispute, registerSale, saleCatalogue } from './service';
import { staffProgramRoutes } from './staff-routes';
import { sendDocument } from './send-document';

const DOCUMENT_RULES: ImageRules = {
  area: 'bills-of-sale',
  allowed: [...BILL_OF_SALE_IMAGE_TYPES],
  tooLarge: () => new HttpError(413, BILL_OF_SALE_MESSAGES.tooLarge, 'billOfSale'),
  wrongType: () => new HttpError(415, BILL_OF_SALE_MESSAGES.wrongType, 'billOfSale'),
};

/** Dealer programs under /api/programs: sales by VIN, claims with a bill of sale, disputes; staff calls under /api/programs/staff. */
export const programsRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);
  const store = new UploadStore(ctx.config.uploadDir);
  await app.register(multipart, { limits: { fileSize: MAX_BILL_OF_SALE_BYTES, files: 1, fields: 4, parts: 5 }, throwFileSizeLimit: false });
  acceptAnyBodyUnread(app);

  app.get('/programs/catalogue', { preHandler: requireDealer, schema: { response: { 200: Type.Array(CatalogueUnitSchema), ...errorResponses } } },
    async (request) => saleCatalogue(ctx, currentDealer(request)));

  app.get('/programs/sales', { preHandler: requireDealer, schema: { response: { 200: Type.Array(SaleSchema), ...errorResponses } } },
    async (request) => dealershipSales(ctx, currentDealer(request)));

  app.post('/programs/sales', { preHandler: requireDealer, schema: { body: SaleBodySchema, response: { 200: RegisteredSaleSchema, ...errorResponses } } },
    async (request) => registerSale(ctx, currentDealer(request), request.body));

  /** A claim or dispute: one multipart file part (the bill of sale), verified and kept before the line moves. */
  const withDocument = <T>(move: (c: typeof ctx, d: ReturnType<typeof currentDealer>, id: string, doc: ReceivedDocument) => Promise<T>) =>
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<T> => {
    const kept: ReceivedDocument[] = [];
    try {
      refuseDeclaredOversize(request, MAX_BILL_OF_SALE_BYTES + 64 * 1024, DOCUMENT_RULES.tooLarge);
      return await move(ctx, currentDealer(request), request.params.id, await readDocument(request, store, kept));
    } catch (error) {
      await Promise.all(kept.map((d) => store.remove(d.storageKey)));
      stopReadingOnRefusal(request, reply);
      throw multipartBadRequest(error) ?? error;
    }
  };
  app.post('/programs/lines/:id/claim', { preHandler: requireDealer, schema: { params: RecordParams, response: { 200: ClaimedSchema, ...uploadErrors } } },
    withDocument(claimWithProof));
  app.post('/programs/lines/:id/dispute', { preHandler: requireDealer, schema: { params: RecordParams, response: { 200: ProgramLineSchema, ...uploadErrors } } },
    withDocument(dispute));

  app.get('/programs/lines/:id/bill-of-sale', { preHandler: requireDealer, schema: { params: RecordParams } },
    async (request, reply) => sendDocument(store, await dealerDocument(ctx, currentDealer(request), request.params.id), reply));

  await app.register(staffProgramRoutes, ctx);
};

async function readDocument(request: FastifyRequest, store: UploadStore, kept: ReceivedDocument[]): Promise<ReceivedDocument> {
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const document = await receiveDocument(part, store, DOCUMENT_RULES);
    if (document) kept.push(document);
  }
  if (!kept[0]) throw badRequest(BILL_OF_SALE_MESSAGES.missing, 'billOfSale');
  return kept[0];
}

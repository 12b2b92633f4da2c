import type { ApiPlugin } from '../../app-types';
import { notFound } from '../../http/errors';
import { checkPage, checkPageSize, checkType } from './guards';
import { ContentDocumentSchema, DocumentPageSchema, DocumentQuerySchema, TypeUidParamsSchema } from './schemas';
import { findByType, findFirstOfType, findOne } from './repository';
import { Type } from '@sinclair/typebox';

/** The read-only content query API (spec consumer §7 "Content service"). */
export const contentRoutes: ApiPlugin = async (app, { db }) => {
  app.get('/content/v1/documents', {
    schema: { querystring: DocumentQuerySchema, response: { 200: DocumentPageSchema } },
  }, async (request) => {
    const type = checkType(request.query.type);
    const page = checkPage(request.query.page);
    const pageSize = checkPageSize(request.query.pageSize);
    const { results, total } = await findByType(db, type, page, pageSize);
    return {
      page,
      results_per_page: pageSize,
      total_results_size: total,
      total_pages: Math.ceil(total / pageSize),
      results,
    };
  });

  app.get('/content/v1/documents/:type/:uid', {
    schema: { params: TypeUidParamsSchema, response: { 200: ContentDocumentSchema } },
  }, async (request) => {
    const doc = await findOne(db, request.params.type, request.params.uid);
    if (!doc) throw notFound(`No ${request.params.type} document with uid "${request.params.uid}".`);
    return doc;
  });

  app.get('/content/v1/single/:type', {
    schema: { params: Type.Object({ type: Type.String({ minLength: 1, maxLength: 100 }) }), response: { 200: ContentDocumentSchema } },
  }, async (request) => {
    const doc = await findFirstOfType(db, request.params.type);
    if (!doc) throw notFound(`No ${request.params.type} document exists.`);
    return doc;
  });
};

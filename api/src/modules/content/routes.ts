import type { FastifyRequest } from 'fastify';
import type { ApiPlugin } from '../../app-types';
import { previewDocument, previewOf, withPreview } from './preview';
import { notFound } from '../../http/errors';
import {
  checkFetchLinks, checkFields, checkPage, checkPageSize, checkQuery, checkTags, checkType, checkTypes, checkUid, checkUids, totalPages,
} from './guards';
import { findBrokenLinks, findByType, findManyByUid, findOne, findSingle, searchDocuments, type StoredDocument } from './repository';
import {
  BrokenLinksSchema, ByUidQuerySchema, ContentDocumentSchema, DocumentListSchema, DocumentPageSchema, DocumentQuerySchema,
  errors, ReadQuerySchema, SearchQuerySchema, TypeParamsSchema, TypeUidParamsSchema,
} from './schemas';
import { SINGLE_UIDS, toApiDocuments } from './service';
import { responseCacheFor } from '../../http/response-cache';

/** The read-only content query API (consumer spec: the calls, "Content service"), guards of the spec's validation rules. */
export const contentRoutes: ApiPlugin = async (app, { db, config }) => {
  // Answers kept as sent until a write to content_documents moves the content revision (measured under load).
  const cached = responseCacheFor(db).route(['content']);
  // A studio preview's page render reads with the draft of its document in place (never cached: it is authorized).
  const previewed = async (request: FastifyRequest) => {
    const claim = previewOf(config.jwtSecret, request.headers.authorization);
    return claim ? previewDocument(db, claim) : null;
  };
  const read = (query: { fields?: string[]; fetchLinks?: string[] }) => ({
    fields: checkFields(query.fields), fetchLinks: checkFetchLinks(query.fetchLinks), companySlug: config.companySlug,
  });
  const paged = async (docs: StoredDocument[], total: number, page: number, pageSize: number, options: ReturnType<typeof read>) => ({
    page,
    results_per_page: pageSize,
    results_size: docs.length,
    total_results_size: total,
    total_pages: totalPages(total, pageSize),
    results: await toApiDocuments(db, docs, options),
  });

  app.get('/content/v1/documents', {
    schema: { querystring: DocumentQuerySchema, response: { 200: DocumentPageSchema, ...errors } }, ...cached,
  }, async (request) => {
    const type = checkType(request.query.type);
    const page = checkPage(request.query.page);
    const pageSize = checkPageSize(request.query.pageSize);
    const options = read(request.query);
    const { results, total } = await findByType(db, { type, page, pageSize, tags: checkTags(request.query.tags) });
    return paged(withPreview(results, await previewed(request)), total, page, pageSize, options);
  });

  app.get('/content/v1/documents/:type/:uid', {
    schema: { params: TypeUidParamsSchema, querystring: ReadQuerySchema, response: { 200: ContentDocumentSchema, ...errors } }, ...cached,
  }, async (request) => {
    const type = checkType(request.params.type);
    const uid = checkUid(request.params.uid);
    const options = read(request.query);
    const [doc] = withPreview([await findOne(db, type, uid)].filter((d) => d !== null), await previewed(request), { type, uid });
    if (!doc) throw notFound(`No ${type} document with uid "${uid}".`);
    return (await toApiDocuments(db, [doc], options))[0];
  });

  app.get('/content/v1/by-uid', {
    schema: { querystring: ByUidQuerySchema, response: { 200: DocumentListSchema, ...errors } }, ...cached,
  }, async (request) => {
    const type = checkType(request.query.type);
    const uids = checkUids(request.query.uids);
    const options = read(request.query);
    return { results: await toApiDocuments(db, withPreview(await findManyByUid(db, type, uids), await previewed(request)), options) };
  });

  app.get('/content/v1/single/:type', {
    schema: { params: TypeParamsSchema, querystring: ReadQuerySchema, response: { 200: ContentDocumentSchema, ...errors } }, ...cached,
  }, async (request) => {
    const type = checkType(request.params.type);
    const options = read(request.query);
    const [doc] = withPreview([await findSingle(db, type, SINGLE_UIDS[type])].filter((d) => d !== null), await previewed(request));
    if (!doc) throw notFound(`No ${type} document exists.`);
    return (await toApiDocuments(db, [doc], options))[0];
  });

  app.get('/content/v1/search', {
    schema: { querystring: SearchQuerySchema, response: { 200: DocumentPageSchema, ...errors } }, ...cached,
  }, async (request) => {
    const text = checkQuery(request.query.q);
    const types = checkTypes(request.query.types);
    const page = checkPage(request.query.page);
    const pageSize = checkPageSize(request.query.pageSize);
    const options = read(request.query);
    const { results, total } = await searchDocuments(db, { text, types, page, pageSize });
    return paged(results, total, page, pageSize, options);
  });

  app.get('/content/v1/broken-links', { schema: { response: { 200: BrokenLinksSchema } } }, async () => ({
    results: (await findBrokenLinks(db)).map((row) => ({
      source: { id: row.source_id, type: row.source_type, uid: row.source_uid },
      target: { type: row.target_type, uid: row.target_uid },
    })),
  }));
};

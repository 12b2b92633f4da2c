import { Type } from '@sinclair/typebox';
import { CONTENT_TYPES, type StudioStatus } from '@rv/domain/content';
import { STUDIO_PERMISSIONS, STUDIO_STATUSES, UID_SCHEMA, diffDocumentData } from '@rv/domain/studio';
import type { ApiPlugin } from '../../../app-types';
import { badRequest } from '../../../http/errors';
import { requireStaff } from '../../auth';
import { previewAuthorization } from '../preview';
import { documentUrl } from '../service';
import { missingLinks } from './link-check';
import { staffRoleRoutes } from './staff-roles';
import { AUDIT_PAGE_SIZE, adoptPublished, auditPage, linkTargets, listDocuments, listVersions, saveAutosave } from './repository';
import {
  cancelSchedule, createDocument, publishDocument, requireDocument, requireVersion, rollBack, saveDocument, scheduleDocument,
  studioDocument, toSummary, toVersion, unpublishDocument,
} from './service';
import { studioMediaRoutes } from './media-routes';

const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 300 }) });
const IdVersion = Type.Object({ id: Type.String({ minLength: 1, maxLength: 300 }), version: Type.Integer({ minimum: 1 }) });
const Data = Type.Record(Type.String(), Type.Unknown());
const Version = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const Tags = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 });
const Page = Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 }));

const checkedType = (type: string | undefined) => {
  if (type !== undefined && !(CONTENT_TYPES as readonly string[]).includes(type)) throw badRequest(`"${type}" is not a document type.`, 'type');
  return type;
};

/** The content studio's API under /api/studio: staff only, never cached, each call as its role allows. */
export const studioRoutes: ApiPlugin = async (app, ctx) => {
  const { db, config } = ctx;
  const read = { preHandler: requireStaff(ctx, STUDIO_PERMISSIONS.read) };
  const edit = { preHandler: requireStaff(ctx, STUDIO_PERMISSIONS.edit) };
  const publish = { preHandler: requireStaff(ctx, STUDIO_PERMISSIONS.publish) };
  const admin = { preHandler: requireStaff(ctx, STUDIO_PERMISSIONS.admin) };
  const staffName = (request: { staff?: { username: string } }) => request.staff!.username;
  // A studio answer is one staff member's view of unpublished work: never kept by a browser, proxy or the response cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await staffRoleRoutes(app, ctx);

  app.get('/studio/documents', {
    ...read,
    schema: { querystring: Type.Object({
      type: Type.Optional(Type.String({ maxLength: 64 })), q: Type.Optional(Type.String({ maxLength: 200 })), tag: Type.Optional(Type.String({ maxLength: 100 })),
      status: Type.Optional(Type.Union(STUDIO_STATUSES.map((s) => Type.Literal(s)))), page: Page, pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    }) },
  }, async (request) => {
    const { q, tag, status } = request.query;
    const page = request.query.page ?? 1;
    const pageSize = request.query.pageSize ?? 20;
    await adoptPublished(db);
    const { rows, total } = await listDocuments(db, { type: checkedType(request.query.type), q: q?.trim() || undefined, tag, status: status as StudioStatus | undefined, page, pageSize });
    return { results: rows.map(toSummary), page, pageSize, total };
  });

  app.post('/studio/documents', {
    ...edit, schema: { body: Type.Object({ type: Type.String({ maxLength: 64 }), uid: Type.String({ maxLength: 200 }), data: Data, tags: Type.Optional(Tags) }) },
  }, async (request, reply) => {
    const type = checkedType(request.body.type)!;
    try {
      UID_SCHEMA.validateSync(request.body.uid);
    } catch (error) {
      throw badRequest((error as Error).message, 'uid');
    }
    const id = await createDocument(db, config.companySlug, staffName(request), { ...request.body, type });
    return reply.status(201).send(await studioDocument(db, id, staffName(request)));
  });

  app.get('/studio/documents/:id', { ...read, schema: { params: Id } }, async (request) => studioDocument(db, request.params.id, staffName(request)));

  app.put('/studio/documents/:id', {
    ...edit, schema: { params: Id, body: Type.Object({ baseVersion: Version, data: Data, tags: Type.Optional(Tags) }) },
  }, async (request) => {
    await saveDocument(db, config.companySlug, request.params.id, staffName(request), request.body);
    return studioDocument(db, request.params.id, staffName(request));
  });

  app.put('/studio/documents/:id/autosave', {
    ...edit, schema: { params: Id, body: Type.Object({ baseVersion: Version, data: Data }) },
  }, async (request, reply) => {
    await requireDocument(db, request.params.id);
    await saveAutosave(db, request.params.id, staffName(request), request.body.baseVersion, request.body.data);
    return reply.status(204).send();
  });

  app.get('/studio/documents/:id/versions', { ...read, schema: { params: Id } }, async (request) => {
    await requireDocument(db, request.params.id);
    return { results: (await listVersions(db, request.params.id)).map(toVersion) };
  });

  app.get('/studio/documents/:id/versions/:version', { ...read, schema: { params: IdVersion } }, async (request) => {
    await requireDocument(db, request.params.id);
    const version = await requireVersion(db, request.params.id, request.params.version);
    return { ...toVersion(version), data: version.data };
  });

  app.get('/studio/documents/:id/diff', {
    ...read, schema: { params: Id, querystring: Type.Object({ from: Type.Integer({ minimum: 1 }), to: Type.Integer({ minimum: 1 }) }) },
  }, async (request) => {
    const { id } = request.params;
    await requireDocument(db, id);
    const [from, to] = [await requireVersion(db, id, request.query.from), await requireVersion(db, id, request.query.to)];
    return { from: from.version, to: to.version, changes: diffDocumentData(from.data, to.data) };
  });

  app.post('/studio/documents/:id/rollback', {
    ...publish, schema: { params: Id, body: Type.Object({ version: Type.Integer({ minimum: 1 }), baseVersion: Version, publish: Type.Optional(Type.Boolean()) }) },
  }, async (request) => {
    await rollBack(db, request.params.id, staffName(request), request.body);
    return studioDocument(db, request.params.id, staffName(request));
  });

  app.post('/studio/documents/:id/publish', {
    ...publish, schema: { params: Id, body: Type.Object({ version: Type.Optional(Type.Integer({ minimum: 1 })) }) },
  }, async (request) => {
    await publishDocument(db, request.params.id, staffName(request), request.body.version);
    return studioDocument(db, request.params.id, staffName(request));
  });

  app.post('/studio/documents/:id/unpublish', { ...publish, schema: { params: Id } }, async (request) => {
    await unpublishDocument(db, request.params.id, staffName(request));
    return studioDocument(db, request.params.id, staffName(request));
  });

  app.post('/studio/documents/:id/schedule', {
    ...publish, schema: { params: Id, body: Type.Object({ at: Type.String({ maxLength: 40 }), version: Type.Optional(Type.Integer({ minimum: 1 })) }) },
  }, async (request) => {
    await scheduleDocument(db, request.params.id, staffName(request), request.body.at, request.body.version);
    return studioDocument(db, request.params.id, staffName(request));
  });

  app.delete('/studio/documents/:id/schedule', { ...publish, schema: { params: Id } }, async (request) => {
    await cancelSchedule(db, request.params.id, staffName(request));
    return studioDocument(db, request.params.id, staffName(request));
  });

  // The draft drawn by the server renderer exactly as the site draws the page (the renderer reads the
  // draft in place of the published version); staff only, never cached.
  app.get('/studio/documents/:id/preview', {
    ...read, schema: { params: Id, querystring: Type.Object({ version: Type.Optional(Type.Integer({ minimum: 1 })) }) },
  }, async (request, reply) => {
    const row = await requireDocument(db, request.params.id);
    const version = await requireVersion(db, row.id, request.query.version ?? row.latest_version);
    const page = await app.inject({
      method: 'GET', url: documentUrl({ ...row, data: version.data }, config.companySlug),
      headers: { authorization: previewAuthorization(config.jwtSecret, row.id, version.version), accept: 'text/html' },
    });
    return reply.status(page.statusCode).type('text/html; charset=utf-8').header('x-robots-tag', 'noindex').send(page.body);
  });

  app.get('/studio/link-targets', {
    ...read, schema: { querystring: Type.Object({ q: Type.String({ maxLength: 200 }), type: Type.Optional(Type.String({ maxLength: 64 })) }) },
  }, async (request) => {
    await adoptPublished(db);
    const rows = await linkTargets(db, request.query.q.trim(), checkedType(request.query.type));
    return { results: rows.map((row) => ({ type: row.type, uid: row.uid, title: row.title, url: documentUrl(row, config.companySlug) })) };
  });

  // The studio's form asks which of its links lead nowhere (by lookup key), to refuse them as a save would.
  app.post('/studio/link-check', {
    ...read, schema: { body: Type.Object({ keys: Type.Array(Type.String({ maxLength: 500 }), { maxItems: 500 }) }) },
  }, async (request) => ({ missing: [...(await missingLinks(db, config.companySlug, request.body.keys))] }));

  app.get('/studio/audit', {
    ...admin, schema: { querystring: Type.Object({ documentId: Type.Optional(Type.String({ maxLength: 300 })), actor: Type.Optional(Type.String({ maxLength: 200 })), page: Page }) },
  }, async (request) => {
    const page = request.query.page ?? 1;
    const { rows, total } = await auditPage(db, { ...request.query, page });
    return {
      page, total, pageSize: AUDIT_PAGE_SIZE,
      results: rows.map((row) => ({
        id: Number(row.id), at: row.at.toISOString(), actor: row.actor, action: row.action, documentId: row.document_id, version: row.version, detail: row.detail, subject: row.subject,
      })),
    };
  });

  // Registered last, in its own scope: its multipart parser is for the upload alone, under the no-store hook above.
  await app.register(studioMediaRoutes, ctx);
};

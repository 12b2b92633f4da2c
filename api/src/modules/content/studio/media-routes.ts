import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  MAX_MEDIA_BYTES, MEDIA_EXTENSIONS, MEDIA_IMAGE_TYPES, MEDIA_MESSAGES, MEDIA_UPLOAD_FIELDS, MEDIA_UPLOAD_SCHEMA, STUDIO_PERMISSIONS,
  type MediaImageType,
} from '@rv/domain/studio';
import type { ApiPlugin } from '../../../app-types';
import { checkBody } from '../../../http/body-schema';
import { badRequest, notFound } from '../../../http/errors';
import { acceptAnyBodyUnread, multipartBadRequest, refuseDeclaredOversize, stopReadingOnRefusal } from '../../../uploads/multipart-body';
import { receiveImage, type ImageRules, type ReceivedImage } from '../../../uploads/receive-image';
import { UploadStore } from '../../../uploads/upload-store';
import { requireStaff } from '../../auth';
import { MEDIA_PAGE_SIZE, findMedia, insertMedia, mediaPage, toMediaItem } from './media-repository';
import { audit } from './repository';

const RULES: ImageRules = {
  area: 'studio-media',
  allowed: MEDIA_IMAGE_TYPES,
  tooLarge: () => badRequest(MEDIA_MESSAGES.tooLarge, MEDIA_UPLOAD_FIELDS.file),
  wrongType: () => badRequest(MEDIA_MESSAGES.wrongType, MEDIA_UPLOAD_FIELDS.file),
};
/** The image, its alt text and the multipart framing: a body declaring more is refused unread. */
const MAX_BODY_BYTES = MAX_MEDIA_BYTES + 64 * 1024;
const ALT_ONLY = MEDIA_UPLOAD_SCHEMA.pick([MEDIA_UPLOAD_FIELDS.alt]);

/**
 * The media library under /api/studio/media: every content role lists it; editors upload (an image is
 * part of a draft, and drafts are theirs). An upload goes through the forms' verified path: streamed to
 * disk within 12 MB, its bytes checked as the image they claim to be (no polyglot, no trailing bytes,
 * every pixel decoded), then kept under a generated name; each one is audited.
 */
export const studioMediaRoutes: ApiPlugin = async (app, ctx) => {
  const store = new UploadStore(ctx.config.uploadDir);
  await app.register(multipart, { limits: { fileSize: MAX_MEDIA_BYTES, files: 1, fields: 2, fieldSize: 4096, parts: 3 }, throwFileSizeLimit: false });
  acceptAnyBodyUnread(app);

  app.get('/studio/media', {
    preHandler: requireStaff(ctx, STUDIO_PERMISSIONS.read),
    schema: { querystring: Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })) }) },
  }, async (request) => {
    const page = request.query.page ?? 1;
    const { rows, total } = await mediaPage(ctx.db, page);
    return { results: rows.map(toMediaItem), page, pageSize: MEDIA_PAGE_SIZE, total };
  });

  app.post('/studio/media', { preHandler: requireStaff(ctx, STUDIO_PERMISSIONS.edit) }, async (request, reply) => {
    const kept: ReceivedImage[] = [];
    try {
      refuseDeclaredOversize(request, MAX_BODY_BYTES, RULES.tooLarge);
      const { alt, image } = await readUpload(request, store, kept);
      const { width = null, height = null } = await sharp(store.pathOf(image.storageKey)).metadata();
      const actor = request.staff!.username;
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await insertMedia(tx, {
          id: randomUUID(), storage_key: image.storageKey, content_type: image.contentType as MediaImageType, byte_size: image.byteSize,
          sha256: image.sha256, width, height, alt, file_name: image.displayName, uploaded_by: actor,
        });
        await audit(tx, { actor, action: 'media-uploaded', documentId: null, version: null, detail: `${inserted.file_name} (${inserted.id}): ${alt}` });
        return inserted;
      });
      return reply.status(201).send(toMediaItem(row));
    } catch (error) {
      await Promise.all(kept.map((image) => store.remove(image.storageKey)));
      stopReadingOnRefusal(request, reply);
      throw multipartBadRequest(error) ?? error;
    }
  });
};

/**
 * The alt text and the one image, kept (added to `kept` at once). Alt text sent before the file (as the
 * studio sends it) is checked before the file is read, so an upload without one costs no disk or decode.
 */
async function readUpload(request: FastifyRequest, store: UploadStore, kept: ReceivedImage[]): Promise<{ alt: string; image: ReceivedImage }> {
  let alt: string | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === MEDIA_UPLOAD_FIELDS.alt) alt = String(part.value);
    } else if (part.fieldname === MEDIA_UPLOAD_FIELDS.file) {
      if (alt !== undefined) checkBody(ALT_ONLY, { alt });
      const image = await receiveImage(part, store, RULES);
      if (image) kept.push(image);
    } else {
      part.file.resume(); // a file under another name is read past, never kept
      await finished(part.file);
    }
  }
  const image = kept[0];
  const checked = checkBody(MEDIA_UPLOAD_SCHEMA, { alt, file: image && { size: image.byteSize, type: image.contentType } });
  return { alt: checked.alt, image };
}

const FILE_NAME = `^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\\.(${Object.values(MEDIA_EXTENSIONS).join('|')})$`;
/** An image's bytes never change under its address (a new upload is a new id), so browsers and proxies keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The media library's images for everyone at /api/media/library/<id>.<ext>: the site shows them once a page using one is published. */
export const mediaLibraryFileRoutes: ApiPlugin = async (app, ctx) => {
  const store = new UploadStore(ctx.config.uploadDir);
  app.get('/media/library/:file', {
    schema: { params: Type.Object({ file: Type.String({ pattern: FILE_NAME, description: 'the image id and the extension of its type, e.g. 0b6f…e1.png' }) }) },
  }, async (request, reply) => {
    const [id, extension] = request.params.file.split('.');
    const row = await findMedia(ctx.db, id);
    if (!row || MEDIA_EXTENSIONS[row.content_type] !== extension) throw notFound(`No media library image "${request.params.file}".`);
    const file = store.pathOf(row.storage_key);
    const size = await stat(file).then((s) => s.size, (error: unknown) => {
      request.log.warn({ err: error, key: row.storage_key }, 'a media library file could not be read');
      return null;
    });
    if (size === null) throw notFound(`No media library image "${request.params.file}".`);
    const etag = `"${row.sha256}"`;
    reply.header('cache-control', IMMUTABLE).header('etag', etag).header('x-content-type-options', 'nosniff');
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(row.content_type).header('content-length', size).send(store.openRead(row.storage_key));
  });
};

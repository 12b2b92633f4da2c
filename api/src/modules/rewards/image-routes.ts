import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_TYPES } from '@rv/domain/dealer';
import type { ApiPlugin } from '../../app-types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { acceptAnyBodyUnread, multipartBadRequest, refuseDeclaredOversize, stopReadingOnRefusal } from '../../uploads/multipart-body';
import { receiveImage, type ImageRules, type ReceivedImage } from '../../uploads/receive-image';
import { UploadStore } from '../../uploads/upload-store';
import { authGuards, currentDealer } from '../auth';
import { ownAccount } from './access';
import { findProfileImage, saveProfileImage } from './profile-images';
import { findAccountByUuid } from './repository';
import { ImageUploadedSchema, UserParamsSchema, errorResponses } from './schemas';
import { imageUrlOf } from './service';

const BASE = '/mambo/v1/keystonerv_production/users/:id/image';

const IMAGE_RULES: ImageRules = {
  area: 'profile-images',
  allowed: [...PROFILE_IMAGE_TYPES],
  tooLarge: () => new HttpError(413, `image must be at most ${MAX_PROFILE_IMAGE_BYTES / 1024 / 1024} MB`, 'image'),
  wrongType: () => new HttpError(415, 'image must be a PNG, JPEG, GIF or WebP image', 'image'),
};

/**
 * The image upload URL of dealer spec (the calls): multipart/form-data with one file part (any field name).
 * The file streams to disk, is verified as the image its bytes claim, and is served from the same URL;
 * the database keeps only its metadata.
 */
export const imageRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);
  const store = new UploadStore(ctx.config.uploadDir);
  await app.register(multipart, { limits: { fileSize: MAX_PROFILE_IMAGE_BYTES, files: 1, fields: 2, parts: 3 }, throwFileSizeLimit: false });
  acceptAnyBodyUnread(app);

  app.post(BASE, {
    preHandler: requireDealer,
    schema: { params: UserParamsSchema, response: { 200: ImageUploadedSchema, ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] } },
  }, async (request, reply) => {
    const account = await ownAccount(ctx, currentDealer(request), request.params.id);
    const kept: ReceivedImage[] = [];
    let previousKey: string | null;
    try {
      refuseDeclaredOversize(request, MAX_PROFILE_IMAGE_BYTES + 64 * 1024, IMAGE_RULES.tooLarge);
      previousKey = await saveProfileImage(ctx.db, account.userId, await readImage(request, store, kept));
    } catch (error) {
      await Promise.all(kept.map((image) => store.remove(image.storageKey)));
      stopReadingOnRefusal(request, reply);
      throw multipartBadRequest(error) ?? error;
    }
    // The new image is stored: the one it replaces can go (a failure here only leaves a stray file).
    if (previousKey) await store.remove(previousKey).catch((error) => request.log.warn({ err: error }, 'could not remove a replaced profile image'));
    return { imageUrl: imageUrlOf((await findAccountByUuid(ctx.db, account.uuid)) ?? account) };
  });

  // Any signed-in dealer may see a profile image: leaderboards show other dealerships' users too.
  // <img> cannot send the bearer token, so the portal fetches it and shows an object URL.
  app.get(BASE, { preHandler: requireDealer, schema: { params: UserParamsSchema } }, async (request, reply) => {
    const account = /^[0-9a-f-]{36}$/i.test(request.params.id) ? await findAccountByUuid(ctx.db, request.params.id.toLowerCase()) : null;
    const image = account ? await findProfileImage(ctx.db, account.userId) : undefined;
    const content = image && (image.storage_key ? await readKept(store, image.storage_key, request) : image.content);
    if (!image || !content) throw notFound('No image for this user.');
    return reply.header('content-type', image.content_type).header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff')
      .send(Buffer.from(content));
  });
};

/** The one file part, verified and kept (added to `kept` at once); the whole body is read, so a second file or a cut is seen. */
async function readImage(request: FastifyRequest, store: UploadStore, kept: ReceivedImage[]): Promise<ReceivedImage> {
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    const image = await receiveImage(part, store, IMAGE_RULES);
    if (image) kept.push(image);
  }
  if (!kept[0]) throw badRequest('image is required', 'image');
  return kept[0];
}

/** A kept file, or undefined (logged) when it is missing, e.g. on a replica without the shared upload volume. */
function readKept(store: UploadStore, key: string, request: FastifyRequest): Promise<Buffer | undefined> {
  return store.read(key).catch((error: unknown) => {
    request.log.warn({ err: error, key }, 'a stored profile image file could not be read');
    return undefined;
  });
}

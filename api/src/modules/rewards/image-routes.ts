import multipart from '@fastify/multipart';
import { sniffImageType } from '@rv/shared-lib/forms/image-upload';
import type { ApiPlugin } from '../../app-types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { authGuards, currentDealer } from '../auth';
import { ownAccount } from './access';
import { findAccountByUuid } from './repository';
import { ImageUploadedSchema, UserParamsSchema, errorResponses } from './schemas';
import { imageUrlOf } from './service';

const BASE = '/mambo/v1/keystonerv_production/users/:id/image';

/** A profile image is small: 2 MB is ample for an avatar and keeps rows in the database small. */
export const MAX_PROFILE_IMAGE_BYTES = 2 * 1024 * 1024;
const ALLOWED = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/**
 * The image upload URL of spec dealer §7: multipart/form-data with one file part (any field name).
 * The bytes decide the type; the image is stored in the database and served from the same URL.
 */
export const imageRoutes: ApiPlugin = async (app, ctx) => {
  const { requireDealer } = authGuards(ctx);
  await app.register(multipart, { limits: { fileSize: MAX_PROFILE_IMAGE_BYTES, files: 1, fields: 2, parts: 3 }, throwFileSizeLimit: false });

  app.post(BASE, {
    preHandler: requireDealer,
    schema: { params: UserParamsSchema, response: { 200: ImageUploadedSchema, ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] } },
  }, async (request) => {
    const account = await ownAccount(ctx, currentDealer(request), request.params.id);
    if (!request.isMultipart()) throw new HttpError(415, 'Send the image as multipart/form-data.');
    const file = await request.file();
    if (!file) throw badRequest('image is required', 'image');
    const content = await file.toBuffer();
    if (file.file.truncated) throw new HttpError(413, `image must be at most ${MAX_PROFILE_IMAGE_BYTES / 1024 / 1024} MB`, 'image');
    const type = sniffImageType(content.subarray(0, 16));
    if (!type || !ALLOWED.includes(type)) throw new HttpError(415, 'image must be a PNG, JPEG, GIF or WebP image', 'image');
    await ctx.db.query(
      `INSERT INTO reward_user_images (user_id, content_type, content, updated_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (user_id) DO UPDATE SET content_type = EXCLUDED.content_type, content = EXCLUDED.content, updated_at = now()`,
      [account.userId, type, content],
    );
    return { imageUrl: imageUrlOf((await findAccountByUuid(ctx.db, account.uuid)) ?? account) };
  });

  // Any signed-in dealer may see a profile image: leaderboards show other dealerships' users too.
  // <img> cannot send the bearer token, so the portal fetches it and shows an object URL.
  app.get(BASE, { preHandler: requireDealer, schema: { params: UserParamsSchema } }, async (request, reply) => {
    const account = /^[0-9a-f-]{36}$/i.test(request.params.id) ? await findAccountByUuid(ctx.db, request.params.id.toLowerCase()) : null;
    const { rows } = account ? await ctx.db.query<{ content_type: string; content: Uint8Array }>('SELECT content_type, content FROM reward_user_images WHERE user_id = $1', [account.userId]) : { rows: [] };
    if (!rows[0]) throw notFound('No image for this user.');
    return reply.header('content-type', rows[0].content_type).header('cache-control', 'private, max-age=86400').header('x-content-type-options', 'nosniff')
      .send(Buffer.from(rows[0].content));
  });
};


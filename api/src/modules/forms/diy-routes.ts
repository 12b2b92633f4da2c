import { finished } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FormValues } from '@rv/domain/forms';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_LABEL, MAX_IMAGE_UPLOAD_BYTES } from '@rv/domain/forms';
import { formMessages } from '@rv/domain/forms';
import { badRequest } from '../../http/errors';
import { acceptAnyBodyUnread, multipartBadRequest, refuseDeclaredOversize, stopReadingOnRefusal } from '../../uploads/multipart-body';
import { receiveImage, type ImageRules } from '../../uploads/receive-image';
import type { UploadStore } from '../../uploads/upload-store';
import { ALL_IMAGE_TYPES } from '../../uploads/verify-image';
import { FORMS } from './form-catalogue';
import { formRateLimit, requestMeta, type FormsContext } from './context';
import { FormAcceptedSchema, IdempotencyHeadersSchema } from './schemas';
import { checkFields, submitForm, type Upload } from './service';

/** The multipart field that holds the JSON of the DIY form's fields (spec: the calls). */
export const DIY_FIELDS_PART = 'fields';

/** The form routes' context plus where uploaded images are kept. */
export interface DiyContext extends FormsContext {
  uploads: UploadStore;
}

/** Consumer spec (validation rules): any accepted image type, at most 12mb, with the spec's messages. */
const IMAGE_RULES: ImageRules = {
  area: 'form-uploads',
  allowed: ALL_IMAGE_TYPES,
  tooLarge: () => badRequest(formMessages.tooLarge(IMAGE_UPLOAD_LABEL), IMAGE_UPLOAD_FIELD),
  wrongType: () => badRequest(formMessages.notCorrectType(IMAGE_UPLOAD_LABEL), IMAGE_UPLOAD_FIELD),
};

/** The image, a few small fields and the multipart framing: a body declaring more is refused unread. */
const MAX_BODY_BYTES = MAX_IMAGE_UPLOAD_BYTES + 512 * 1024;

/**
 * POST /form/diy-request: multipart with the fields as JSON plus an optional imageUpload file. The
 * image streams to disk and is verified before anything is stored; the answer comes only once the
 * submission and its upload rows are stored, and a refused or repeated post leaves no file behind.
 */
export const diyRoutes: FastifyPluginAsync<DiyContext> = async (app, ctx) => {
  // One file of at most 12 MB and a handful of small fields; busboy stops passing bytes at the limit.
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 5 }, throwFileSizeLimit: false });
  acceptAnyBodyUnread(app);

  app.post('/form/diy-request', {
    onRequest: formRateLimit(ctx),
    schema: { headers: IdempotencyHeadersSchema, response: { 200: FormAcceptedSchema } },
  }, async (request, reply) => {
    const uploads: Upload[] = [];
    try {
      refuseDeclaredOversize(request, MAX_BODY_BYTES, IMAGE_RULES.tooLarge);
      const values = await readParts(request, ctx.uploads, uploads);
      checkFields(FORMS.diy.schema, values);
      const acknowledgement = await submitForm(ctx.db, ctx.botCheck, FORMS.diy, { values, uploads, ...requestMeta(request) });
      // A repeat stores nothing: the first submission's image stands, this copy goes.
      if (acknowledgement.duplicate) await removeAll(ctx.uploads, uploads);
      return acknowledgement;
    } catch (error) {
      await removeAll(ctx.uploads, uploads);
      stopReadingOnRefusal(request, reply);
      throw multipartBadRequest(error) ?? error;
    }
  });
};

/** The fields part as form values; each imageUpload file verified and kept, added to `uploads` as it arrives. */
async function readParts(request: FastifyRequest, store: UploadStore, uploads: Upload[]): Promise<FormValues> {
  let values: FormValues | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file' && part.fieldname === IMAGE_UPLOAD_FIELD) {
      const image = await receiveImage(part, store, IMAGE_RULES);
      if (image) uploads.push({ fieldName: IMAGE_UPLOAD_FIELD, ...image });
    } else if (part.type === 'file') {
      part.file.resume(); // a file under another name is read past, never kept
      await finished(part.file);
    } else if (part.fieldname === DIY_FIELDS_PART) {
      values = parseFields(part.value);
    }
  }
  if (!values) throw badRequest(formMessages.required(DIY_FIELDS_PART), DIY_FIELDS_PART);
  return values;
}

const removeAll = (store: UploadStore, uploads: Upload[]) => Promise.all(uploads.map((upload) => store.remove(upload.storageKey)));

function parseFields(raw: unknown): FormValues {
  try {
    const parsed = JSON.parse(String(raw));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as FormValues;
  } catch {
    // reported below
  }
  throw badRequest(formMessages.invalid(DIY_FIELDS_PART), DIY_FIELDS_PART);
}

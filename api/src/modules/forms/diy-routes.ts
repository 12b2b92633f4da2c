import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { FormValues } from '@rv/shared-lib/forms/field-rules';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_LABEL, MAX_IMAGE_UPLOAD_BYTES, sniffImageType } from '@rv/shared-lib/forms/image-upload';
import { formMessages } from '@rv/shared-lib/forms/messages';
import { badRequest } from '../../http/errors';
import { FORMS } from './form-catalogue';
import { requestMeta, type FormsContext } from './context';
import { FormAcceptedSchema, IdempotencyHeadersSchema } from './schemas';
import { checkFields, submitForm, type Upload } from './service';

/** The multipart field that holds the JSON of the DIY form's fields (spec §7). */
export const DIY_FIELDS_PART = 'fields';

/** POST /form/diy-request: multipart with the fields as JSON plus an optional imageUpload file. */
export const diyRoutes: FastifyPluginAsync<FormsContext> = async (app, ctx) => {
  await app.register(multipart, {
    // One file of at most 12 MB and a handful of small fields; anything bigger stops being read.
    limits: { fileSize: MAX_IMAGE_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 64 * 1024, parts: 5 },
    // A file over the limit is reported with the spec's message below, not the plugin's 413.
    throwFileSizeLimit: false,
  });

  app.post('/form/diy-request', {
    config: { rateLimit: ctx.rateLimit },
    schema: { headers: IdempotencyHeadersSchema, response: { 200: FormAcceptedSchema } },
  }, async (request) => {
    if (!request.isMultipart()) throw badRequest(formMessages.invalid(DIY_FIELDS_PART), DIY_FIELDS_PART);
    let values: FormValues | undefined;
    const uploads: Upload[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname !== IMAGE_UPLOAD_FIELD) continue;
        if (part.file.truncated) throw badRequest(formMessages.tooLarge(IMAGE_UPLOAD_LABEL), IMAGE_UPLOAD_FIELD);
        if (content.length === 0) continue; // an empty file input
        // The bytes decide the type, never the name or the browser's claim.
        const type = sniffImageType(content.subarray(0, 16));
        if (!type) throw badRequest(formMessages.notCorrectType(IMAGE_UPLOAD_LABEL), IMAGE_UPLOAD_FIELD);
        uploads.push({ fieldName: IMAGE_UPLOAD_FIELD, fileName: (part.filename || 'image').slice(0, 200), contentType: type, content });
      } else if (part.fieldname === DIY_FIELDS_PART) {
        values = parseFields(part.value);
      }
    }
    if (!values) throw badRequest(formMessages.required(DIY_FIELDS_PART), DIY_FIELDS_PART);
    checkFields(FORMS.diy.rules, values);
    return submitForm(ctx.db, ctx.botCheck, FORMS.diy, { values, uploads, ...requestMeta(request) });
  });
};

function parseFields(raw: unknown): FormValues {
  try {
    const parsed = JSON.parse(String(raw));
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as FormValues;
  } catch {
    // reported below
  }
  throw badRequest(formMessages.invalid(DIY_FIELDS_PART), DIY_FIELDS_PART);
}

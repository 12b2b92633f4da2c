import type { FormValues } from '@rv/domain/forms';
import type { ApiPlugin } from '../../app-types';
import { botCheckSettings } from '../bot-check/service';
import { formRateLimit, requestMeta, type FormsContext } from './context';
import { diyRoutes } from './diy-routes';
import { UploadStore } from '../../uploads/upload-store';
import { FORMS } from './form-catalogue';
import { FormAcceptedSchema, IdempotencyHeadersSchema, formBodySchema } from './schemas';
import { submitForm } from './service';
import { formsSettings } from './settings';

/** JSON form endpoints (consumer spec: the calls, "Forms", dealer spec (the calls) support form) and their path. */
const JSON_FORMS = [
  ['/web/form/lead', FORMS.lead],
  ['/web/form/customer-service', FORMS.customerService],
  ['/web/form/email/signup', FORMS.newsletter],
  ['/web/form/popup', FORMS.popup],
  ['/form/dealer/support', FORMS.dealerSupport],
  ['/web/form/owner/registration', FORMS.ownerRegistration],
] as const;

/** Every form post: validated with the shared Yup schema, bot-checked, stored, then queued for the CRM. */
export const formRoutes: ApiPlugin = async (app, { db, config }) => {
  const settings = formsSettings();
  const ctx: FormsContext = {
    db,
    botCheck: botCheckSettings(config.botCheckSecret),
    rateLimit: { max: settings.rateLimitPerMinute, windowSeconds: 60 },
  };

  for (const [url, form] of JSON_FORMS) {
    app.post(url, {
      onRequest: formRateLimit(ctx),
      // Forms are small; a body over 64 kB is refused before it is read in full.
      bodyLimit: 64 * 1024,
      schema: { headers: IdempotencyHeadersSchema, body: formBodySchema(form.schema), response: { 200: FormAcceptedSchema } },
    }, (request) => submitForm(db, ctx.botCheck, form, { values: request.body as FormValues, ...requestMeta(request) }));
  }

  await app.register(diyRoutes, { ...ctx, uploads: new UploadStore(config.uploadDir) });
};

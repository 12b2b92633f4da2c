import type { FormValues } from '@rv/domain/forms';
import type { ApiPlugin } from '../../app-types';
import { botCheckSettings } from '../bot-check/service';
import { formRateLimit, requestMeta, type FormsContext } from './context';
import { diyRoutes } from './diy-routes';
import { UploadStore } from '../../uploads/upload-store';
import { FORMS } from './form-catalogue';
import { ExportQuerySchema, FormAcceptedSchema, IdempotencyHeadersSchema, formBodySchema } from './schemas';
import { submitForm } from './service';
import { formsSettings } from './settings';
import { requireStaff } from '../auth';
import { exportSubmissionsCsv, parseExportArgs } from './csv-export';
import { badRequest } from '../../http/errors';

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
export const formRoutes: ApiPlugin = async (app, apiContext) => {
  const { db, config } = apiContext;
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

  // The stored submissions as CSV for the maker's sales staff, read from the live database (either kind):
  // nothing has to stop. Options as the forms:export command's: ?form=lead&since=2026-11-01&undelivered=true.
  app.get('/maker/forms/export.csv', {
    preHandler: requireStaff(apiContext, 'sales'),
    schema: { querystring: ExportQuerySchema },
  }, async (request, reply) => {
    const { form, since, undelivered } = request.query;
    const filter = parseExportArgs([...(form ? ['--form', form] : []), ...(since ? ['--since', since] : []), ...(undelivered === 'true' ? ['--undelivered'] : [])]);
    if (typeof filter === 'string') throw badRequest(filter.replace(/--/g, ''), 'since');
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="submissions.csv"')
      .send(await exportSubmissionsCsv(db, filter));
  });

  await app.register(diyRoutes, { ...ctx, uploads: new UploadStore(config.uploadDir) });
};

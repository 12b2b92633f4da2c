import { SITE_FORM_CASES, type SiteForm } from '@rv/domain/testing';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { multipartBody } from '../../uploads/test-support';
import { VALID } from './test-support';

process.env.FORM_RATE_LIMIT_PER_MINUTE = '1000';

const URLS: Record<Exclude<SiteForm, 'diy'>, string> = {
  lead: '/api/web/form/lead',
  customerService: '/api/web/form/customer-service',
  newsletter: '/api/web/form/email/signup',
  popup: '/api/web/form/popup',
  dealerSupport: '/api/form/dealer/support',
  ownerRegistration: '/api/web/form/owner/registration',
};

/**
 * The API's 400 for each bad value of the site's forms says the words the form says (mfe-forms
 * form-parity.test.tsx shows the same cases in the rendered forms); the DIY form posts its fields'
 * JSON in a multipart body.
 */
describe(`form 400s say what the site's forms say (${testDbKind})`, () => {
  const ctx = testAppPerFile();

  const post = (form: SiteForm, values: Record<string, string>) => {
    if (form !== 'diy') return ctx().app.inject({ method: 'POST', url: URLS[form], payload: values });
    const { payload, headers } = multipartBody([{ name: 'fields', value: JSON.stringify(values) }]);
    return ctx().app.inject({ method: 'POST', url: '/api/form/diy-request', payload, headers });
  };

  it.each(SITE_FORM_CASES.map((c) => [c.form, c.field, c.message, c] as const))('%s: %s -> 400 "%s"', async (form, field, message, testCase) => {
    const res = await post(form, { ...VALID[form], [field]: testCase.value });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { statusCode: 400, error: 'Bad Request', message, field } });
  });
});

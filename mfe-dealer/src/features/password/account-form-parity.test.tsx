import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { validateYupSchema, yupToFormErrors } from 'formik';
import { PROFILE_SCHEMA } from '@rv/domain/account';
import { ACCOUNT_FORM_CASES, type AccountForm, type AccountFormCase } from '@rv/domain/testing';
import { mockApi, testJwt } from '@rv/shared-lib/testing';
import { renderApp, resetSession } from '../../test-support/render-app';

const S = '/ignite/sales';
const registrationLink = () => testJwt({ sub: 'demo.register', roles: ['REGISTRATION'], exp: Math.floor(Date.now() / 1000) + 600 });

/** Where each account form is, how its fields are labelled, its submit button and the call it must not make. */
const FORMS: Record<Exclude<AccountForm, 'profile'>, { url: () => string; labels: Record<string, string>; submit: string; call: string }> = {
  signIn: { url: () => `${S}/login`, labels: { username: 'Username', password: 'Password' }, submit: 'Sign in', call: 'POST /api/auth/signin' },
  linkRequest: { url: () => `${S}/login/register`, labels: { username: 'Username' }, submit: 'Send registration link', call: 'GET /api/auth/username/' },
  setPassword: {
    url: () => `${S}/login/register?token=${registrationLink()}`,
    labels: { password: 'New password', passwordConfirm: 'Confirm password' },
    submit: 'Register',
    call: 'POST /api/auth/register',
  },
};

beforeEach(resetSession);

/**
 * The portal's Formik forms show, for each bad value, the words the API's 400 gives for it (the API's
 * form-parity test posts the same cases): both check with the shared Yup schemas.
 */
describe('account forms say what the API says (shared Yup schemas)', () => {
  const rendered = ACCOUNT_FORM_CASES.filter((c): c is AccountFormCase & { form: keyof typeof FORMS } => c.form !== 'profile');

  it.each(rendered.map((c) => [c.form, c.field, c.message, c] as const))('%s: %s shows "%s" after a submit and focuses it', async (form, field, message, testCase) => {
    const page = FORMS[form];
    const log = mockApi({});
    renderApp(page.url());
    const user = userEvent.setup();
    await screen.findByLabelText(Object.values(page.labels)[0]);
    for (const [name, value] of Object.entries(testCase.values)) {
      if (!value) continue;
      await user.click(screen.getByLabelText(page.labels[name]));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: page.submit }));
    const input = screen.getByLabelText(page.labels[field]);
    expect(await screen.findByText(message)).toHaveAttribute('id', input.getAttribute('aria-describedby'));
    expect(input).toHaveFocus();
    expect(log.filter((request) => `${request.method} ${request.path}`.startsWith(page.call))).toEqual([]);
  });

  it.each(ACCOUNT_FORM_CASES.filter((c) => c.form === 'profile').map((c) => [c.field, c.message, c] as const))(
    'profile: %s gets "%s" from Formik with the profile schema', async (field, message, testCase) => {
      const errors = await validateYupSchema(testCase.values, PROFILE_SCHEMA).then(() => ({}), (error) => yupToFormErrors(error));
      expect(errors).toEqual({ [field]: message });
    },
  );
});

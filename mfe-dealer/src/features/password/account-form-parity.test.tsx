import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { ACCOUNT_FORM_CASES, type AccountForm } from '@rv/domain/testing';
import { mockApi, testJwt } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';

const S = '/ignite/sales';
const registrationLink = () => testJwt({ sub: 'demo.register', roles: ['REGISTRATION'], exp: Math.floor(Date.now() / 1000) + 600 });

/** Where each account form is, how its fields are labelled, its submit button and the call it must not make; the profile needs a session. */
const FORMS: Record<AccountForm, { url: () => string; labels: Record<string, string>; submit: string; call: string; signedIn?: boolean }> = {
  signIn: { url: () => `${S}/login`, labels: { username: 'Username', password: 'Password' }, submit: 'Sign in', call: 'POST /api/auth/signin' },
  linkRequest: { url: () => `${S}/login/register`, labels: { username: 'Username' }, submit: 'Send registration link', call: 'GET /api/auth/username/' },
  setPassword: {
    url: () => `${S}/login/register?token=${registrationLink()}`,
    labels: { password: 'New password', passwordConfirm: 'Confirm password' },
    submit: 'Register',
    call: 'POST /api/auth/register',
  },
  profile: { url: () => `${S}/profile`, labels: { firstName: 'First Name', lastName: 'Last Name' }, submit: 'Save', call: 'PUT /api/auth/me', signedIn: true },
};

beforeEach(resetSession);

/**
 * The portal's Formik forms show, for each bad value, the words the API's 400 gives for it (the API's
 * form-parity test posts the same cases): both check with the shared Yup schemas.
 */
describe('account forms say what the API says (shared Yup schemas)', () => {
  it.each(ACCOUNT_FORM_CASES.map((c) => [c.form, c.field, c.message, c] as const))('%s: %s shows "%s" after a submit and focuses it', async (form, field, message, testCase) => {
    const page = FORMS[form];
    const log = mockApi({});
    if (page.signedIn) authStore.getState().loginSuccess(dealerUser());
    renderApp(page.url());
    const user = userEvent.setup();
    await screen.findByLabelText(Object.values(page.labels)[0]);
    for (const [name, value] of Object.entries(testCase.values)) {
      if (!value) continue;
      // The profile's fields start with the user's names; the bad value replaces them.
      await user.clear(screen.getByLabelText(page.labels[name]));
      await user.paste(value);
    }
    await user.click(screen.getByRole('button', { name: page.submit }));
    const input = screen.getByLabelText(page.labels[field]);
    expect(await screen.findByText(message)).toHaveAttribute('id', input.getAttribute('aria-describedby'));
    expect(input).toHaveFocus();
    expect(log.filter((request) => `${request.method} ${request.path}`.startsWith(page.call))).toEqual([]);
  });
});

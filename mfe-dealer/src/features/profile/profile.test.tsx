import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type DealerUser } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockRequest } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { PROFILE_SAVED } from './components/profile-form.component';

const PROFILE = '/ignite/sales/profile';
const PUT_ME = 'PUT /api/auth/me';

/** The API's answer to PUT /auth/me: the user with the names it stored. */
const savedUser = (request: MockRequest) => {
  const { token: _token, refresh_token: _refresh, ...user } = dealerUser(request.body as Partial<DealerUser>);
  return { status: 200, data: user };
};

beforeEach(resetSession);

async function openProfile(routes: Parameters<typeof mockApi>[0] = {}) {
  const log = mockApi(routes);
  authStore.getState().loginSuccess(dealerUser());
  renderApp(PROFILE);
  const form = await screen.findByRole('form', { name: 'Profile' });
  return { log, form, user: userEvent.setup() };
}

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  const input = screen.getByLabelText(label);
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('profile page (dealer spec: the calls, PUT /auth/me)', () => {
  it("shows the user's account and names, saves changed names trimmed, says so and updates the session", async () => {
    const { log, form, user } = await openProfile({ [PUT_ME]: savedUser });
    const signedInToken = authStore.getState().user?.token;
    expect(signedInToken).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(document.title).toBe('My Profile');
    expect(within(form).getByText('demo.sales')).toBeInTheDocument();
    expect(within(form).getByText('demo.sales@dealers.example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Dana');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Reyes');

    await retype(user, 'Last Name', '  Reyes-Ortiz ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(PROFILE_SAVED);
    expect(requestsTo(log, PUT_ME).map((r) => r.body)).toEqual([{ firstName: 'Dana', lastName: 'Reyes-Ortiz' }]);
    expect(screen.getByLabelText('Last Name')).toHaveValue('Reyes-Ortiz');
    // The names change; the session's tokens stay.
    expect(authStore.getState().user).toMatchObject({ firstName: 'Dana', lastName: 'Reyes-Ortiz', token: signedInToken });
  });

  it('refuses a blank first name before any call: the message at the field, which gets the focus', async () => {
    const { log, user } = await openProfile({ [PUT_ME]: savedUser });
    await retype(user, 'First Name', '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('First Name');
    expect(await screen.findByText('First Name is required')).toHaveAttribute('id', input.getAttribute('aria-describedby'));
    expect(input).toHaveFocus();
    expect(within(screen.getByRole('form', { name: 'Profile' })).getByRole('status')).toHaveTextContent('');
    expect(requestsTo(log, PUT_ME)).toEqual([]);
  });

  it("shows the API's refusal of a field at that field and focuses it", async () => {
    const refusal = { statusCode: 400, error: 'Bad Request', message: 'Last Name is not valid', field: 'lastName' };
    const { user } = await openProfile({ [PUT_ME]: { status: 400, data: refusal } });
    await retype(user, 'Last Name', 'Ng');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('Last Name');
    expect(await screen.findByText('Last Name is not valid')).toHaveAttribute('id', input.getAttribute('aria-describedby'));
    expect(input).toHaveFocus();
    expect(authStore.getState().user).toMatchObject({ lastName: 'Reyes' });
  });

  it("shows 'System Unavailable' above the button when the call fails without an answer, and keeps the typed names", async () => {
    const { user } = await openProfile({ [PUT_ME]: 'network-error' });
    await retype(user, 'First Name', 'Danielle');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('System Unavailable');
    expect(screen.getByLabelText('First Name')).toHaveValue('Danielle');
    expect(within(screen.getByRole('form', { name: 'Profile' })).getByRole('status')).toHaveTextContent('');
  });
});

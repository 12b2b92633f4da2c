import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, testJwt } from '@rv/shared-lib/testing';
import { dealerUser, liveToken } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { ACCOUNT_MESSAGES } from '@rv/domain/account';

const S = '/ignite/sales';
const link = (role: string, sub: string) => testJwt({ sub, roles: [role], exp: Math.floor(Date.now() / 1000) + 600 });
const SENT = { status: 202, data: { message: 'If the username can register, an e-mail with a registration link is on its way.' } };

beforeEach(resetSession);

async function choosePassword(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirm);
  return user;
}

describe('registration (dealer spec: states and transitions; the calls)', () => {
  it('checks the username, then asks for the link and says it is on its way', async () => {
    const log = mockApi({ 'GET /api/auth/username/demo.register': { status: 200, data: { username: 'demo.register' } }, 'POST /api/auth/register/token': SENT });
    renderApp(`${S}/login/register`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'demo.register');
    await user.click(screen.getByRole('button', { name: 'Send registration link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('on its way');
    expect(requestsTo(log, 'POST /api/auth/register/token')[0].body).toEqual({ username: 'demo.register', context: 'DEALER' });
  });

  it('says the same for a username with no account as for one that can register (seen before the fix: accounts could be listed)', async () => {
    const log = mockApi({ 'GET /api/auth/username/someone': { status: 200, data: { username: 'someone' } }, 'POST /api/auth/register/token': SENT });
    renderApp(`${S}/login/register`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Send registration link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT.data.message);
    expect(requestsTo(log, 'POST /api/auth/register/token')).toHaveLength(1);
  });

  it("shows the server's words for a username it refuses", async () => {
    const log = mockApi({ 'GET /api/auth/username/some%C4%B0': { status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Username is not valid', field: 'username' } } });
    renderApp(`${S}/login/register`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'some\u0130');
    await user.click(screen.getByRole('button', { name: 'Send registration link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username is not valid');
    expect(requestsTo(log, 'POST /api/auth/register/token')).toHaveLength(0);
  });

  it("shows 'System Unavailable' when the check fails without an answer", async () => {
    mockApi({ 'GET /api/auth/username/x': 'network-error' });
    renderApp(`${S}/login/register`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'x');
    await user.click(screen.getByRole('button', { name: 'Send registration link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('System Unavailable');
  });

  it('with a REGISTRATION link: registering mode for the subject, the password sets, the user is signed in on the dashboard', async () => {
    const token = link('REGISTRATION', 'demo.register');
    const log = mockApi({ 'POST /api/auth/register': { status: 200, data: dealerUser({ username: 'demo.register', firstName: 'Riley', token: liveToken('demo.register') }) } });
    const app = renderApp(`${S}/login/register?token=${token}`);
    expect(await screen.findByLabelText('Username')).toHaveValue('demo.register');
    expect(authStore.getState()).toMatchObject({ registering: true, linkUsername: 'demo.register' });
    const user = await choosePassword('Register#2026');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Riley' })).toBeInTheDocument();
    expect(app.location()).toBe(`${S}/dashboard`);
    const [call] = requestsTo(log, 'POST /api/auth/register');
    expect(call.params).toEqual({ token });
    expect(call.body).toEqual({ username: 'demo.register', password: 'Register#2026', passwordConfirm: 'Register#2026', context: 'DEALER' });
  });

  it('checks the passwords before calling, and shows the server message when it refuses', async () => {
    const log = mockApi({ 'POST /api/auth/register': { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'The token is invalid or has expired.' } } });
    renderApp(`${S}/login/register?token=${link('REGISTRATION', 'demo.register')}`);
    await screen.findByLabelText('New password');
    let user = await choosePassword('short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password must be at least 8 characters.');
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm password'));
    user = await choosePassword('Register#2026');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The token is invalid or has expired.');
    expect(requestsTo(log, 'POST /api/auth/register')).toHaveLength(1);
    expect(authStore.getState().loggedIn).toBe(false);
  });

  it.each([
    ['Abc', 'Abc', 'New password', ACCOUNT_MESSAGES.passwordTooShort],
    ['Abcdefg1', 'Abcdefg2', 'Confirm password', ACCOUNT_MESSAGES.passwordsDiffer],
  ])('password %s / %s: the form says why at %s and sends nothing', async (password, confirm, label, message) => {
    const log = mockApi({});
    renderApp(`${S}/login/register?token=${link('REGISTRATION', 'demo.register')}`);
    await screen.findByLabelText('New password');
    const user = await choosePassword(password, confirm);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText(label)).toHaveFocus();
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(log, 'POST /api/auth/register')).toHaveLength(0);
  });

  it('asks for the username before sending a link', async () => {
    const log = mockApi({});
    renderApp(`${S}/login/register`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send registration link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.required('Username'));
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(log.filter((request) => request.path.includes('/auth/'))).toEqual([]);
  });
});

describe('password reset (dealer spec: states and transitions; the calls)', () => {
  it('a reset request success sets passwordReset and says the link is on its way', async () => {
    mockApi({ 'POST /api/auth/password/token': { status: 202, data: { message: 'If the username has an account, an e-mail with a password reset link is on its way.' } } });
    renderApp(`${S}/login/reset-password`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'demo.sales');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('on its way');
    expect(authStore.getState().passwordReset).toBe(true);
  });

  it('a reset request failure sets passwordResetError and shows the message', async () => {
    mockApi({ 'POST /api/auth/password/token': { status: 429, data: { statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts; try again later.' } } });
    renderApp(`${S}/login/reset-password`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'demo.sales');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts; try again later.');
    expect(authStore.getState().passwordResetError).toBe(true);
  });

  it('with a PASSWORDRESET link: the session is cleared, the link checked, the new password signs the user in and stays signed in', async () => {
    authStore.getState().loginSuccess(dealerUser({ username: 'someone.else' }));
    const token = link('PASSWORDRESET', 'demo.sales');
    const log = mockApi({
      'GET /api/auth/password/token': { status: 200, data: { username: 'demo.sales', roles: ['PASSWORDRESET'], exp: 1 } },
      'PUT /api/auth/password': { status: 200, data: dealerUser() },
    });
    const app = renderApp(`${S}/login/reset-password?token=${token}`);
    expect(await screen.findByLabelText('Username')).toHaveValue('demo.sales');
    expect(authStore.getState()).toMatchObject({ isResettingPassword: true, user: null });
    const user = await choosePassword('Changed#2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
    expect(app.location()).toBe(`${S}/dashboard`);
    expect(authStore.getState()).toMatchObject({ loggedIn: true, isResettingPassword: false, user: { username: 'demo.sales' } });
    expect(requestsTo(log, 'PUT /api/auth/password')[0].params).toEqual({ token });
  });

  it('an expired or spent link says so and offers a new one', async () => {
    mockApi({ 'GET /api/auth/password/token': { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'The token is invalid or has expired.' } } });
    renderApp(`${S}/login/reset-password?token=${link('PASSWORDRESET', 'demo.sales')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The token is invalid or has expired. Request a new link below.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument());
  });
});

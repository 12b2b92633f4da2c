import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';

const S = '/ignite/sales';
beforeEach(resetSession);

async function signIn(password = 'Sales#2026') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), ' demo.sales ');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('Dealer Login (dealer spec: screens and routes; the calls; error catalogue)', () => {
  it('signs in with the DEALER context, stores the session under krv and goes on to redirectTo', async () => {
    const log = mockApi({ 'POST /api/auth/signin': { status: 200, data: dealerUser() } });
    const app = renderApp(`${S}/login?redirectTo=${encodeURIComponent(`${S}/dashboard`)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dealer Login' })).toBeInTheDocument();
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Welcome, Dana' })).toBeInTheDocument();
    expect(app.location()).toBe(`${S}/dashboard`);
    expect(requestsTo(log, 'POST /api/auth/signin')[0].body).toEqual({ username: 'demo.sales', password: 'Sales#2026', context: 'DEALER' });
    expect(JSON.parse(localStorage.getItem('krv')!).state).toMatchObject({ loggedIn: true, refreshToken: 'refresh-1' });
  });

  it('shows that it is busy while the call runs', async () => {
    mockApi({ 'POST /api/auth/signin': 'pending' });
    renderApp(`${S}/login`);
    await signIn();
    expect(screen.getByRole('button', { name: 'Signing in…' })).toBeDisabled();
  });

  it("shows the server's message for a wrong password and resets the user", async () => {
    mockApi({ 'POST /api/auth/signin': { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password.' } } });
    renderApp(`${S}/login`);
    await signIn('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(authStore.getState()).toMatchObject({ loggedIn: false, user: null, refreshToken: null });
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it("shows 'System Unavailable' when the server gives nothing better", async () => {
    mockApi({ 'POST /api/auth/signin': 'network-error' });
    renderApp(`${S}/login`);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('System Unavailable');
  });

  it('says which field is missing, focuses it and calls nothing', async () => {
    const log = mockApi({});
    renderApp(`${S}/login`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'demo.sales');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Password is required');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(requestsTo(log, 'POST /api/auth/signin')).toHaveLength(0);
  });

  it("drops the server's refusal on a new submit, even one the field rules stop", async () => {
    mockApi({ 'POST /api/auth/signin': { status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'Invalid username or password.' } } });
    renderApp(`${S}/login`);
    await signIn('nope');
    expect(await screen.findByText('Invalid username or password.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Username'));
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    expect(screen.queryByText('Invalid username or password.')).not.toBeInTheDocument();
  });

  it('links to registration and password reset', async () => {
    mockApi({});
    renderApp(`${S}/login`);
    expect(await screen.findByRole('link', { name: 'Register' })).toHaveAttribute('href', `${S}/login/register`);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', `${S}/login/reset-password`);
  });
});

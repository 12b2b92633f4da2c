import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, type Attribute } from '@rv/shared-lib';
import { mockApi, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes } from '../dashboard/portal-fixtures';
import { withModalDisplayed } from './components/welcome-modal.component';

const S = '/ignite/sales';
const modal = (value: string): Attribute => ({ code: 'FIRST_TIME_MODAL_DISPLAYED', value, name: 'First Time Modal Displayed', sequence: 2 });
const northpass: Attribute = { code: 'NORTHPASS_USER_ID', value: 'np-1', name: 'Northpass User Id', sequence: 1 };
const WELCOME = 'Welcome to the dealer portal';

/**
 * Only the modal matters here: the dashboard's data calls answer 404 and show their error states. The
 * account check also saves NORTHPASS_USER_ID through the same call; that save echoes the user unchanged.
 */
function api(save: MockHandler) {
  return mockApi({
    ...accountRoutes(),
    'PUT /api/auth/me/attribute': (request) => {
      if ((request.body as Attribute).code !== 'FIRST_TIME_MODAL_DISPLAYED') return { status: 200, data: authStore.getState().user };
      return typeof save === 'function' ? save(request) : save;
    },
  });
}
const modalSaves = (log: MockRequest[]) => log.filter((r) => r.path === '/api/auth/me/attribute' && (r.body as Attribute).code === 'FIRST_TIME_MODAL_DISPLAYED');
const saved = (attributes: Attribute[]) => ({ status: 200, data: { ...dealerUser({ attributes }), token: undefined, refresh_token: undefined } });

beforeEach(() => resetSession());

describe('first-time welcome modal (dealer spec: entities and fields; validation rules, FIRST_TIME_MODAL_DISPLAYED)', () => {
  it('shows once: closing it saves FIRST_TIME_MODAL_DISPLAYED = true, and the dashboard opened again does not show it', async () => {
    authStore.getState().loginSuccess(dealerUser({ attributes: [northpass, modal('false')] }));
    const log = api(saved([northpass, modal('true')]));
    const first = renderApp(`${S}/dashboard`);
    const dialog = await screen.findByRole('dialog', { name: WELCOME });
    expect(within(dialog).getByText(/Hello Dana/)).toBeInTheDocument();
    expect(within(dialog).getByText('Incentives')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Get started' }));
    expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument();
    await waitFor(() => expect(modalSaves(log)).toHaveLength(1));
    expect(modalSaves(log)[0].body).toEqual({ code: 'FIRST_TIME_MODAL_DISPLAYED', value: 'true' });
    await waitFor(() => expect(authStore.getState().user?.attributes).toContainEqual(modal('true')));
    first.unmount();
    renderApp(`${S}/dashboard`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument();
  });

  it('shows for a user whose attributes lack the code, and its Close button closes it too', async () => {
    authStore.getState().loginSuccess(dealerUser({ attributes: [northpass] }));
    const log = api(saved([northpass, modal('true')]));
    renderApp(`${S}/dashboard`);
    const dialog = await screen.findByRole('dialog', { name: WELCOME });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(modalSaves(log)).toHaveLength(1));
  });

  it.each([
    ['no attributes at all', []],
    ["the value 'true'", [northpass, modal('true')]],
    ["the value 'TRUE' (case-insensitive)", [modal('TRUE')]],
  ])('is not shown with %s', async (_, attributes) => {
    authStore.getState().loginSuccess(dealerUser({ attributes }));
    const log = api(saved(attributes));
    renderApp(`${S}/dashboard`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument();
    expect(modalSaves(log)).toHaveLength(0);
  });

  it('leaves Incentives out when spiffs are off', async () => {
    authStore.getState().loginSuccess(dealerUser({ attributes: [modal('false')] }, 'true'));
    api(saved([modal('true')]));
    renderApp(`${S}/dashboard`);
    const dialog = await screen.findByRole('dialog', { name: WELCOME });
    expect(within(dialog).queryByText('Incentives')).not.toBeInTheDocument();
    expect(within(dialog).getByText('Learning')).toBeInTheDocument();
  });

  it('stays closed for the session when saving fails; the stored user still says so for a reload', async () => {
    authStore.getState().loginSuccess(dealerUser({ attributes: [modal('false')] }));
    const log = api({ status: 503, data: { message: 'System Unavailable' } });
    renderApp(`${S}/dashboard`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Get started' }));
    await waitFor(() => expect(modalSaves(log)).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: WELCOME })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('krv') ?? '{}').state.user.attributes).toContainEqual(modal('true'));
  });
});

describe('withModalDisplayed', () => {
  it('sets the value when the attribute exists and adds it when it does not, leaving the others', () => {
    expect(withModalDisplayed([northpass, modal('false')])).toEqual([northpass, modal('true')]);
    expect(withModalDisplayed([northpass])).toEqual([northpass, { ...modal('true'), sequence: 2 }]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { dashboardRoutes, GID, MAMBO } from '../dashboard/portal-fixtures';
import { DEALERSHIP_CHOICE_KEY, dealershipChoiceStore, resetDealershipChoices } from './dealership-choice';

const S = '/ignite/sales';
const data = (value: unknown) => ({ status: 200, data: value });
const whitefish = {
  dealershipNumber: 'D1002', dealershipName: 'Trailside RV of Whitefish', brandList: 'HI,OB', attributes: [],
  addresses: [{ street: '2 Lake St', city: 'Whitefish', state: 'MT', zip: '59937', country: 'US' }],
};

/** A manager of two dealerships: D1001 (Cougar, Montana) and D1002 (Hideout, Outback). */
function signInManager() {
  const user = dealerUser({ manager: true, guid: 'guid-manager' });
  authStore.getState().loginSuccess({ ...user, organizations: [...user.organizations, whitefish] });
}

function portal() {
  return mockApi({
    ...dashboardRoutes(),
    'GET /api/user/manager/overview': data({ managedUsers: [], managedDealerships: [] }),
  });
}

beforeEach(() => {
  resetSession();
  dealershipChoiceStore.setState({ byUser: {} });
});

describe('the Location select scopes the dashboard to the chosen dealership and remembers it', () => {
  it("shows all of a manager's dealerships until one is chosen, then its brands, its leaderboard and its name", async () => {
    signInManager();
    const log = portal();
    const user = userEvent.setup();
    renderApp(`${S}/dashboard`);
    expect(await screen.findByText(/All 2 of your dealerships/)).toBeInTheDocument();
    expect(await within(screen.getByRole('region', { name: 'Learning progress' })).findByText(/Montana Product Training/)).toBeInTheDocument();
    const brands = screen.getByRole('region', { name: 'Your brands' });
    expect(within(brands).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Cougar', 'Hideout', 'Montana', 'Outback']);
    await waitFor(() => expect(requestsTo(log, `POST ${MAMBO}/users/${GID}/leaderboard`)).toHaveLength(1));
    expect(requestsTo(log, `POST ${MAMBO}/users/${GID}/leaderboard`)[0].body).not.toHaveProperty('dealership');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'D1002');
    expect(await screen.findByText(/Trailside RV of Whitefish \(D1002\)/)).toBeInTheDocument();
    expect(within(brands).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Hideout', 'Outback']);
    await waitFor(() => expect(requestsTo(log, `POST ${MAMBO}/users/${GID}/leaderboard`).at(-1)?.body).toMatchObject({ dealership: 'D1002', userSampling: 'dealership' }));
    expect(screen.getByRole('table', { name: /My Dealership \(Trailside RV of Whitefish\)/ })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(DEALERSHIP_CHOICE_KEY) ?? '{}')).toEqual({ 'guid-manager': 'D1002' });
    // Learning progress follows too: D1001's Cougar and Montana paths are not D1002's.
    const learning = screen.getByRole('region', { name: 'Learning progress' });
    await waitFor(() => expect(within(learning).queryByText(/Montana Product Training/)).not.toBeInTheDocument());
    expect(within(learning).getByText('No learning paths are assigned to you yet.')).toBeInTheDocument();
  });

  it('restores the remembered choice after a reload, per user, and ignores one the user no longer belongs to', async () => {
    localStorage.setItem(DEALERSHIP_CHOICE_KEY, JSON.stringify({ 'guid-manager': 'D1002', 'guid-sales': 'D1002' }));
    resetDealershipChoices();
    signInManager();
    portal();
    const first = renderApp(`${S}/dashboard`);
    expect(await screen.findByText(/Trailside RV of Whitefish \(D1002\)/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('D1002');
    first.unmount();

    // demo.sales belongs to D1001 only: the stored D1002 is not one of the options, so nothing is chosen.
    authStore.getState().loginSuccess(dealerUser());
    renderApp(`${S}/dashboard`);
    expect(await screen.findByText(/Blue Compass RV of Kalispell \(D1001\)/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Location' })).toHaveValue('');
  });
});

describe('the notification marker', () => {
  it('is set on a page other than the dashboard, as soon as the rewards account is known', async () => {
    authStore.getState().loginSuccess(dealerUser());
    const log = portal();
    renderApp(`${S}/learning`);
    await waitFor(() => expect(authStore.getState().unreadNotifications).toBe(1));
    expect(requestsTo(log, `GET ${MAMBO}/users/${GID}/notifications`)).toHaveLength(1);
    expect(requestsTo(log, `POST ${MAMBO}/users/${GID}/leaderboard`)).toHaveLength(0);
  });
});

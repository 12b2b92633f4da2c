import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, dashboardRoutes, gamificationUser, GID, leaderboard, MAMBO, NP } from './portal-fixtures';

const S = '/ignite/sales';
const data = (value: unknown) => ({ status: 200, data: value });

function routes(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    ...dashboardRoutes({
      notifications: [
        { id: 'n1', type: 'level', message: 'You reached Bronze', createdOn: '2026-11-01T10:00:00Z', read: false },
        { id: 'n2', type: 'points', message: '100 points for a sale', createdOn: '2026-10-01T10:00:00Z', read: true },
      ],
      board: ((r) => data(leaderboard((r.body as { timeFrame: string }).timeFrame))) as MockHandler,
    }),
    ...overrides,
  });
}

beforeEach(() => {
  resetSession();
  authStore.getState().loginSuccess(dealerUser());
});

describe('dashboard data (dealer spec: screens and routes; states and transitions; validation rules)', () => {
  it('shows points without hideInSummary, levels with next level and progress, learning progress and the notification marker', async () => {
    routes();
    renderApp(`${S}/dashboard`);
    const points = screen.getByRole('region', { name: 'My points' });
    expect(await within(points).findByText('Sales')).toBeInTheDocument();
    expect(within(points).getByText('2,400')).toBeInTheDocument();
    expect(within(points).queryByText('Spendable Points')).not.toBeInTheDocument();
    expect(await within(points).findByRole('link', { name: /Visit the reward shop/ })).toHaveAttribute('href', 'https://shop.example.com/sso?t=t');

    const lv = screen.getByRole('region', { name: 'My levels' });
    expect(await within(lv).findByRole('heading', { name: 'Sales level: Bronze' })).toBeInTheDocument();
    expect(within(lv).getByText('Next level: Silver (4800 points)')).toBeInTheDocument();
    expect(within(lv).getByRole('progressbar', { name: 'Sales level progress' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(lv).getByRole('heading', { name: 'Learning level: Member' })).toBeInTheDocument();
    expect(within(lv).getByRole('progressbar', { name: 'Learning level progress' })).toHaveAttribute('aria-valuenow', '50');

    const learning = screen.getByRole('region', { name: 'Learning progress' });
    const bars = await within(learning).findAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual(['Cougar Product Training progress', 'Montana Product Training progress']);

    expect(await screen.findByRole('heading', { name: 'Notifications (1 new)' })).toBeInTheDocument();
    expect(authStore.getState().unreadNotifications).toBe(1);
  });

  it('asks for the notifications once: the card and the navigation marker show the same answer', async () => {
    const log = routes();
    renderApp(`${S}/dashboard`);
    expect(await screen.findByText('You reached Bronze')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications (1 new)' })).toBeInTheDocument();
    expect(authStore.getState().unreadNotifications).toBe(1);
    expect(requestsTo(log, `GET ${MAMBO}/users/${GID}/notifications`)).toHaveLength(1);
  });

  it('marks notifications read, which clears the marker', async () => {
    let read = false;
    const log = routes({
      [`GET ${MAMBO}/users/${GID}/notifications`]: () => data([{ id: 'n1', type: 'level', message: 'You reached Bronze', createdOn: '2026-11-01T10:00:00Z', read }]),
      [`POST ${MAMBO}/users/${GID}/notifications/read`]: () => {
        read = true;
        return data({ marked: 1 });
      },
    });
    renderApp(`${S}/dashboard`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(authStore.getState().unreadNotifications).toBe(0);
    expect(requestsTo(log, `POST ${MAMBO}/users/${GID}/notifications/read`)).toHaveLength(1);
    // The card's new answer is the marker's too: it stays cleared.
    await waitFor(() => expect(requestsTo(log, `GET ${MAMBO}/users/${GID}/notifications`)).toHaveLength(2));
    expect(await screen.findByText('You reached Bronze')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications' })).toBeInTheDocument();
    expect(authStore.getState().unreadNotifications).toBe(0);
  });

  it('waits through a failed gamification account check (retried 2 s later) and then shows the points', async () => {
    let attempts = 0;
    routes({ [`GET ${MAMBO}/user/validate`]: () => (++attempts === 1 ? { status: 503, data: {} } : accountRoutes()[`GET ${MAMBO}/user/validate`] as { status: number; data: unknown }) });
    renderApp(`${S}/dashboard`);
    const points = screen.getByRole('region', { name: 'My points' });
    expect(within(points).getByText('Loading points…')).toBeInTheDocument();
    expect(await within(points).findByText('2,400', undefined, { timeout: 6000 })).toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  it('leaderboard: month and my dealership by default, 10 a page, my rank; switching the time frame asks again', async () => {
    const log = routes();
    renderApp(`${S}/dashboard`);
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    expect(await within(board).findByText('My rank: #2 with 2,400 points')).toBeInTheDocument();
    expect(within(board).getByRole('cell', { name: /^Avery Test/ })).toBeInTheDocument();
    expect(requestsTo(log, `POST ${MAMBO}/users/${GID}/leaderboard`)[0].body).toEqual({ myRank: true, timeFrame: 'month', userSampling: 'dealership', page: 0, count: 10 });
    expect(within(board).getByText('Page 1 of 2')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(within(board).getByLabelText('Time frame'), 'Year to Date');
    expect(await within(board).findByRole('cell', { name: /^Blake Test/ })).toBeInTheDocument();
    await user.selectOptions(within(board).getByLabelText('Compare with'), 'National');
    await user.click(await within(board).findByRole('button', { name: 'Next' }));
    expect(requestsTo(log, `POST ${MAMBO}/users/${GID}/leaderboard`).at(-1)?.body).toMatchObject({ timeFrame: 'all', userSampling: 'all', page: 1 });
  });

  it('leaderboard: each time frame (all, month, week, day), each sampling (dealership, region, all) and one of the user’s brands', async () => {
    const log = routes();
    const user = userEvent.setup();
    renderApp(`${S}/dashboard`);
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    await within(board).findByText('My rank: #2 with 2,400 points');
    const lastBody = () => requestsTo(log, `POST ${MAMBO}/users/${GID}/leaderboard`).at(-1)?.body;
    for (const [label, timeFrame] of [['Week to Date', 'week'], ['Today', 'day'], ['Year to Date', 'all'], ['Month to Date', 'month']]) {
      await user.selectOptions(within(board).getByLabelText('Time frame'), label);
      await waitFor(() => expect(lastBody()).toMatchObject({ timeFrame, userSampling: 'dealership', page: 0 }));
    }
    // The region is named: demo.sales's dealership is in Montana, in the West.
    for (const [label, userSampling] of [['Region (West)', 'region'], ['National', 'all'], ['My Dealership', 'dealership']]) {
      await user.selectOptions(within(board).getByLabelText('Compare with'), label);
      await waitFor(() => expect(lastBody()).toMatchObject({ timeFrame: 'month', userSampling }));
    }
    const brand = within(board).getByLabelText('Brand');
    expect(within(brand).getAllByRole('option').map((o) => o.textContent)).toEqual(['All brands', 'Cougar', 'Montana']);
    expect(lastBody()).not.toHaveProperty('brand');
    await user.selectOptions(brand, 'Montana');
    await waitFor(() => expect(lastBody()).toMatchObject({ brand: 'MO', timeFrame: 'month', userSampling: 'dealership' }));
    expect(await within(board).findByRole('table', { name: 'Month to Date, My Dealership, Montana' })).toBeInTheDocument();
    await user.selectOptions(brand, 'All brands');
    await waitFor(() => expect(lastBody()).not.toHaveProperty('brand'));
  });

  it('leaderboard: the region sampling names the region in the caption', async () => {
    routes();
    renderApp(`${S}/dashboard`);
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    await within(board).findByRole('table', { name: 'Month to Date, My Dealership' });
    await userEvent.setup().selectOptions(within(board).getByLabelText('Compare with'), 'Region (West)');
    expect(await within(board).findByRole('table', { name: 'Month to Date, Region (West)' })).toBeInTheDocument();
  });

  it('leaderboard: a user with no points is "not ranked yet", never "#2 with 0 points"', async () => {
    routes({ [`POST ${MAMBO}/users/${GID}/leaderboard`]: data({ ...leaderboard(), total: 1, users: [leaderboard().users[0]], myRank: { ...leaderboard().myRank, points: 0 } }) });
    renderApp(`${S}/dashboard`);
    const board = screen.getByRole('region', { name: 'Leaderboard' });
    expect(await within(board).findByText('You are not ranked yet: no points in this time frame.')).toBeInTheDocument();
    expect(within(board).queryByText(/#2 with 0 points/)).not.toBeInTheDocument();
  });

  it('loading, empty and error states; a retry loads again', async () => {
    let fail = true;
    routes({
      [`GET ${MAMBO}/users/${GID}`]: () => (fail ? { status: 500, data: { message: 'Rewards are down' } } : data(gamificationUser())),
      [`GET ${MAMBO}/users/${GID}/levels`]: 'pending',
      [`GET ${MAMBO}/users/${GID}/notifications`]: data([]),
      [`POST ${MAMBO}/users/${GID}/leaderboard`]: data({ ...leaderboard(), users: [], myRank: null, total: 0 }),
      [`GET /api/northpass/v1/people/${NP}/learning_paths`]: data([]),
    });
    renderApp(`${S}/dashboard`);
    expect(await within(screen.getByRole('region', { name: 'My levels' })).findByText('Loading levels…')).toBeInTheDocument();
    const points = screen.getByRole('region', { name: 'My points' });
    expect(await within(points).findByRole('alert')).toHaveTextContent('Your points could not be loaded: Rewards are down');
    expect(await screen.findByText('No notifications.')).toBeInTheDocument();
    expect(await screen.findByText('Nobody has earned points in this time frame yet.')).toBeInTheDocument();
    expect(screen.getAllByText('No learning paths are assigned to you yet.')).toHaveLength(1);
    fail = false;
    await userEvent.setup().click(within(points).getByRole('button', { name: 'Try again' }));
    expect(await within(points).findByText('2,400')).toBeInTheDocument();
  });

  it('says the rewards account is being set up when the account check finds none', async () => {
    routes({ [`GET ${MAMBO}/user/validate`]: { status: 404, data: {} } });
    renderApp(`${S}/dashboard`);
    const points = screen.getByRole('region', { name: 'My points' });
    expect(await within(points).findByRole('alert')).toHaveTextContent('Your rewards account is still being set up.');
  });
});

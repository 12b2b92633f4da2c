import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, gamificationUser, GID, MAMBO } from '../dashboard/portal-fixtures';

const S = '/ignite/sales';
const U = `${MAMBO}/users/${GID}`;
const data = (value: unknown) => ({ status: 200, data: value });
const progress = (required: number, completed: number) => ({ progress: { criteriaProgress: [{ required, completed }] } });
const reward = (id: string, name: string, type: string, fields: Record<string, unknown> = {}) =>
  ({ id, name, type, description: `${name} description`, tags: [{ tag: 'sales' }], awarded: null, attrs: { points: 10, ...progress(10, 4) }, ...fields });
const year = new Date().getUTCFullYear();

function rewardsApi(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    ...accountRoutes(),
    [`GET ${U}`]: data(gamificationUser()),
    'GET /api/brightsites/v2/user/user-auth-token': data({ token: 't', expiresAt: '', balance: 1200, url: 'https://shop.example.com/sso?t=t' }),
    [`GET ${U}/kpis`]: data([{ id: 'units-mtd', name: 'Units sold this month', value: 3, timeFrame: 'month' }, { id: 'sales-ytd', name: 'Sales points this year', value: 12500, timeFrame: 'all' }]),
    [`GET ${U}/rewards/achievements`]: data([
      reward('a-close', 'Ten Sales', 'achievement', { attrs: { points: 10, ...progress(10, 8) } }),
      reward('a-first', 'First Sale', 'achievement', { awarded: { rewardId: 'a-first', awardedOn: `${year}-02-03T10:00:00Z` } }),
    ]),
    [`GET ${U}/missions`]: data([
      reward('m-old', 'Spring Kickoff', 'mission', { startsOn: `${year - 1}-03-01`, endsOn: `${year - 1}-05-31` }),
      reward('m-now', 'Year-End Push', 'mission', { startsOn: `${year}-01-01`, endsOn: `${year}-12-31`, attrs: { points: 10, ...progress(10, 6) } }),
    ]),
    [`GET ${U}/rewards`]: data([reward('l-bronze', 'Bronze', 'level', { awarded: { rewardId: 'l-bronze', awardedOn: `${year}-03-04T00:00:00Z` } })]),
    [`GET ${U}/coupons`]: data([
      { id: '1', code: 'OLD-10', name: 'Old coupon', description: 'Gone', expiresOn: `${year - 1}-01-31`, used: false },
      { id: '2', code: 'GEAR-20', name: '20% off branded gear', description: 'Jackets and hats', expiresOn: `${year + 1}-01-31`, used: false },
    ]),
    [`GET ${U}/activities`]: data(Array.from({ length: 12 }, (_, i) => ({
      id: `act-${i}`, type: 'behaviour', verb: 'spiff_claimed', description: `Claimed spiff ${i}`, tags: ['org_D1001'], createdOn: `${year}-01-${String(i + 10)}T12:00:00Z`,
      user: { uuid: GID, firstName: 'Dana', lastName: 'Reyes' }, points: [{ name: 'Sales', amount: 1500 }],
    }))),
    ...overrides,
  });
}

beforeEach(() => {
  resetSession();
  authStore.getState().loginSuccess(dealerUser());
});

describe('rewards page: key figures, achievements, missions, rewards earned, coupons, recent activity', () => {
  it('is reached from the dashboard points card and shows every view with the reward shop balance and link', async () => {
    const log = rewardsApi({ [`GET ${U}/levels`]: data([]), [`GET ${U}/notifications`]: data([]) });
    const user = userEvent.setup();
    const app = renderApp(`${S}/dashboard`);
    await user.click(await within(screen.getByRole('region', { name: 'My points' })).findByRole('link', { name: 'Achievements, missions and coupons' }));
    expect(app.location()).toBe(`${S}/rewards`);
    expect(await screen.findByRole('heading', { level: 1, name: 'My Rewards' })).toBeInTheDocument();

    const points = screen.getByRole('region', { name: 'My points' });
    expect(await within(points).findByRole('link', { name: /Visit the reward shop/ })).toHaveAttribute('href', 'https://shop.example.com/sso?t=t');
    expect(within(points).getByText('1,200')).toBeInTheDocument();
    expect(within(points).queryByRole('link', { name: 'Achievements, missions and coupons' })).not.toBeInTheDocument();

    const kpis = screen.getByRole('region', { name: 'Key figures' });
    expect(await within(kpis).findByText('12,500')).toBeInTheDocument();
    expect(within(kpis).getAllByRole('term').map((t) => t.textContent)).toEqual(['Units sold this month (Month to Date)', 'Sales points this year (Year to Date)']);
    expect(within(kpis).getByText('3')).toBeInTheDocument();

    const achievements = screen.getByRole('region', { name: 'Achievements' });
    const names = await within(achievements).findAllByRole('heading', { level: 3 });
    expect(names.map((n) => n.textContent)).toEqual(['First Sale', 'Ten Sales']);
    expect(within(achievements).getByText('Earned Feb 3, ' + year)).toBeInTheDocument();
    expect(within(achievements).getByText('In progress: 8 of 10')).toBeInTheDocument();
    expect(within(achievements).getByRole('progressbar', { name: 'Ten Sales progress' })).toHaveAttribute('aria-valuenow', '80');

    const missions = screen.getByRole('region', { name: 'Missions' });
    expect((await within(missions).findAllByRole('heading', { level: 3 })).map((n) => n.textContent)).toEqual(['Year-End Push', 'Spring Kickoff']);
    expect(within(missions).getByText(`In progress: 6 of 10 · Jan 1, ${year} to Dec 31, ${year}`)).toBeInTheDocument();
    expect(within(missions).getByText(`Ended · Mar 1, ${year - 1} to May 31, ${year - 1}`)).toBeInTheDocument();

    const earned = screen.getByRole('region', { name: 'Rewards earned' });
    expect(await within(earned).findByText('Bronze')).toBeInTheDocument();

    const activity = screen.getByRole('region', { name: 'Recent activity' });
    const items = await within(activity).findAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveTextContent(`Claimed spiff 0 (+1,500 Sales) Jan 10, ${year}`);
    expect(requestsTo(log, `GET ${U}/activities`)[0].params).toEqual({ page: 0, count: 100, onlyBehaviours: true, tags: 'org_D1001' });

    const coupons = within(screen.getByRole('region', { name: 'Coupons' }));
    const rows = await coupons.findAllByRole('row');
    expect(rows.slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['GEAR-20', 'OLD-10']);
    expect(within(rows[1]).getByRole('cell', { name: 'Ready to use' })).toBeInTheDocument();
    expect(within(rows[2]).getByRole('cell', { name: 'Expired' })).toBeInTheDocument();
  });

  it('says so when a view is empty', async () => {
    rewardsApi({ [`GET ${U}/kpis`]: data([]), [`GET ${U}/rewards/achievements`]: data([]), [`GET ${U}/missions`]: data([]), [`GET ${U}/rewards`]: data([]), [`GET ${U}/coupons`]: data([]), [`GET ${U}/activities`]: data([]) });
    renderApp(`${S}/rewards`);
    expect(await screen.findByText('No key figures yet: they start with your first sale or course.')).toBeInTheDocument();
    expect(await screen.findByText('No achievements are offered yet.')).toBeInTheDocument();
    expect(await screen.findByText('No missions are running right now.')).toBeInTheDocument();
    expect(await screen.findByText('Nothing earned yet: levels and achievements you reach show here.')).toBeInTheDocument();
    expect(await screen.findByText('You have no coupons.')).toBeInTheDocument();
    expect(await screen.findByText('No activity yet: claims and completed courses show here.')).toBeInTheDocument();
  });

  it('shows each failed view with the reason and a retry, and the reward shop link as unavailable', async () => {
    let fail = true;
    const down = { status: 503, data: { message: 'Rewards are down' } };
    rewardsApi({
      [`GET ${U}/coupons`]: () => (fail ? down : data([])),
      [`GET ${U}/missions`]: down,
      'GET /api/brightsites/v2/user/user-auth-token': down,
    });
    renderApp(`${S}/rewards`);
    const coupons = screen.getByRole('region', { name: 'Coupons' });
    expect(await within(coupons).findByRole('alert')).toHaveTextContent('Your coupons could not be loaded: Rewards are down');
    expect(await within(screen.getByRole('region', { name: 'Missions' })).findByRole('alert')).toHaveTextContent('Your missions could not be loaded');
    expect(await screen.findByText('The reward shop link is not available right now.')).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(within(coupons).getByRole('button', { name: 'Try again' }));
    expect(await within(coupons).findByText('You have no coupons.')).toBeInTheDocument();
  });
});

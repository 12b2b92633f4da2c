import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockHandler } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, gamificationUser, learningPaths, levels, MAMBO, NP } from '../dashboard/portal-fixtures';
import { dealershipChoiceStore } from '../dealership-select/dealership-choice';
import { teamRoutes } from './team-fixtures';

const S = '/ignite/sales';
const data = (value: unknown) => ({ status: 200, data: value });
const member = (guid: string, firstName: string, gamificationId: string | null) => ({
  guid, username: firstName.toLowerCase(), firstName, lastName: 'Team', email: `${firstName.toLowerCase()}@example.com`, registered: true,
  dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV', gamificationId, learningId: null,
  points: [{ point: { id: 'sales', name: 'Sales', hideInSummary: false }, total: 1200 }], levels: { sales_level: 'Bronze', learning_level: 'Member', user_level: 'Member' },
});
const overview = { managedUsers: [member('g-sam', 'Sam', 'gm-sam'), member('g-new', 'Noor', null)], managedDealerships: [{ dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV' }] };
const activity = { id: 'a1', type: 'behaviour', verb: 'sold_unit', description: 'Sold a Cougar 22MLS', tags: ['org_D1001'], createdOn: '2026-11-02T10:00:00Z',
  user: { uuid: 'gm-sam', firstName: 'Sam', lastName: 'Team' }, points: [{ name: 'Sales', amount: 1500 }, { name: 'Courses Completed', amount: 1 }] };

function team(overrides: Record<string, MockHandler> = {}) {
  return mockApi({
    ...accountRoutes(),
    ...teamRoutes(),
    'GET /api/user/manager/overview': data(overview),
    'GET /api/user/manager/guid-manager/users/activities': (r) => data({ managerGuid: 'guid-manager', users: [{ guid: r.params.users, gamificationId: 'gm-sam', activities: r.params.users === 'g-sam' ? [activity] : [] }] }),
    [`GET ${MAMBO}/users/gm-sam`]: data(gamificationUser()),
    [`GET ${MAMBO}/users/gm-sam/levels`]: data(levels()),
    ...overrides,
  });
}

beforeEach(() => {
  resetSession();
  dealershipChoiceStore.setState({ byUser: {} });
  authStore.getState().loginSuccess(dealerUser({ manager: true, guid: 'guid-manager', username: 'demo.manager' }));
});

describe('My Team (dealer spec: entities and fields; validation rules; roles and permissions)', () => {
  it('lists managed dealerships and users; a selected user shows their gamification data by their own id, and activities', async () => {
    const log = team();
    const user = userEvent.setup();
    renderApp(`${S}/my-team`);
    expect(await screen.findByRole('heading', { name: 'Dealerships (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team members (2)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sam Team' }));
    const detail = screen.getByRole('region', { name: 'Sam Team' });
    expect(await within(detail).findByText('Sold a Cougar 22MLS', { exact: false })).toBeInTheDocument();
    expect(await within(detail).findByText('2,400')).toBeInTheDocument();
    // numbers formatted, counts in the singular for one.
    expect(within(detail).getByText('Sold a Cougar 22MLS', { exact: false })).toHaveTextContent('Sold a Cougar 22MLS (+1,500 Sales, 1 Course Completed)');
    const samRow = screen.getByRole('row', { name: /^Sam Team/ });
    expect(within(samRow).getByRole('cell', { name: 'Sales 1,200' })).toBeInTheDocument();
    expect(within(detail).getByText('Bronze')).toBeInTheDocument();
    expect(requestsTo(log, `GET ${MAMBO}/users/gm-sam`)).toHaveLength(1);
    expect(requestsTo(log, 'GET /api/user/manager/guid-manager/users/activities')[0].params).toMatchObject({ users: 'g-sam', onlyBehaviours: true });
  });

  it('a member without a rewards account and without activity says so', async () => {
    team();
    const user = userEvent.setup();
    renderApp(`${S}/my-team`);
    await user.click(await screen.findByRole('button', { name: 'Noor Team' }));
    const detail = screen.getByRole('region', { name: 'Noor Team' });
    expect(within(detail).getByText('Noor Team has no rewards account yet.')).toBeInTheDocument();
    expect(await within(detail).findByText('No activity for Noor Team yet.')).toBeInTheDocument();
  });

  it('loading, empty and error states', async () => {
    team({ 'GET /api/user/manager/overview': 'pending' });
    const first = renderApp(`${S}/my-team`);
    expect(await screen.findByText('Loading team…')).toBeInTheDocument();
    first.unmount();
    team({ 'GET /api/user/manager/overview': data({ managedUsers: [], managedDealerships: [] }) });
    const second = renderApp(`${S}/my-team`);
    expect(await screen.findByText('You do not manage any users or dealerships yet.')).toBeInTheDocument();
    second.unmount();
    team({ 'GET /api/user/manager/overview': { status: 403, data: { message: 'Managers only' } } });
    renderApp(`${S}/my-team`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your team could not be loaded: Managers only');
  });
});

describe('My Team and learning follow the Location select', () => {
  const lakeshore = {
    dealershipNumber: 'D1002', dealershipName: 'Lakeshore RV Center of Kalispell', brandList: 'HI,OB', attributes: [],
    addresses: [{ street: '2 Lake St', city: 'Kalispell', state: 'MT', zip: '59901', country: 'US' }],
  };
  const twoDealerships = () => {
    const manager = dealerUser({ manager: true, guid: 'guid-manager', username: 'demo.manager' });
    authStore.getState().loginSuccess({ ...manager, organizations: [...manager.organizations, lakeshore] });
  };
  const bothTeams = {
    managedUsers: [member('g-sam', 'Sam', 'gm-sam'), { ...member('g-lee', 'Lee', null), dealershipNumber: 'D1002', dealershipName: lakeshore.dealershipName }],
    managedDealerships: [{ dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV' }, { dealershipNumber: 'D1002', dealershipName: lakeshore.dealershipName }],
  };

  it('My Team says it shows all the dealerships, then only the chosen one', async () => {
    twoDealerships();
    team({ 'GET /api/user/manager/overview': data(bothTeams) });
    renderApp(`${S}/my-team`);
    expect(await screen.findByRole('heading', { name: 'Team members (2)' })).toBeInTheDocument();
    expect(screen.getByText('Showing: All of the dealerships you manage.')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'D1002');
    expect(await screen.findByRole('heading', { name: 'Team members (1)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Dealerships (1)' })).toBeInTheDocument();
    expect(screen.getByText('Showing: Lakeshore RV Center of Kalispell (D1002).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lee Team' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sam Team' })).not.toBeInTheDocument();
  });

  it("learning progress shows the chosen dealership's brands only, and says so", async () => {
    twoDealerships();
    const paths = [...learningPaths(), { ...learningPaths()[0], id: 'lp-hi', name: 'Hideout Product Training', brandCode: 'HI' }];
    team({ 'GET /api/northpass/v1/krv/people/validate': data({ id: NP }), [`GET /api/northpass/v1/people/${NP}/learning_paths`]: data(paths) });
    renderApp(`${S}/learning`);
    expect(await screen.findByRole('heading', { name: 'Montana Product Training' })).toBeInTheDocument();
    expect(screen.getByText('Paths of the brands sold at All 2 of your dealerships.')).toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'D1002');
    expect(await screen.findByText('Paths of the brands sold at Lakeshore RV Center of Kalispell (D1002).')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Required courses', 'Hideout Product Training']);
  });
});

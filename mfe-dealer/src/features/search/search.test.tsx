import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import { dealerUser } from '../../test-support/dealer-user';
import { renderApp, resetSession } from '../../test-support/render-app';
import { accountRoutes, learningPaths, NP } from '../dashboard/portal-fixtures';
import { dealershipChoiceStore } from '../dealership-select/dealership-choice';

const S = '/ignite/sales';
const MODELS = 'POST /api/search/v1/models';
const PATHS = `GET /api/northpass/v1/people/${NP}/learning_paths`;
const PAGES = 'GET /api/site-search/v1/searches';

const floorplan = (n: number) => ({
  uniqueId: `MO-${n}RL-2026`, referenceId: `${n}RL`, name: `Montana ${n}RL`, brandSlug: 'montana', typeClassSlug: 'fifth-wheels',
  typeClass: 'Fifth Wheels', modelYear: 2026, floorplan_thumbnail: { url: `/img/${n}.svg`, alt: '', dimensions: { width: 96, height: 64 } },
});
/** The catalogue answering a text search with `total` Montana floorplans, paged by the request's from and size. */
const catalogue = (total: number): MockHandler => (request: MockRequest) => {
  const { from = 0, size = 20 } = request.body as { from?: number; size?: number };
  const docs = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => floorplan(3000 + from + i));
  return { status: 200, data: { docs, total: { value: total } } };
};

/** The owners engine answering with `total` support articles, paged by the request's page and size. */
const ownerPages = (total: number): MockHandler => (request: MockRequest) => {
  const { page = 1, size = 10 } = request.params as { page?: number; size?: number };
  const from = (page - 1) * size;
  const results = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => {
    const n = from + i + 1;
    const data = { url_path: `/owners/support/article-${n}`, title: `Winterizing guide ${n}`, featured_image: null, category: 'Support Articles', meta_description: 'Before the frost.', snippet: '' };
    return { id: { raw: `a-${n}` }, data: Object.fromEntries(Object.entries(data).map(([k, v]) => [k, { raw: v }])) };
  });
  return { status: 200, data: { meta: { page: { current: page, size, total_pages: Math.ceil(total / size), total_results: total } }, results, facets: { category: [] } } };
};

function portal(routes: Record<string, MockHandler>) {
  return mockApi({ ...accountRoutes(), [PATHS]: { status: 200, data: learningPaths() }, [PAGES]: ownerPages(0), ...routes });
}

beforeEach(() => {
  dealershipChoiceStore.setState({ byUser: {} });
  resetSession();
  authStore.getState().loginSuccess(dealerUser());
});

describe('dealer search (dealer spec: screens and routes, /search?query=, page size 20)', () => {
  it('takes the term from the URL and shows floorplans of the dealer brands and matching courses in groups', async () => {
    const log = portal({ [MODELS]: catalogue(2) });
    renderApp(`${S}/search?query=montana`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Dealer portal' });
    expect(within(form).getByRole('searchbox', { name: 'Search floorplans and courses' })).toHaveValue('montana');
    expect(await screen.findByText('2 floorplans, 2 courses and 0 support pages found for "montana"')).toHaveAttribute('role', 'status');

    const floorplans = screen.getByRole('region', { name: 'Floorplans' });
    expect(await within(floorplans).findByRole('link', { name: 'Montana 3000RL' })).toHaveAttribute('href', `${S}/product/montana/fifth-wheels/floorplans/3000RL`);
    expect(within(floorplans).getByText('Showing 2 of 2 floorplans')).toBeInTheDocument();
    const courses = screen.getByRole('region', { name: 'Learning courses' });
    expect(within(courses).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Montana basics', `${S}/learning/courses/c-3`], ['Montana floorplans', `${S}/learning/courses/c-4`],
    ]);
    expect(within(courses).queryByRole('link', { name: 'Cougar walkthrough' })).not.toBeInTheDocument();
    expect(requestsTo(log, MODELS)[0].body).toMatchObject({
      size: 20, from: 0, filters: { model: { active: true, stockOnly: false, text: 'montana', newestYearOnly: true }, brand: { group: ['CG', 'MO'] } },
    });
  });

  it('says there are no results for a term nothing matches', async () => {
    portal({ [MODELS]: catalogue(0) });
    renderApp(`${S}/search?query=zzq`);
    expect(await screen.findByText('No results for "zzq"')).toBeInTheDocument();
    expect(screen.getByText('No floorplans match.')).toBeInTheDocument();
    expect(screen.getByText('No courses match.')).toBeInTheDocument();
    expect(screen.getByText('No support pages match.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('shows an error with a retry when the catalogue fails, and the results after retrying', async () => {
    let fail = true;
    const log = portal({ [MODELS]: (request) => (fail ? { status: 500, data: { message: 'Search is down' } } : (catalogue(1) as (r: MockRequest) => { status: number })(request)) });
    const user = userEvent.setup();
    renderApp(`${S}/search?query=montana`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your floorplans could not be loaded');
    expect(await screen.findByText('2 courses and 0 support pages found for "montana"; floorplans could not be loaded')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('region', { name: 'Floorplans' })).toContainElement(screen.getByRole('alert'));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Montana 3000RL' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requestsTo(log, MODELS)).toHaveLength(2);
  });

  it("pages floorplans by 20 with 'Show more', moving focus to the first new one", async () => {
    const log = portal({ [MODELS]: catalogue(45) });
    const user = userEvent.setup();
    renderApp(`${S}/search?query=montana`);
    const floorplans = await screen.findByRole('region', { name: 'Floorplans' });
    expect(await within(floorplans).findByText('Showing 20 of 45 floorplans')).toBeInTheDocument();
    expect(within(floorplans).getAllByRole('link')).toHaveLength(20);
    await user.click(within(floorplans).getByRole('button', { name: 'Show more floorplans' }));
    expect(await within(floorplans).findByText('Showing 40 of 45 floorplans')).toBeInTheDocument();
    expect(within(floorplans).getByRole('link', { name: 'Montana 3020RL' })).toHaveFocus();
    await user.click(within(floorplans).getByRole('button', { name: 'Show more floorplans' }));
    expect(await within(floorplans).findByText('Showing 45 of 45 floorplans')).toBeInTheDocument();
    expect(within(floorplans).queryByRole('button', { name: 'Show more floorplans' })).not.toBeInTheDocument();
    expect(requestsTo(log, MODELS).map((r) => (r.body as { from: number }).from)).toEqual([0, 20, 40]);
  });

  it('puts a submitted term in the URL and searches it; an empty URL term only asks for one', async () => {
    const log = portal({ [MODELS]: catalogue(1) });
    const user = userEvent.setup();
    const app = renderApp(`${S}/search`);
    expect(await screen.findByText('Type a floorplan, brand or course name to search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(requestsTo(log, MODELS)).toHaveLength(0);
    await user.type(screen.getByRole('searchbox', { name: 'Search floorplans and courses' }), '  cougar   walk {Enter}');
    expect(app.location()).toBe(`${S}/search?query=cougar+walk`);
    expect(await screen.findByText('1 floorplan, 1 course and 0 support pages found for "cougar walk"')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cougar walkthrough' })).toBeInTheDocument();
  });

  it("follows the Location select: the chosen dealership's brands only", async () => {
    const user = dealerUser({ manager: true, guid: 'guid-manager' });
    const lakeshore = { ...user.organizations[0], dealershipNumber: 'D1002', dealershipName: 'Lakeshore RV Center of Kalispell', brandList: 'HI,OB' };
    authStore.getState().loginSuccess({ ...user, organizations: [...user.organizations, lakeshore] });
    dealershipChoiceStore.getState().choose('guid-manager', 'D1002');
    const log = portal({ [MODELS]: catalogue(0) });
    renderApp(`${S}/search?query=montana`);
    expect(await screen.findByText('Floorplans and courses of the brands sold at Lakeshore RV Center of Kalispell (D1002).')).toBeInTheDocument();
    // D1002 sells neither Montana nor Cougar: no floorplan and no course of D1001's paths is found.
    expect(await screen.findByText('No results for "montana"')).toBeInTheDocument();
    expect(requestsTo(log, MODELS)[0].body).toMatchObject({ filters: { brand: { group: ['HI', 'OB'] } } });
  });

  it('asks the catalogue nothing for a user without brands', async () => {
    authStore.getState().loginSuccess(dealerUser({ organizations: [{ ...dealerUser().organizations[0], brandList: '' }] }));
    const log = portal({ [MODELS]: catalogue(5) });
    renderApp(`${S}/search?query=montana`);
    expect(await screen.findByText('0 floorplans, 2 courses and 0 support pages found for "montana"')).toBeInTheDocument();
    expect(requestsTo(log, MODELS)).toHaveLength(0);
  });

  it('lists owner support pages from the owners engine, opening in a new tab, 20 a page', async () => {
    const log = portal({ [MODELS]: catalogue(0), [PAGES]: ownerPages(25) });
    const user = userEvent.setup();
    renderApp(`${S}/search?query=winterizing`);
    const pages = await screen.findByRole('region', { name: 'Owner support and how-to' });
    expect(await within(pages).findByText('Showing 20 of 25 support pages')).toBeInTheDocument();
    const first = within(pages).getByRole('link', { name: 'Winterizing guide 1 (opens in a new tab)' });
    expect(first).toHaveAttribute('href', '/owners/support/article-1');
    expect(first).toHaveAttribute('target', '_blank');
    await user.click(within(pages).getByRole('button', { name: 'Show more support pages' }));
    expect(await within(pages).findByText('Showing 25 of 25 support pages')).toBeInTheDocument();
    expect(requestsTo(log, PAGES).map((r) => r.params)).toEqual([
      { query: 'winterizing', owners: true, page: 1, size: 20 }, { query: 'winterizing', owners: true, page: 2, size: 20 },
    ]);
    expect(screen.getByText('0 floorplans, 0 courses and 25 support pages found for "winterizing"')).toBeInTheDocument();
  });
});

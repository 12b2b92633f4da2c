import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@rv/shared-lib/router';
import { navigateToUrl } from 'single-spa';
import type { SiteSearchResponse, SiteSearchResult } from '@rv/shared-lib/search';
import { afterPendingWork, mockApi, requestsTo, type MockHandler, type MockReply, type MockRequest } from '@rv/shared-lib/testing';
import { SearchResultsPage } from './search-results.page';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

/** The site search service; the page asks it one page of results at a time. */
const SEARCHES = 'GET /api/site-search/v1/searches';
let log: MockRequest[] = [];
const answerSearches = (reply: MockHandler) => (log = mockApi({ [SEARCHES]: reply }));
const found = (data: SiteSearchResponse) => ({ status: 200, data });
const searches = () => requestsTo(log, SEARCHES).map((r) => r.params);
/** The query the page sends for these search params (10 results a page). */
const asked = (query: string, owners: boolean, page: number, category?: string) => ({ query, owners, page, size: 10, ...(category ? { category } : {}) });

const result = (n: number, category = 'Floorplans'): SiteSearchResult => ({
  id: { raw: `r${n}` },
  data: {
    url_path: { raw: `/page-${n}` }, title: { raw: `Result ${n}` }, featured_image: { raw: null }, category: { raw: category },
    meta_description: { raw: `About ${n}` }, snippet: { raw: `A <mark>fifth</mark> wheel <b>${n}</b>` },
  },
});
const response = (results: SiteSearchResult[], total: number, page = 1, extra: Partial<SiteSearchResponse['meta']> = {}): SiteSearchResponse => ({
  meta: { query: 'fifth wheel', engine: 'site', corrected_query: null, alternatives: [], page: { current: page, size: 10, total_pages: Math.ceil(total / 10), total_results: total }, ...extra },
  results,
  facets: { category: total ? [{ value: 'Floorplans', count: total - 2 }, { value: 'Brands', count: 2 }] : [] },
});

function Where() {
  const { search } = useLocation();
  return <span data-testid="where">{search}</span>;
}
const renderAt = (search: string) => render(
  <MemoryRouter initialEntries={[`/search${search}`]}>
    <Routes><Route path="/search" element={<><SearchResultsPage /><Where /></>} /></Routes>
  </MemoryRouter>,
);
const where = () => screen.getByTestId('where').textContent;

beforeEach(() => {
  log = [];
  window.dataLayer = [];
  jest.mocked(navigateToUrl).mockReset();
});

describe('/search results page (spec: screens and routes; states and transitions; validation rules; the calls)', () => {
  it('goes LOADING then LOADED, with result cards, snippet marks and the category facet', async () => {
    let answer!: (reply: MockReply) => void;
    answerSearches(() => new Promise<MockReply>((resolve) => { answer = resolve; }));
    renderAt('?query=fifth%20wheel&owners=false');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(searches()).toEqual([asked('fifth wheel', false, 1)]));
    await act(async () => answer(found(response(Array.from({ length: 10 }, (_, i) => result(i + 1)), 25))));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results for “fifth wheel”' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1-10 of 25 results')).toBeInTheDocument();
    const first = screen.getAllByRole('article')[0];
    expect(within(first).getByRole('link', { name: 'Result 1' })).toHaveAttribute('href', '/page-1');
    expect(within(first).getByText('fifth', { selector: 'mark' })).toBeInTheDocument();
    expect(first.querySelector('b')).toBeNull();
    const facet = screen.getByRole('navigation', { name: 'Filter by category' });
    expect(within(facet).getAllByRole('link').map((l) => l.textContent)).toEqual(['All (25)', 'Floorplans (23)', 'Brands (2)']);
  });

  it('filters by category and pages, keeping the query and owners flag in the URL', async () => {
    const user = userEvent.setup();
    answerSearches((request) => {
      const page = Number(request.params.page);
      return found(response([result(page * 10)], 25, page));
    });
    renderAt('?query=fifth%20wheel&owners=false');
    await user.click(await screen.findByRole('link', { name: 'Brands (2)' }));
    expect(where()).toBe('?query=fifth+wheel&owners=false&category=Brands');
    await waitFor(() => expect(searches().at(-1)).toEqual(asked('fifth wheel', false, 1, 'Brands')));
    expect(await screen.findByRole('link', { name: 'Brands (2)' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(where()).toBe('?query=fifth+wheel&owners=false&category=Brands&page=2');
    expect(await screen.findByRole('link', { name: 'Result 20' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Search result pages' })).toHaveTextContent('Previous');
  });

  it.each([['0'], ['-2'], ['two']])('treats page=%s as page 1 (spec: validation rules)', async (page) => {
    answerSearches(found(response([result(1)], 1)));
    renderAt(`?query=tank&page=${page}`);
    await screen.findByRole('link', { name: 'Result 1' });
    expect(searches()).toEqual([asked('tank', false, 1)]);
  });

  it('searches the owners engine with owners=true and switches with the toggle', async () => {
    const user = userEvent.setup();
    answerSearches(found(response([result(1, 'How-To')], 1)));
    renderAt('?query=winterize&owners=true');
    expect(await screen.findByRole('checkbox', { name: 'Owner content only' })).toBeChecked();
    await waitFor(() => expect(searches()).toEqual([asked('winterize', true, 1)]));
    await user.click(screen.getByRole('checkbox', { name: 'Owner content only' }));
    expect(where()).toBe('?query=winterize&owners=false');
  });

  it('tracks clickResultLink with the position and leaves through single-spa', async () => {
    const user = userEvent.setup();
    answerSearches(found(response([result(11), result(12)], 12, 2)));
    renderAt('?query=fifth%20wheel&page=2');
    await user.click(await screen.findByRole('link', { name: 'Result 12' }));
    expect(window.dataLayer).toContainEqual({ event: 'clickResultLink', searchTerm: 'fifth wheel', title: 'Result 12', url: '/page-12', position: 12 });
    expect(navigateToUrl).toHaveBeenCalledWith('/page-12');
  });

  it('shows an empty result with close words to try', async () => {
    answerSearches(found(response([], 0, 1, { alternatives: ['cougar', 'courage'] })));
    renderAt('?query=cougir');
    expect(await screen.findByText('No results for “cougir”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'cougar' })).toHaveAttribute('href', '/search?query=cougar&owners=false');
    expect(screen.queryByRole('navigation', { name: 'Filter by category' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that recovers (spec: error catalogue)', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let asks = 0;
    answerSearches(() => (++asks === 1 ? { status: 500 } : found(response([result(1)], 1))));
    renderAt('?query=fifth%20wheel');
    expect(await screen.findByRole('alert')).toHaveTextContent('Search is not available right now.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Result 1' })).toBeInTheDocument();
    warn.mockRestore();
  });

  it.each([[''], ['?query=ab']])('runs no query for %p (NONE: under 3 characters)', async (search) => {
    answerSearches(found(response([result(1)], 1)));
    renderAt(search);
    expect(screen.getByText('Type at least 3 characters to search the site.')).toBeInTheDocument();
    await afterPendingWork();
    expect(searches()).toEqual([]);
  });
});

import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigateToUrl } from 'single-spa';
import type { SiteSearchResult } from '@rv/shared-lib/search';
import { mockApi, requestsTo, type MockReply, type MockRequest } from '@rv/shared-lib/testing';
import SearchOverlay from './search-overlay.component';
import { PLACEHOLDER_IMAGE } from './top-suggestions.component';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const result = (title: string, url: string, image: string | null): SiteSearchResult => ({
  id: { raw: url },
  data: { url_path: { raw: url }, title: { raw: title }, featured_image: { raw: image }, category: { raw: 'Brands' }, meta_description: { raw: '' }, snippet: { raw: '' } },
});
const previews = [result('Montana', '/product/montana', '/m.svg'), result('Montana 280QB', '/product/montana/fifth-wheels/floorplans/280QB', null), result('Montana owners', '/owners/brand/montana', '/o.svg')];

/** The site search service: text suggestions, and the searches whose first results are the top tiles. */
const SUGGESTIONS = 'GET /api/site-search/v1/suggestions';
const SEARCHES = 'GET /api/site-search/v1/searches';
let log: MockRequest[] = [];
const answerSearch = (suggestions: MockReply, searches: MockReply) => (log = mockApi({ [SUGGESTIONS]: suggestions, [SEARCHES]: searches }));
/** The queries each endpoint was asked, in order. */
const asked = (key: string) => requestsTo(log, key).map((r) => r.params);
const searchResponse = (results: SiteSearchResult[]) => ({
  meta: { query: 'mont', engine: 'site', corrected_query: null, alternatives: [], page: { current: 1, size: 3, total_pages: 1, total_results: results.length } },
  results,
  facets: { category: [] },
});

beforeEach(() => {
  jest.useFakeTimers();
  answerSearch(
    { status: 200, data: { results: [{ suggestion: 'Montana' }, { suggestion: 'Montana 280QB' }, { suggestion: 'Montana High Country' }] } },
    { status: 200, data: searchResponse(previews) },
  );
  window.dataLayer = [];
  jest.mocked(navigateToUrl).mockReset();
});
afterEach(() => jest.useRealTimers());

const setup = (props: Partial<Parameters<typeof SearchOverlay>[0]> = {}) => {
  const onClose = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SearchOverlay onClose={onClose} openedAt={1} {...props} />);
  return { user, onClose, dialog: screen.getByRole('dialog', { name: 'Search the site' }), box: screen.getByRole('searchbox') };
};

describe('search overlay (spec: screens and routes; states and transitions; validation rules)', () => {
  it('opens with the asked query, focuses the input after 300 ms and shows suggestions and 3 top tiles', async () => {
    const { box } = setup({ initialQuery: 'mont' });
    expect(box).toHaveValue('mont');
    act(() => jest.advanceTimersByTime(299));
    expect(box).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(box).toHaveFocus();
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    expect(within(list).getAllByRole('option').map((o) => o.textContent)).toEqual(['Montana', 'Montana 280QB', 'Montana High Country']);
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    const tiles = within(screen.getByRole('region', { name: 'Top Suggestions' })).getAllByRole('link');
    expect(tiles.map((t) => t.getAttribute('href'))).toEqual(previews.map((p) => p.data.url_path.raw));
    expect(tiles[1].querySelector('img')).toHaveAttribute('src', PLACEHOLDER_IMAGE);
    expect(tiles[0].querySelector('img')).toHaveAttribute('width', '520');
    expect(asked(SUGGESTIONS)).toEqual([{ query: 'mont', owners: false, size: 4 }]);
    expect(asked(SEARCHES)).toEqual([{ query: 'mont', owners: false, page: 1, size: 3 }]);
  });

  it('asks for suggestions at most every 300 ms, and for previews only from 3 characters', async () => {
    const { user, box } = setup();
    await user.type(box, 'm');
    expect(box).toHaveValue('m');
    // waitFor advances the fake clock in small steps, whenever React gets to run the throttle's effect.
    await waitFor(() => expect(asked(SUGGESTIONS)).toEqual([{ query: 'm', owners: false, size: 4 }]));
    expect(asked(SEARCHES)).toEqual([]);
    await user.type(box, 'ont');
    expect(asked(SUGGESTIONS)).toHaveLength(1);
    await act(async () => jest.advanceTimersByTime(300));
    await waitFor(() => expect(asked(SUGGESTIONS)).toHaveLength(2));
    expect(asked(SUGGESTIONS)[1]).toEqual({ query: 'mont', owners: false, size: 4 });
    expect(asked(SEARCHES)).toEqual([{ query: 'mont', owners: false, page: 1, size: 3 }]);
  });

  it('disables submit while empty, submits on Enter with an enterSearch event, and clears', async () => {
    const { user, box } = setup();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'fifth wheel{Enter}');
    expect(window.dataLayer).toContainEqual({ event: 'enterSearch', searchTerm: 'fifth wheel' });
    expect(navigateToUrl).toHaveBeenCalledWith('/search?query=fifth+wheel&owners=false');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('moves through suggestions with the arrow keys and picks one with Enter', async () => {
    const { user, box } = setup({ initialQuery: 'mont' });
    await screen.findByRole('listbox');
    box.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: 'Montana 280QB' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(window.dataLayer).toContainEqual({ event: 'clickSuggestedTerm', searchTerm: 'mont', suggestion: 'Montana High Country' });
    expect(navigateToUrl).toHaveBeenCalledWith('/search?query=Montana+High+Country&owners=false');
  });

  it('tracks a top tile and the link to every result', async () => {
    const { user } = setup({ initialQuery: 'mont' });
    await user.click(await screen.findByRole('link', { name: 'Montana 280QB' }));
    expect(window.dataLayer).toContainEqual({ event: 'clickTopSuggestedTile', searchTerm: 'mont', title: 'Montana 280QB', url: '/product/montana/fifth-wheels/floorplans/280QB' });
    expect(navigateToUrl).toHaveBeenCalledWith('/product/montana/fifth-wheels/floorplans/280QB');
    await user.click(screen.getByRole('link', { name: /See all results for/ }));
    expect(window.dataLayer).toContainEqual({ event: 'clickSuggestedLink', searchTerm: 'mont' });
  });

  it.each([['the close button', 'button'], ['Escape', 'key']])('closes on %s and is removed 500 ms later', async (_name, how) => {
    const { user, onClose } = setup();
    if (how === 'button') await user.click(screen.getByRole('button', { name: 'Close search' }));
    else await user.keyboard('{Escape}');
    act(() => jest.advanceTimersByTime(499));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([['the close button', 'button'], ['Escape', 'key']])('gives focus back to the search button that opened it, on %s', async (_name, how) => {
    const opener = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Search' }));
    opener.focus();
    const { user } = setup();
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByRole('searchbox')).toHaveFocus();
    if (how === 'button') await user.click(screen.getByRole('button', { name: 'Close search' }));
    else await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
    opener.remove();
  });

  it('keeps Tab and Shift+Tab inside the overlay', async () => {
    const outside = document.body.appendChild(Object.assign(document.createElement('button'), { textContent: 'Outside' }));
    const { user, box } = setup({ initialQuery: 'mont' });
    act(() => jest.advanceTimersByTime(300));
    await screen.findByRole('region', { name: 'Top Suggestions' });
    const controls = ['Clear', 'Search', 'Close search'].map((name) => screen.getByRole('button', { name }));
    const last = screen.getByRole('link', { name: /See all results for/ });
    await user.tab();
    expect(controls[0]).toHaveFocus();
    last.focus();
    await user.tab();
    expect(box).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      expect(outside).not.toHaveFocus();
    }
    outside.remove();
  });

  it('shows no lists when the engine fails (spec: error catalogue: logged only)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    answerSearch({ status: 500 }, { status: 500 });
    setup({ initialQuery: 'mont' });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Top Suggestions' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    warn.mockRestore();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchByType } from '@rv/shared-lib';
import { sliderEnds } from './video-card-slider.component';
import { readRecentArticles, RECENT_ARTICLES_COOKIE, SUPPORT_GRID_PAGE_SIZE } from '@rv/shared-lib/owners';
import { SupportArticlesGrid } from './support-articles-grid.component';
import { cssKey } from './components/css-key';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), fetchByType: jest.fn() }));

const page = (n: number, totalPages: number) => ({
  page: n, results_per_page: SUPPORT_GRID_PAGE_SIZE, total_results_size: 20, total_pages: totalPages,
  results: Array.from({ length: n < totalPages ? SUPPORT_GRID_PAGE_SIZE : 4 }, (_, i) => ({
    id: `${n}-${i}`, uid: `article-${n}-${i}`, type: 'or_support_article', tags: [], data: { title: `Article ${n}-${i}` }, first_publication_date: '', last_publication_date: '',
  })),
});

describe('video card slider ends (spec: screens and routes: arrows disabled at the ends)', () => {
  it.each([
    [{ scrollLeft: 0, clientWidth: 800, scrollWidth: 2000 }, { atStart: true, atEnd: false }],
    [{ scrollLeft: 300, clientWidth: 800, scrollWidth: 2000 }, { atStart: false, atEnd: false }],
    [{ scrollLeft: 1200, clientWidth: 800, scrollWidth: 2000 }, { atStart: false, atEnd: true }],
    [{ scrollLeft: 0, clientWidth: 800, scrollWidth: 800 }, { atStart: true, atEnd: true }],
  ])('%p -> %p', (el, expected) => expect(sliderEnds(el)).toEqual(expected));
});

describe('support articles grid (spec: screens and routes; states and transitions: 16 a page, Load More)', () => {
  const slice = { slice_type: 'support_articles_grid' as const, primary: { title: 'All support articles', tag: 'plumbing' }, items: [] };

  it('shows loading, then a page, then the next page on Load More until all are shown', async () => {
    jest.mocked(fetchByType).mockImplementation(async (_type, n = 1) => page(n, 2) as never);
    const user = userEvent.setup();
    render(<SupportArticlesGrid slice={slice} />);
    expect(screen.getByRole('list')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findAllByRole('article')).toHaveLength(16);
    expect(fetchByType).toHaveBeenCalledWith('or_support_article', 1, 16, { tags: ['plumbing'] });
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Article 2-3')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(20);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says so when there are no articles', async () => {
    jest.mocked(fetchByType).mockResolvedValue({ ...page(1, 1), results: [], total_pages: 0 } as never);
    render(<SupportArticlesGrid slice={slice} />);
    expect(await screen.findByText('No articles yet.')).toBeInTheDocument();
  });

  it('shows nothing when the first page fails (spec: error catalogue: content failures are not shown)', async () => {
    jest.mocked(fetchByType).mockRejectedValue(new Error('down'));
    const { container } = render(<SupportArticlesGrid slice={slice} />);
    await screen.findByRole('list').catch(() => null);
    await new Promise((r) => setTimeout(r, 0));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('recently viewed articles cookie (spec: entities and fields; constants and limits: at most 4)', () => {
  const cookie = (value: unknown) => `other=1; ${RECENT_ARTICLES_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
  it.each([
    ['absent', 'other=1', 0],
    ['not JSON', `${RECENT_ARTICLES_COOKIE}=%7Bbroken`, 0],
    ['not a list', cookie({ uid: 'a' }), 0],
    ['two articles', cookie([{ uid: 'a', title: 'A' }, { uid: 'b', title: 'B' }]), 2],
    ['six articles', cookie(Array.from({ length: 6 }, (_, i) => ({ uid: `u${i}`, title: `T${i}` }))), 4],
    ['entries without a title', cookie([{ uid: 'a' }, { uid: 'b', title: 'B' }]), 1],
  ])('%s gives %i', (_case, value, count) => expect(readRecentArticles(value)).toHaveLength(count));
});

describe('CSS-module keys of content values (css-loader exports camelCase only)', () => {
  it.each([['Middle Left', 'middleLeft'], ['Center', 'center'], ['bg neutral-50', 'bgNeutral50'], ['quote primary', 'quotePrimary']])('%s -> %s', (value, key) => {
    expect(cssKey(value)).toBe(key);
  });
});

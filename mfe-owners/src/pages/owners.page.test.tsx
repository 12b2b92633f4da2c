import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ContentDocument, type PageProps, readCookie } from '@rv/shared-lib';
import { NOT_FOUND_MESSAGE, PAGE_LOAD_FAILED_MESSAGE } from '@rv/ui-kit';
import { mockApi, requestsTo, type MockHandler, type MockReply, type MockRequest } from '@rv/shared-lib/testing';
import { OwnersLandingPage } from './owners-landing.page';
import { OwnersArticlePage } from './owners-article.page';
import { OwnersCategoryPage } from './owners-category.page';
import { OwnersBrandPage } from './owners-brand.page';
import { article, clearCookies, contentDoc, docLink, img, page, renderAt } from '../test-utils';

jest.mock('@rv/shared-lib', () => ({
  ...jest.requireActual('@rv/shared-lib'),
  // mfe-content's renderer: the owner blocks passed in are drawn, the others named.
  loadBlockRenderer: async () => ({ default: ({ slices, blocks = {} }: { slices: Array<{ slice_type: string; primary: object }>; blocks?: Record<string, (props: { slice: unknown }) => JSX.Element | null> }) => (
    <div>{slices.map((s, i) => {
      const Block = blocks[s.slice_type];
      return Block ? <Block key={i} slice={s} /> : <p key={i}>content block {s.slice_type}{'youtube_video_id' in s.primary ? ` ${String(s.primary.youtube_video_id)}` : ''}</p>;
    })}</div>
  ) }),
}));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const props = (params: Record<string, string>) => ({ params, route: { name: 'x', pattern: '/', remote: 'mfe-owners' } }) as PageProps;
const review = { Title: 'Tows like a dream', Review: 'Steady behind our truck.', Name: 'Dave A.', OwnerCity: 'Goshen', OwnerState: 'IN', CreateDate: '2025-03-04T10:00:00Z', BrandName: 'Montana' };

const DOCUMENTS = '/api/content/v1/documents';
const REVIEWS = 'GET /api/reviews/ReviewSearch';
const found = (data: unknown): MockReply => ({ status: 200, data });
let log: MockRequest[] = [];
/**
 * The content and reviews services: `doc` at its type and uid (any other a 404), the listing of each type in `lists`
 * (none of any other type), and `reviews`.
 */
const answerContent = (doc: ContentDocument<unknown> | null, { docReply, lists = {}, reviews = found({ Reviews: [review] }) }: {
  docReply?: MockHandler; lists?: Record<string, (request: MockRequest) => MockReply>; reviews?: MockReply;
} = {}) => (log = mockApi({
  ...(doc ? { [`GET ${DOCUMENTS}/${doc.type}/${doc.uid}`]: docReply ?? found(doc) } : {}),
  [`GET ${DOCUMENTS}`]: (request) => lists[String(request.params.type)]?.(request) ?? found(page([])),
  [REVIEWS]: reviews,
}));
/** The listings asked for of one type, as the API reads them (type, page, pageSize, tags). */
const listingsOf = (type: string) => requestsTo(log, `GET ${DOCUMENTS}`).map((r) => r.params).filter((params) => params.type === type);

beforeEach(() => {
  clearCookies();
});

describe('owners landing', () => {
  const landing = contentDoc('or_landing', 'owners', { title: 'Owner Support', meta_description: '', intro: [], body: [
    { slice_type: 'text', primary: {}, items: [] },
    { slice_type: 'bento_article_grid', primary: { title: 'Featured articles' }, items: [{ article: docLink('or_support_article', 'a1', { title: 'Battery Care' }) }] },
  ] });

  it('shows loading, then the hero, owner blocks, content blocks from mfe-content and reviews', async () => {
    answerContent(landing);
    renderAt(<OwnersLandingPage />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Owner Support' })).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Featured articles' })).getByRole('link', { name: 'Battery Care' })).toHaveAttribute('href', '/owners/a1');
    expect(await screen.findByText('content block text')).toBeInTheDocument();
    const reviews = await screen.findByRole('region', { name: 'What owners say' });
    expect(within(reviews).getByText('Mar 04, 2025')).toBeInTheDocument();
    expect(within(reviews).getByText('Goshen, IN')).toBeInTheDocument();
    expect(requestsTo(log, REVIEWS).map((r) => r.params)).toContainEqual({ ManufacturerCode: 'KZ' });
  });

  it('shows the error page with a retry that recovers', async () => {
    let asks = 0;
    answerContent(landing, { docReply: () => (++asks === 1 ? { status: 500 } : found(landing)) });
    renderAt(<OwnersLandingPage />);
    expect(await screen.findByText(PAGE_LOAD_FAILED_MESSAGE)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Owner Support' })).toBeInTheDocument();
  });

  it('hides the reviews when they fail (spec: error catalogue)', async () => {
    answerContent(landing, { reviews: { status: 500 } });
    renderAt(<OwnersLandingPage />);
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(requestsTo(log, REVIEWS)).not.toHaveLength(0));
    expect(screen.queryByRole('region', { name: 'What owners say' })).not.toBeInTheDocument();
  });
});

describe('owners article', () => {
  it('an unknown uid is the 404 page', async () => {
    answerContent(null);
    renderAt(<OwnersArticlePage {...props({ uid: 'nope' })} />, '/owners/nope');
    expect(await screen.findByRole('heading', { level: 1, name: `Error 404: ${NOT_FOUND_MESSAGE}` })).toBeInTheDocument();
  });

  it('shows a video hero played by mfe-content, related articles, and the articles read before it; then records itself', async () => {
    document.cookie = `recently-viewed-articles=${encodeURIComponent(JSON.stringify([{ uid: 'first', title: 'First Read', heroImage: null, hasVideo: false }]))}; Path=/`;
    answerContent(article('second', 'Second Read', {
      hero_video: { youtube_video_id: 'howto--vid1', poster_image: img('/p.svg') },
      tags_group: [{ tag: docLink('or_support_sub_category', 'solar', { title: 'Solar' }) }],
      body: [{ slice_type: 'faq', primary: {}, items: [] }],
    }), { lists: { or_support_article: () => found(page([article('second', 'Second Read'), article('third', 'Third Read')])) } });
    renderAt(<OwnersArticlePage {...props({ uid: 'second' })} />, '/owners/second');
    expect(await screen.findByRole('heading', { level: 1, name: 'Second Read' })).toBeInTheDocument();
    expect(await screen.findByText('content block youtube howto--vid1')).toBeInTheDocument();
    expect(within(await screen.findByRole('region', { name: 'Related articles' })).getAllByRole('link').map((l) => l.textContent)).toEqual(['Third Read']);
    expect(within(screen.getByRole('region', { name: 'Recently viewed' })).getByRole('link', { name: 'First Read' })).toBeInTheDocument();
    // Both below the article: laid out and painted only near view.
    for (const name of ['Related articles', 'Recently viewed']) expect(screen.getByRole('region', { name })).toHaveClass('rv-render-near-view');
    expect(JSON.parse(readCookie('recently-viewed-articles')!).map((a: { uid: string }) => a.uid)).toEqual(['second', 'first']);
    expect(listingsOf('or_support_article')).toEqual([{ type: 'or_support_article', page: 1, pageSize: 16, tags: 'solar' }]);
  });
});

describe('owners category', () => {
  it('pages the articles 16 at a time and hides Load More when all are shown', async () => {
    const many = (from: number, n: number) => Array.from({ length: n }, (_, i) => article(`a${from + i}`, `Article ${from + i}`));
    answerContent(contentDoc('or_support_category', 'electrical', { title: 'Electrical', description: 'Power.', icon: img('/i.svg'), image: img('/e.svg') }), {
      lists: { or_support_article: (request) => found(page(Number(request.params.page) === 1 ? many(1, 16) : many(17, 4), 2)) },
    });
    renderAt(<OwnersCategoryPage {...props({ slug: 'electrical' })} />, '/owners/category/electrical');
    const grid = await screen.findByRole('region', { name: 'Electrical articles' });
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(16));
    await userEvent.click(within(grid).getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(within(grid).getAllByRole('link')).toHaveLength(20));
    expect(within(grid).queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('says so when a category has no articles, and offers a retry when they fail', async () => {
    let articleCalls = 0;
    answerContent(contentDoc('or_support_category', 'x', { title: 'Empty', description: '', icon: img(''), image: img('') }), {
      lists: { or_support_article: () => ((articleCalls += 1) === 1 ? { status: 500 } : found(page([]))) },
    });
    renderAt(<OwnersCategoryPage {...props({ slug: 'x' })} />, '/owners/category/x');
    const grid = await screen.findByRole('region', { name: 'Empty articles' });
    expect(await within(grid).findByText(/could not be loaded/)).toBeInTheDocument();
    await userEvent.click(within(grid).getByRole('button', { name: 'Try again' }));
    expect(await within(grid).findByText('No articles yet.')).toBeInTheDocument();
  });
});

describe('owners brand page', () => {
  const MONTANA = contentDoc('or_support_brand', 'montana', { title: 'Montana', brand_code: 'MO', logo: img('/m.svg'), hero_image: img('/h.svg'), description: 'For Montana owners.' });

  it("shows the brand's reviews, remembers the brand for a year, and lists the brand's articles first", async () => {
    answerContent(MONTANA, { lists: {
      or_support_article: () => found(page([article('general', 'General Care'), article('mine', 'Montana Slides', { tags_group: [{ tag: docLink('or_support_brand', 'montana') }] })])),
    } });
    renderAt(<OwnersBrandPage {...props({ slug: 'montana' })} />, '/owners/brand/montana');
    expect(await screen.findByRole('heading', { level: 1, name: 'Montana Owners' })).toBeInTheDocument();
    const reviews = await screen.findByRole('region', { name: 'Montana owner reviews' });
    expect(within(reviews).getByText('Montana owner')).toBeInTheDocument();
    expect(requestsTo(log, REVIEWS).map((r) => r.params)).toContainEqual({ ManufacturerCode: 'KZ', BrandCode: 'MO' });
    await waitFor(() => expect(readCookie('selected-brand')).toBe('montana'));
    const grid = screen.getByRole('region', { name: 'Montana support articles' });
    await waitFor(() => expect(within(grid).getAllByRole('link').map((l) => l.textContent)).toEqual(['Montana Slides', 'General Care']));
  });

  it("lists the brand's owner's manuals, one PDF per brochure year, newest first", async () => {
    const brochure = (brand: string, year: number) => contentDoc('brochure', `${brand}-${year}`, { label: `${year}`, year, brand: docLink('brands_landing', brand) });
    answerContent(MONTANA, { lists: { brochure: () => found(page([brochure('montana', 2025), brochure('cougar', 2026), brochure('montana', 2026)])) } });
    renderAt(<OwnersBrandPage {...props({ slug: 'montana' })} />, '/owners/brand/montana');
    const manuals = await screen.findByRole('region', { name: "Montana owner's manuals" });
    expect(within(manuals).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ["2026 Montana Owner's Manual (PDF)", '/api/media/owners-manual/montana-2026.pdf'],
      ["2025 Montana Owner's Manual (PDF)", '/api/media/owners-manual/montana-2025.pdf'],
    ]);
  });
});

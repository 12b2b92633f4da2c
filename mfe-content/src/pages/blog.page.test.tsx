import { screen, within } from '@testing-library/react';
import { currentRouteTable } from '@rv/shared-lib';
import { mockApi, requestsTo, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import { NOT_FOUND_MESSAGE } from '@rv/ui-kit';
import { BlogArticlePage, BlogListPage } from './blog.page';
import { contentDoc, contentPage, renderAt } from './pages.test-utils';
import { doc, EVERY_BLOCK, img } from '../features/blocks/block-fixtures';
import { blogListHref, pageFromQuery, tagLabel } from '../features/blog/api/blog.resource';

/** The content service's listing by type (the stories), and one document by type and uid. */
const LISTING = 'GET /api/content/v1/documents';
const documentAt = (typeAndUid: string) => `${LISTING}/${typeAndUid}`;
const found = (data: unknown) => ({ status: 200, data });
let log: MockRequest[] = [];
const answerContent = (answers: Record<string, MockHandler>) => (log = mockApi(answers));

const route = (name: string) => currentRouteTable().find((r) => r.name === name)!;
const author = { name: 'Jenna Whitaker', role: 'Full-time RVer', avatar: img('jenna', 'Jenna') };
const post = (uid: string, title: string, tags: string[]) => contentDoc('blog_detail', uid, {
  title, meta_description: `${title}.`, description: `About ${title}.`, date: '2025-03-04', author, hero_image: img(uid, title), body: [EVERY_BLOCK.pull_quote[0]],
}, tags);
const landing = contentDoc('blog_landing', 'blog', { title: 'Keystone RV Life', meta_description: 'Stories.', intro: [{ type: 'paragraph', text: 'Trip ideas.' }], featured: doc('blog_detail', 'packing', { title: 'Packing Lists That Actually Work', date: '2025-12-01', author }), body: [] });

describe('blog list /keystone-life', () => {
  /** Every story's title for the topics (100 a page), or a page of stories with all of `tags`. */
  const stories = (request: MockRequest) => {
    if (Number(request.params.pageSize) === 100) return found(contentPage([post('a', 'A', ['recipes', 'family']), post('b', 'B', ['recipes'])]));
    const tags = request.params.tags ? String(request.params.tags).split(',') : [];
    const all = [post('cobbler', 'Dutch Oven Peach Cobbler', ['recipes']), post('parks', 'Five National Parks', ['destinations'])];
    return found(contentPage(all.filter((p) => tags.every((t) => p.tags.includes(t))), 2));
  };
  beforeEach(() => {
    answerContent({ [documentAt('blog_landing/blog')]: found(landing), [LISTING]: stories });
  });

  it('lists the newest stories with topic links, the current topic marked', async () => {
    renderAt(<BlogListPage />, '/keystone-life');
    expect(await screen.findByRole('heading', { level: 1, name: 'Keystone RV Life' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Five National Parks' })).toHaveAttribute('href', '/keystone-life/parks');
    const topics = await screen.findByRole('navigation', { name: 'Filter by topic' });
    expect(within(topics).getAllByRole('link').map((l) => l.textContent)).toEqual(['All Stories', 'Recipes', 'Family']);
    expect(within(topics).getByRole('link', { name: 'All Stories' })).toHaveAttribute('aria-current', 'page');
    expect(within(topics).getByRole('link', { name: 'Recipes' })).toHaveAttribute('href', '/keystone-life?tag=recipes');
    expect(screen.getByRole('link', { name: 'Older stories' })).toHaveAttribute('href', '/keystone-life?page=2');
    const featured = screen.getByRole('region', { name: 'Featured story' });
    expect(within(featured).getByRole('link', { name: 'Packing Lists That Actually Work' })).toHaveAttribute('href', '/keystone-life/packing');
  });

  it('filters by ?tag= and pages with ?page=', async () => {
    renderAt(<BlogListPage />, '/keystone-life?tag=recipes&page=2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Stories about Recipes' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Dutch Oven Peach Cobbler' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Five National Parks' })).not.toBeInTheDocument();
    expect(requestsTo(log, LISTING).map((r) => r.params)).toContainEqual({ type: 'blog_detail', page: 2, pageSize: 12, tags: 'recipes' });
    expect(screen.getByRole('link', { name: 'Newer stories' })).toHaveAttribute('href', '/keystone-life?tag=recipes');
    expect(await screen.findByRole('link', { name: 'Recipes' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('region', { name: 'Featured story' })).not.toBeInTheDocument();
  });

  it('says so when a topic has no stories', async () => {
    renderAt(<BlogListPage />, '/keystone-life?tag=nothing');
    expect(await screen.findByText('No stories about Nothing yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the stories fail', async () => {
    answerContent({ [documentAt('blog_landing/blog')]: found(landing), [LISTING]: { status: 500 } });
    renderAt(<BlogListPage />, '/keystone-life');
    expect(await screen.findByRole('alert')).toHaveTextContent('Stories could not be loaded.');
    expect(screen.queryByRole('navigation', { name: 'Filter by topic' })).not.toBeInTheDocument();
  });
});

describe('blog article /keystone-life/{slug}', () => {
  it('shows the article with byline, blocks, topics, breadcrumbs and Article JSON-LD', async () => {
    answerContent({ [documentAt('blog_detail/boondocking-101')]: found(post('boondocking-101', 'Boondocking 101', ['camping-tips'])) });
    renderAt(<BlogArticlePage params={{ company: 'keystone', slug: 'boondocking-101' }} route={route('blogArticle')} />, '/keystone-life/boondocking-101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boondocking 101' })).toBeInTheDocument();
    expect(screen.getByText(/By Jenna Whitaker, Full-time RVer/)).toBeInTheDocument();
    expect(screen.getByText('Mar 4, 2025')).toHaveAttribute('datetime', '2025-03-04');
    expect(screen.getByText('The best campsite.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Keystone RV Life' })).toHaveAttribute('href', '/keystone-life');
    expect(within(screen.getByRole('navigation', { name: 'Article topics' })).getByRole('link', { name: 'Camping Tips' })).toHaveAttribute('href', '/keystone-life?tag=camping-tips');
    const [article, crumbs] = JSON.parse(document.getElementById('rv-content-jsonld')!.textContent!);
    expect(article).toMatchObject({ '@type': 'Article', headline: 'Boondocking 101', datePublished: '2025-03-04', author: { name: 'Jenna Whitaker' } });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it('shows the 404 page for a missing article', async () => {
    answerContent({});
    renderAt(<BlogArticlePage params={{ company: 'keystone', slug: 'gone' }} route={route('blogArticle')} />, '/keystone-life/gone');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_MESSAGE);
  });
});

describe('blog helpers', () => {
  it.each([[null, 1], ['2', 2], ['0', 1], ['-1', 1], ['abc', 1], ['3.5', 1]])('page %p from the query is %i', (value, n) => expect(pageFromQuery(value)).toBe(n));
  it.each([[null, 1, '/b'], ['recipes', 1, '/b?tag=recipes'], [null, 3, '/b?page=3'], ['rv-life', 2, '/b?tag=rv-life&page=2']])('%p page %i -> %s', (tag, n, href) => {
    expect(blogListHref('/b', tag, n)).toBe(href);
  });
  it.each([['camping-tips', 'Camping Tips'], ['rv-life', 'RV Life']])('%s is labelled %s', (tag, label) => expect(tagLabel(tag)).toBe(label));
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentRouteTable } from '@rv/shared-lib';
import { mockApi, type MockHandler, type MockRequest } from '@rv/shared-lib/testing';
import { NOT_FOUND_MESSAGE, PAGE_LOAD_FAILED_MESSAGE } from '@rv/ui-kit';
import { HomePage } from './home.page';
import { ContentPage, WarrantyPage } from './content.page';
import { RvTypePage } from './rv-type.page';
import { contentDoc, renderAt } from './pages.test-utils';
import { EVERY_BLOCK, img } from '../features/blocks/block-fixtures';

const DOCUMENTS = '/api/content/v1/documents/';
const SETTINGS = contentDoc('site_settings', 'site-settings', {
  google_site_verification_ids: [{ verification_id: 'rv-site-verification-demo' }, { verification_id: null }],
  additional_verification_meta_tags: [{ name_attribute: 'p:domain_verify', content_attribute: 'demo-verify' }, { name_attribute: 'msvalidate.01', content_attribute: null }],
});
let log: MockRequest[] = [];
/** The content service: the site settings, and the documents of `answers` by 'type/uid' (any other is a 404). */
const answerDocuments = (answers: Record<string, MockHandler>) => (log = mockApi({
  'GET /api/content/v1/single/site_settings': { status: 200, data: SETTINGS },
  ...Object.fromEntries(Object.entries(answers).map(([typeAndUid, reply]) => [`GET ${DOCUMENTS}${typeAndUid}`, reply])),
}));
const found = (data: unknown) => ({ status: 200, data });
/** The documents the page asked for, as 'type/uid'. */
const asked = () => log.filter((r) => r.path.startsWith(DOCUMENTS)).map((r) => r.path.slice(DOCUMENTS.length));

const route = (name: string) => currentRouteTable().find((r) => r.name === name)!;
const page = (title: string, body = [EVERY_BLOCK.quote[0]]) => ({ title, meta_description: `${title} description`, body });

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('home page', () => {
  it('shows loading, then the home blocks with no h1 of its own (the logo is the h1 on home)', async () => {
    answerDocuments({ 'home_page/home': found(contentDoc('home_page', 'home', page('Keystone RV | Travel Trailers', [EVERY_BLOCK.xfader[0]]))) });
    renderAt(<HomePage />);
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: 'Go Beyond' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(asked()).toEqual(['home_page/home']);
    expect(document.title).toBe('Keystone RV | Travel Trailers');
  });

  it('shows the error page with a retry when content fails, and recovers', async () => {
    let asks = 0;
    answerDocuments({ 'home_page/home': () => (++asks === 1 ? { status: 500 } : found(contentDoc('home_page', 'home', page('Home')))) });
    renderAt(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(PAGE_LOAD_FAILED_MESSAGE);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Our third trailer.')).toBeInTheDocument();
  });
});

describe('/{slug} content pages', () => {
  it('tries content_page, page, then split_content and lays a split page out with its side image', async () => {
    answerDocuments({ 'split_content/about-us': found(contentDoc('split_content', 'about-us', { ...page('About Keystone RV'), side_image: img('side', 'The plant'), side_image_position: 'left' })) });
    renderAt(<ContentPage params={{ slug: 'about-us' }} route={route('contentPage')} />, '/about-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Keystone RV' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'The plant' })).toBeInTheDocument();
    expect(asked()).toEqual(['content_page/about-us', 'page/about-us', 'split_content/about-us']);
  });

  it('shows the 404 page for an unknown slug (spec: error catalogue)', async () => {
    answerDocuments({});
    renderAt(<ContentPage params={{ slug: 'nope' }} route={route('contentPage')} />, '/nope');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(NOT_FOUND_MESSAGE);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('writes title, description, canonical, Open Graph, breadcrumbs JSON-LD and the verification tags rule (spec: validation rules)', async () => {
    answerDocuments({ 'content_page/warranty': found(contentDoc('content_page', 'warranty', { ...page('Warranty'), meta_image: img('w', 'A technician') })) });
    renderAt(<WarrantyPage />, '/warranty');
    await screen.findByRole('heading', { level: 1, name: 'Warranty' });
    expect(document.title).toBe('Warranty | Keystone RV');
    const meta = (sel: string) => document.head.querySelector(sel)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Warranty description');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/warranty');
    expect(meta('meta[property="og:image"]')).toBe('http://localhost/api/media/scene/w.svg');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const ld = JSON.parse(document.getElementById('rv-content-jsonld')!.textContent!);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Warranty']);
    await waitFor(() => expect(meta('meta[name="google-site-verification"]')).toBe('rv-site-verification-demo'));
    expect(meta('meta[name="p:domain_verify"]')).toBe('demo-verify');
    expect(document.head.querySelector('meta[name="msvalidate.01"]')).toBeNull();
    expect(document.head.querySelectorAll('meta[name="google-site-verification"]')).toHaveLength(1);
  });
});

describe('/rv-type/{slug}', () => {
  it('shows the type landing with its hero, intro and blocks', async () => {
    answerDocuments({ 'type_landing/fifth-wheels': found(contentDoc('type_landing', 'fifth-wheels', {
      ...page('Fifth Wheels', [EVERY_BLOCK.faq[0]]), hero_image: img('hero', 'A fifth wheel'), intro: [{ type: 'paragraph', text: 'Tall ceilings.' }],
    })) });
    renderAt(<RvTypePage params={{ slug: 'fifth-wheels' }} route={route('rvTypeLanding')} />, '/rv-type/fifth-wheels');
    expect(await screen.findByRole('heading', { level: 1, name: 'Fifth Wheels' })).toBeInTheDocument();
    expect(screen.getByText('Tall ceilings.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'A fifth wheel' })).not.toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: /What can my vehicle tow/ })).toBeInTheDocument();
    expect(asked()).toEqual(['type_landing/fifth-wheels']);
  });
});

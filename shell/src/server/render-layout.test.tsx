import { configureServerRendering, renderLayout } from './render-layout';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const web = (url: string) => ({ link_type: 'Web' as const, url });
const doc = (type: string, data: unknown) => ({ id: type, uid: type, type, tags: [], data, first_publication_date: '', last_publication_date: '' });
const API: Record<string, unknown> = {
  '/api/content/v1/documents/navigation/new-nav': doc('navigation', {
    items: [{ label: 'Shop RVs', link: web('/product'), children: [{ label: 'Get Matched', link: web('/get-matched'), children: [] }] }, { label: 'Dealers', link: web('/find-a-dealer'), children: [] }],
    utility: [{ label: 'Dealer Portal', link: web('/ignite/sales/login') }],
    inventory_cta: { label: 'Search Inventory', link: web('/inventory') },
  }),
  '/api/content/v1/documents/shop_by_product_line/shop-by-product-line': doc('shop_by_product_line', { product_lines: [] }),
  '/api/content/v1/documents/shop_by_rv_type/shop-by-rv-type': doc('shop_by_rv_type', { rv_types: [] }),
};

const asked: string[] = [];
let down = false;
configureServerRendering(async ({ method, url }) => {
  asked.push(`${method} ${url}`);
  if (down) return { status: 503, body: { message: 'The database is restarting.' } };
  return url in API ? { status: 200, body: API[url] } : { status: 404, body: { message: 'No such document.' } };
});

const page = (pathname: string, cookieHeader?: string) => ({ pathname, companySlug: 'keystone', companyName: 'Keystone RV', status: 200, cookieHeader });

beforeEach(() => {
  asked.length = 0;
  down = false;
});

describe('the layout rendered on the server', () => {
  it('draws the masthead from the navigation the API gives, the regions and the consent banner, and returns that data', async () => {
    const { html, seed } = await renderLayout(page('/product/montana/fifth-wheels/floorplans'));
    expect(html).toContain('Shop RVs');
    expect(html).toContain('href="/find-a-dealer"');
    expect(html).toContain('Search Inventory');
    expect(html).toContain('id="rv-region-mfe-catalog"');
    expect(html).toContain('Cookies on this site');
    expect(html).not.toContain('<h1'); // only the home page's logo is its heading
    expect(Object.keys(seed).sort()).toEqual(['lines', 'nav', 'types']);
    expect(asked.sort()).toEqual(Object.keys(API).map((url) => `GET ${url}`).sort());
  });

  it('makes the logo the heading on the home page, and leaves the banner out after a consent choice', async () => {
    const consent = `rv_cookie_consent=${encodeURIComponent(JSON.stringify({ cookiesAccepted: true, all: true }))}`;
    const { html } = await renderLayout(page('/', consent));
    expect(html).toMatch(/<h1[^>]*><a href="\/">Keystone RV<\/a><\/h1>/);
    expect(html).not.toContain('Cookies on this site');
  });

  it('draws only the consent banner on dealer pages (their layout depends on who is signed in), and nothing once chosen', async () => {
    const { html } = await renderLayout(page('/ignite/sales/dashboard'));
    expect(html).toContain('Cookies on this site');
    expect(html).not.toContain('Shop RVs');
    expect(html).not.toContain('rv-region-');
    const consent = `rv_cookie_consent=${encodeURIComponent(JSON.stringify({ cookiesAccepted: true }))}`;
    expect((await renderLayout(page('/ignite/sales/dashboard', consent))).html).toBe('');
  });

  it('draws the not-found page for a path no part of the site owns', async () => {
    const { html } = await renderLayout(page('/product/a/b'));
    expect(html).toContain('The page you are looking for does not exist.');
  });

  it('draws what it can when the layout’s data cannot be loaded, leaving that data for the browser to ask for', async () => {
    down = true;
    const { html, seed } = await renderLayout(page('/product'));
    expect(html).toContain('id="rv-region-mfe-catalog"');
    expect(html).toContain('Cookies on this site');
    expect(html).not.toContain('Shop RVs');
    expect(seed).toEqual({});
  });
});

import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, loadExposedComponent } from '@rv/shared-lib';
import { mockApi, type MockReply } from '@rv/shared-lib/testing';
import { Masthead } from './masthead';

jest.mock('@rv/shared-lib', () => ({ ...jest.requireActual('@rv/shared-lib'), loadExposedComponent: jest.fn(() => new Promise(() => undefined)) }));
jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const web = (url: string) => ({ link_type: 'Web' as const, url });
const leaf = (label: string, url: string) => ({ label, link: web(url), children: [] });
const NAV = {
  items: [
    { label: 'Shop RVs', link: web('/product'), children: [{ label: 'NOLINK', link: null, children: [] }, leaf('Get Matched', '/get-matched'), leaf('Product Advisor', '/product-advisor')] },
    { label: 'Owners', link: web('/owners'), calloutLink: web('/owners-how-to'), calloutImage: { url: '/owners.svg', alt: '' }, calloutImageMobile: { url: '/owners-m.svg', alt: '' },
      calloutImageAlt: 'An owner at the hitch', calloutTitle: 'Owner How-To', calloutSubTitle: 'Videos for every season', children: [leaf('Warranty', '/warranty')] },
    leaf('Dealers', '/find-a-dealer'),
  ],
  utility: [{ label: 'Dealer Portal', link: web('/ignite/sales/login') }],
  inventory_cta: { label: 'Search Inventory', link: web('/inventory') },
};
/** The layout's documents by 'type/uid', as the content service answers them. */
const DOCS: Record<string, unknown> = {
  'navigation/new-nav': NAV,
  'shop_by_product_line/shop-by-product-line': { product_lines: [{ product_line: 'Montana', product_line_sub_title: 'Fifth Wheels', product_line_icon: { url: '/m.svg', alt: '' }, product_line_link: web('/product/montana') }] },
  'shop_by_rv_type/shop-by-rv-type': { rv_types: [{ type_title: 'Travel Trailers', type_icon_name: 'travel-trailers', type_link: web('/rv-type/travel-trailers') }] },
};
/** Each layout document answered with `reply` (by default the document itself). */
const answerContent = (reply?: MockReply) => mockApi(Object.fromEntries(Object.entries(DOCS).map(([typeAndUid, data]) => {
  const [type, uid] = typeAndUid.split('/');
  return [`GET /api/content/v1/documents/${typeAndUid}`, reply ?? { status: 200, data: { id: type, uid, type, tags: [], data, first_publication_date: '', last_publication_date: '' } }];
})));

function mobile(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation(() => ({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
}

beforeEach(() => {
  mobile(false);
  answerContent();
});

const renderAt = async (pathname: string) => {
  render(<Masthead pathname={pathname} />);
  await screen.findByRole('button', { name: 'Shop RVs' });
};

describe('masthead (spec: screens and routes; states and transitions)', () => {
  it.each([['/', 'H1'], ['/warranty', 'DIV']])('logo on %s is a %s', async (path, tag) => {
    await renderAt(path);
    expect(screen.getByRole('link', { name: 'Keystone RV' }).parentElement!.tagName).toBe(tag);
  });

  it.each([['/product', true], ['/search', false]])('search toggle on %s: %s', async (path, shown) => {
    await renderAt(path);
    expect(Boolean(screen.queryByRole('button', { name: 'Search' }))).toBe(shown);
  });

  it('starts loading the search overlay when its toggle is pointed at', async () => {
    await renderAt('/product');
    expect(loadExposedComponent).not.toHaveBeenCalled();
    await userEvent.setup().hover(screen.getByRole('button', { name: 'Search' }));
    expect(loadExposedComponent).toHaveBeenCalledWith('mfe-content', 'search-overlay');
  });

  it('opens the search overlay through the bus', async () => {
    const seen = jest.fn();
    const sub = bus.subscribe('search:open', seen);
    await renderAt('/product');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(seen).toHaveBeenCalled();
    sub.unsubscribe();
  });

  it('shows the shop panels of the NOLINK menu and a callout in the others', async () => {
    const user = userEvent.setup();
    await renderAt('/product');
    const shop = screen.getByRole('button', { name: 'Shop RVs' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(shop.getAttribute('aria-controls')!)!;
    // Closed panels are empty until first opened (no hidden links built on every page).
    expect(panel).toBeEmptyDOMElement();
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('heading', { name: 'Shop by RV Type' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Montana/ })).toHaveAttribute('href', '/product/montana');
    expect(within(panel).getByRole('link', { name: 'Travel Trailers' })).toHaveAttribute('href', '/rv-type/travel-trailers');
    expect(within(panel).getByRole('link', { name: 'Get Matched' })).toBeInTheDocument();
    expect(within(panel).queryByText('NOLINK')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Owners' }));
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: /Owner How-To/ })).toHaveAttribute('href', '/owners-how-to');
    expect(screen.getByRole('img', { name: 'An owner at the hitch' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('link', { name: 'Dealers' })).toHaveAttribute('href', '/find-a-dealer');
    expect(screen.getByRole('link', { name: 'Search Inventory' })).toHaveAttribute('href', '/inventory');
  });

  it('closes on Escape and gives focus back to the header', async () => {
    const user = userEvent.setup();
    await renderAt('/product');
    const owners = screen.getByRole('button', { name: 'Owners' });
    await user.click(owners);
    await user.keyboard('{Escape}');
    expect(owners).toHaveAttribute('aria-expanded', 'false');
    expect(owners).toHaveFocus();
  });

  it('closes on a link click and when clicking outside', async () => {
    const user = userEvent.setup();
    await renderAt('/product');
    const owners = screen.getByRole('button', { name: 'Owners' });
    await user.click(owners);
    await user.click(screen.getByRole('link', { name: 'Warranty' }));
    expect(owners).toHaveAttribute('aria-expanded', 'false');
    await user.click(owners);
    fireEvent.pointerDown(document.body);
    expect(owners).toHaveAttribute('aria-expanded', 'false');
  });

  it('on mobile: the toggle opens the menu, an open sub-list stays open on its header, Escape returns focus to the toggle', async () => {
    mobile(true);
    const user = userEvent.setup();
    await renderAt('/product');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const owners = screen.getByRole('button', { name: 'Owners' });
    await user.click(owners);
    await user.click(owners);
    expect(owners).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it('hides when scrolled down past its height and comes back on scroll up', async () => {
    await renderAt('/product');
    const header = screen.getByRole('banner');
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => { cb(0); return 0; });
    const scrollTo = (y: number) => act(() => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    scrollTo(400);
    expect(header).toHaveAttribute('data-hidden', 'true');
    scrollTo(300);
    expect(header).not.toHaveAttribute('data-hidden');
  });

  it('renders the bar without navigation when the navigation document fails', async () => {
    answerContent({ status: 500 });
    render(<Masthead pathname="/product" />);
    expect(screen.getByRole('link', { name: 'Keystone RV' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a dealer' })).toHaveAttribute('href', '/find-a-dealer');
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Shop RVs' })).not.toBeInTheDocument();
  });
});

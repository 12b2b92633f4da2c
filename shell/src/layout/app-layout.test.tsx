import { act, render, screen } from '@testing-library/react';
import { authStore, type LoggedInUser } from '@rv/shared-lib';
import { AppLayout, isDealerEntryPath, showsDealerNav, showsFooter } from './app-layout';

jest.mock('./masthead', () => ({ Masthead: () => <header>masthead</header> }));
jest.mock('./footer', () => ({ Footer: () => <footer>footer</footer> }));
jest.mock('./search-overlay-host', () => ({ SearchOverlayHost: () => null }));

const dealerUser = (fields: Partial<LoggedInUser>): LoggedInUser => ({
  username: 'u', guid: 'g', firstName: '', lastName: '', email: '', manager: false, organizations: [], attributes: [], token: 't', refresh_token: 'r', ...fields,
});

function at(path: string) {
  window.history.pushState({}, '', path);
  return render(<AppLayout companySlug="keystone" />);
}

describe('app layout', () => {
  afterEach(() => act(() => authStore.getState().logout()));

  it('gives every route-owning remote a region in main and no error on a known route', () => {
    at('/product');
    const main = screen.getByRole('main');
    for (const remote of ['mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer']) expect(main.querySelector(`#rv-region-${remote}`)).not.toBeNull();
    expect(screen.queryByText('The page you are looking for does not exist.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
  });

  it('draws no masthead, search or pop-up around the studio: it draws its own frame', () => {
    at('/studio/content');
    expect(screen.queryByText('masthead')).not.toBeInTheDocument();
    expect(screen.getByRole('main').querySelector('#rv-region-mfe-studio')).not.toBeNull();
  });

  it('shows the 404 page for a path no remote owns', () => {
    at('/product/a/b');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The page you are looking for does not exist.');
  });

  it("shows the offline page in the layout, and no 404, on the service worker's offline document", () => {
    window.history.pushState({}, '', '/no-such-page');
    render(<AppLayout companySlug="keystone" offline />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('You are offline');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('The page you are looking for does not exist.')).not.toBeInTheDocument();
    expect(screen.getByText('masthead')).toBeInTheDocument();
  });

  it('shows the layout and a clear message when remotes.json is broken', () => {
    window.history.pushState({}, '', '/');
    render(<AppLayout companySlug="keystone" remotesError="remotes.json is not valid JSON." />);
    expect(screen.getByRole('alert')).toHaveTextContent('remotes.json is not valid JSON.');
    expect(screen.getByText('masthead')).toBeInTheDocument();
  });

  it('shows the dealer navigation with My Team only for managers', async () => {
    authStore.getState().loginSuccess(dealerUser({ username: 'demo.sales', firstName: 'Dana', lastName: 'Reyes', manager: false }));
    const { unmount } = at('/ignite/sales/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Dealer portal' });
    expect(nav).toHaveTextContent('Dashboard');
    expect(screen.queryByRole('link', { name: 'My Team' })).not.toBeInTheDocument();
    unmount();
    authStore.getState().loginSuccess(dealerUser({ username: 'demo.manager', manager: true }));
    at('/ignite/sales/dashboard');
    expect(await screen.findByRole('link', { name: 'My Team' })).toHaveAttribute('href', '/ignite/sales/my-team');
  });

  it('shows no portal navigation on the sign-in pages', () => {
    at('/ignite/sales/login');
    expect(screen.queryByRole('navigation', { name: 'Dealer portal' })).not.toBeInTheDocument();
    expect(screen.queryByText('masthead')).not.toBeInTheDocument();
  });

  it('shows the portal navigation on the splash to a signed-in visitor, who goes on to a portal page from there', async () => {
    const { unmount } = at('/ignite/sales/splash');
    expect(screen.queryByRole('navigation', { name: 'Dealer portal' })).not.toBeInTheDocument();
    unmount();
    authStore.getState().loginSuccess(dealerUser({ username: 'demo.sales', firstName: 'Dana' }));
    at('/ignite/sales/splash');
    expect(await screen.findByRole('navigation', { name: 'Dealer portal' })).toHaveTextContent('Dashboard');
  });

  it.each([
    ['/ignite/sales/dashboard', false, true],
    ['/ignite/sales/splash', false, false],
    ['/ignite/sales/splash', true, true],
    ['/ignite/sales/login', true, false],
    ['/ignite/sales/login/reset-password', false, false],
    ['/product', true, false],
  ])('portal navigation on %s, signed in %s: %s', (path, signedIn, expected) => {
    expect(showsDealerNav(path, signedIn)).toBe(expected);
  });

  it.each([
    ['/build-my-rv/cougar/travel-trailers/22MLS/summary', true],
    ['/product', false],
    ['/ignite/sales/summary', false],
  ])('footer on %s: %s (spec: screens and routes, footer rule)', (path, expected) => {
    expect(showsFooter(path)).toBe(expected);
  });

  it.each([['/ignite/sales/splash', true], ['/ignite/sales/login/register', true], ['/ignite/sales/dashboard', false]])('%s is a dealer entry path: %s', (path, expected) => {
    expect(isDealerEntryPath(path)).toBe(expected);
  });
});

describe('first visit', () => {
  it('asks for cookie consent until the visitor chooses, then remembers it', async () => {
    document.cookie = 'rv_cookie_consent=; Max-Age=0; Path=/';
    window.history.pushState({}, '', '/product');
    const { unmount } = render(<AppLayout companySlug="keystone" />);
    const banner = screen.getByRole('region', { name: 'Cookies on this site' });
    screen.getByRole('button', { name: 'Necessary cookies only' }).click();
    expect(await screen.findByRole('main')).toBeInTheDocument();
    expect(banner).not.toBeInTheDocument();
    expect(decodeURIComponent(document.cookie)).toContain('"necessary":true');
    unmount();
    render(<AppLayout companySlug="keystone" />);
    expect(screen.queryByRole('region', { name: 'Cookies on this site' })).not.toBeInTheDocument();
  });
});

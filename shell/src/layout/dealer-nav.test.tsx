import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, resetServiceClients, serviceClient, type Attribute, type LoggedInUser } from '@rv/shared-lib';
import { navigateToUrl } from 'single-spa';
import { DEALER_BOTTOM_BAR_QUERY, DealerNav, initials } from './dealer-nav';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const attr = (code: string, value: string): Attribute => ({ code, value, name: code, sequence: 0 });
const user = (fields: Partial<LoggedInUser> = {}, disableSpiffs = 'false'): LoggedInUser => ({
  username: 'demo.sales', guid: 'g-1', firstName: 'Dana', lastName: 'Reyes', email: 'd@x.test', manager: false, token: 't', refresh_token: 'r',
  organizations: [{ dealershipNumber: 'D1001', dealershipName: 'Blue Compass RV', brandList: 'CG,MO', attributes: [attr('DISABLE_SPIFFS', disableSpiffs)], addresses: [] }],
  attributes: [], ...fields,
});

const nav = () => screen.getByRole('navigation', { name: 'Dealer portal' });

describe('dealer navigation (dealer spec: screens and routes, layout, roles)', () => {
  afterEach(() => act(() => authStore.getState().logout()));

  it('lists Dashboard, My Products, Learning, Incentives, Leads and Search for a salesperson, no My Team, and marks the current page', () => {
    authStore.getState().loginSuccess(user());
    render(<DealerNav pathname="/ignite/sales/product/cougar" />);
    const names = within(nav()).getAllByRole('link').map((l) => l.textContent);
    expect(names).toEqual(['IGNITE', 'Dashboard', 'My Products', 'Learning', 'Incentives', 'Leads', 'Search', 'My Profile']);
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/ignite/sales/search');
    expect(screen.getByRole('link', { name: 'My Products' })).toHaveAttribute('aria-current', 'page');
  });

  it('links My Profile beside the avatar, marked current on the profile page', () => {
    authStore.getState().loginSuccess(user());
    render(<DealerNav pathname="/ignite/sales/profile" />);
    const profile = within(nav()).getByRole('link', { name: 'My Profile' });
    expect(profile).toHaveAttribute('href', '/ignite/sales/profile');
    expect(profile).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getAllByRole('link').filter((l) => l.getAttribute('aria-current') === 'page')).toEqual([profile]);
  });

  it('shows My Team to managers', () => {
    authStore.getState().loginSuccess(user({ manager: true }));
    render(<DealerNav pathname="/ignite/sales/dashboard" />);
    expect(screen.getByRole('link', { name: 'My Team' })).toHaveAttribute('href', '/ignite/sales/my-team');
  });

  it('shows Incentives disabled, not as a link, when spiffs are off (spec: screens and routes; validation rules)', () => {
    authStore.getState().loginSuccess(user({}, 'true'));
    render(<DealerNav pathname="/ignite/sales/dashboard" />);
    expect(screen.queryByRole('link', { name: 'Incentives' })).not.toBeInTheDocument();
    expect(within(nav()).getByText('Incentives')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows initials without a picture, the picture when there is one, and the notification marker', () => {
    authStore.getState().loginSuccess(user());
    const { container, rerender } = render(<DealerNav pathname="/ignite/sales/dashboard" />);
    expect(within(nav()).getByText('DR')).toBeInTheDocument();
    expect(screen.queryByTestId('notification-marker')).not.toBeInTheDocument();
    act(() => authStore.getState().setProfileExtras({ avatarUrl: '/img/dana.png', unreadNotifications: 3 }));
    rerender(<DealerNav pathname="/ignite/sales/dashboard" />);
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/dana.png');
    expect(screen.getByTestId('notification-marker')).toBeInTheDocument();
    expect(nav()).toHaveTextContent('3 new notifications');
  });

  it.each([
    [{ firstName: 'dana', lastName: 'reyes', username: 'x' }, 'DR'],
    [{ firstName: '', lastName: '', username: 'demo.sales' }, 'D'],
  ])('initials of %p are %s', (who, expected) => {
    expect(initials(who)).toBe(expected);
  });

  it('signs out: revokes the refresh token, clears the session and goes to login even if the call fails', async () => {
    resetServiceClients();
    const bodies: unknown[] = [];
    (serviceClient('middleware').defaults as { adapter: unknown }).adapter = async (config: { data?: string }) => {
      bodies.push(JSON.parse(config.data ?? '{}'));
      return Promise.reject(Object.assign(new Error('down'), { isAxiosError: true, config, response: { status: 503, data: {}, headers: {}, config } }));
    };
    authStore.getState().loginSuccess(user());
    render(<DealerNav pathname="/ignite/sales/dashboard" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(navigateToUrl).toHaveBeenCalledWith('/ignite/sales/login'));
    expect(bodies).toEqual([{ refreshToken: 'r' }]);
    expect(authStore.getState()).toMatchObject({ loggedIn: false, user: null, authToken: null, refreshToken: null });
    expect(JSON.parse(localStorage.getItem('krv') ?? '{}').state).toMatchObject({ loggedIn: false, authToken: null });
  });

  describe('as the bottom bar of a phone (at most 1024 px wide)', () => {
    const realMatchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: query === DEALER_BOTTOM_BAR_QUERY, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
    });
    afterEach(() => {
      window.matchMedia = realMatchMedia;
    });
    const bar = () => within(nav()).getAllByRole('list')[0];
    const more = () => within(nav()).getByRole('button', { name: /^More/ });

    it('holds four destinations and More; More opens Leads, My Team, Search, the name, My Profile and Sign out', async () => {
      authStore.getState().loginSuccess(user({ manager: true }));
      render(<DealerNav pathname="/ignite/sales/learning" />);
      expect(within(nav()).getAllByRole('link').map((l) => l.textContent)).toEqual(['Dashboard', 'My Products', 'Learning', 'Incentives']);
      expect(more().parentElement?.parentElement).toBe(bar());
      expect(screen.getByRole('link', { name: 'Learning' })).toHaveAttribute('aria-current', 'page');
      expect(more()).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('link', { name: 'My Team' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();

      await userEvent.setup().click(more());
      expect(more()).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(more().getAttribute('aria-controls') ?? '');
      expect(panel).toBeVisible();
      expect(within(panel!).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
        ['Leads', '/ignite/sales/leads'], ['My Team', '/ignite/sales/my-team'], ['Search', '/ignite/sales/search'], ['My Profile', '/ignite/sales/profile'],
      ]);
      expect(within(panel!).getByText('Dana Reyes')).toBeVisible();
      expect(within(panel!).getByRole('button', { name: 'Sign out' })).toBeVisible();
    });

    it('Escape closes More and gives the focus back to its button; a new page closes it too', async () => {
      authStore.getState().loginSuccess(user());
      const { rerender } = render(<DealerNav pathname="/ignite/sales/dashboard" />);
      const events = userEvent.setup();
      await events.click(more());
      await events.tab();
      expect(screen.getByRole('link', { name: 'Leads' })).toHaveFocus();
      await events.keyboard('{Escape}');
      expect(more()).toHaveAttribute('aria-expanded', 'false');
      expect(more()).toHaveFocus();
      await events.click(more());
      rerender(<DealerNav pathname="/ignite/sales/search" />);
      expect(more()).toHaveAttribute('aria-expanded', 'false');
    });

    it('marks More as the current place on the profile page', () => {
      authStore.getState().loginSuccess(user());
      const { rerender } = render(<DealerNav pathname="/ignite/sales/dashboard" />);
      const marked = () => more().className.split(' ').filter((c) => /current/i.test(c));
      expect(marked()).toEqual([]);
      rerender(<DealerNav pathname="/ignite/sales/profile" />);
      expect(marked()).toHaveLength(1);
    });

    it('keeps the notification marker and its count on More, and Incentives disabled when spiffs are off', () => {
      authStore.getState().loginSuccess(user({}, 'true'));
      act(() => authStore.getState().setProfileExtras({ unreadNotifications: 2 }));
      render(<DealerNav pathname="/ignite/sales/dashboard" />);
      expect(within(more()).getByTestId('notification-marker')).toBeInTheDocument();
      expect(more()).toHaveAccessibleName(/^More ?, 2 new notifications$/);
      expect(within(bar()).getByText('Incentives')).toHaveAttribute('aria-disabled', 'true');
    });
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, type MockReply } from '@rv/shared-lib/testing';
import { Footer } from './footer';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
jest.mock('../remotes/remote-slot', () => ({
  RemoteSlot: ({ exposed, props }: { exposed: string; props: { label?: string } }) => <div data-testid="slot">{exposed}: {props.label}</div>,
}));

const web = (url: string) => ({ link_type: 'Web' as const, url });
const wrap = (data: unknown) => ({ id: 'x', uid: 'x', type: 'x', tags: [], data, first_publication_date: '', last_publication_date: '' });
const FOOTER = {
  brand_mark: 'Keystone RV', logo: { url: '/logo.svg', alt: 'Keystone RV logo' }, email_signup_label: 'Sign up for news', email_signup_placeholder: 'Email', email_signup_button_label: 'Sign Up',
  columns: [{ title: 'Shop', links: [{ label: 'RV Finder', link: web('/product') }] }, { title: 'Owners', links: [{ label: 'Warranty', link: web('/warranty') }] }],
  base_links: [{ label: 'Privacy Policy', link: web('/privacy-policy') }],
};
const SITE = { company_name: 'Keystone RV', company_slogan: 'Go Beyond', address_1: '2642 Hackberry Drive', address_2: '', city_state_zip: 'Goshen, IN 46527', social_links: [{ platform: 'youtube', url: 'https://www.youtube.com/' }] };

function narrow(matches: boolean) {
  window.matchMedia = jest.fn().mockImplementation(() => ({ matches, addEventListener: jest.fn(), removeEventListener: jest.fn() }));
}

/** The content service's footer document and site settings. */
const answerContent = (footer: MockReply = { status: 200, data: wrap(FOOTER) }, settings: MockReply = { status: 200, data: wrap(SITE) }) => mockApi({
  'GET /api/content/v1/documents/footer_navigation/footer': footer,
  'GET /api/content/v1/single/site_settings': settings,
});

beforeEach(() => {
  answerContent();
});

describe('footer (spec: screens and routes)', () => {
  it('shows signup, logo, slogan, address, link columns, social links and legal links', async () => {
    narrow(false);
    render(<Footer />);
    expect(await screen.findByText('Go Beyond')).toBeInTheDocument();
    expect(screen.getByTestId('slot')).toHaveTextContent('newsletter-form: Sign up for news');
    expect(screen.getByRole('img', { name: 'Keystone RV logo' })).toBeInTheDocument();
    expect(screen.getByText('Goshen, IN 46527')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(within(nav).getByRole('heading', { name: 'Shop' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Warranty' })).toHaveAttribute('href', '/warranty');
    expect(screen.getByRole('link', { name: /Youtube/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByText(/© \d{4} Keystone RV/)).toBeInTheDocument();
  });

  it('turns link columns into accordions on narrow screens', async () => {
    narrow(true);
    const user = userEvent.setup();
    render(<Footer />);
    const shop = await screen.findByRole('button', { name: /Shop/ });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'RV Finder', hidden: true })).not.toBeVisible();
    await user.click(shop);
    expect(screen.getByRole('link', { name: 'RV Finder' })).toBeVisible();
  });

  it('still shows the company and signup when its documents fail', async () => {
    narrow(false);
    answerContent({ status: 500 }, { status: 500 });
    render(<Footer />);
    expect(screen.getByTestId('slot')).toBeInTheDocument();
    expect(await screen.findByText(/© \d{4} Keystone RV/)).toBeInTheDocument();
  });
});

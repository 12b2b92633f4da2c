import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_COOKIE, readCookie, resetResourceCache, writeCookie } from '@rv/shared-lib';
import { afterPendingWork, mockApi, requestsTo } from '@rv/shared-lib/testing';
import { useSiteSettings } from '../form-fields/api/site-settings.resource';
import { accepted } from '../../test-support/form-replies';
import PopupForm from './components/popup-form.component';

const POPUP = 'POST /api/web/form/popup';
const base = { popup_enabled: true, popup_show_times: 2, popup_show_until: '2099-12-31', popup_delay: 8, popup_title: 'Get the latest news', popup_success_message: 'Thanks for signing up!' };
const withSettings = (extra = {}) => ({ 'GET /api/content/v1/single/site_settings': { status: 200, data: { data: { ...base, ...extra } } } });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = `${POPUP_COOKIE}=; Max-Age=0; Path=/`;
  window.dataLayer = [];
});
afterEach(() => jest.useRealTimers());

/** Says when the page's site settings, which the pop-up reads too, are in. */
function SettingsRead() {
  return useSiteSettings() ? <p>Settings read</p> : null;
}

/** The pointer leaves the page through the top edge: exit intent. */
const leave = () => document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, bubbles: true }));
/** The visitor shows intent until the pop-up is open (its delay and settings may still be on their way). */
const openOnIntent = () => waitFor(() => {
  leave();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});
const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
};

/** Fills the pop-up's three fields as a visitor would and presses Sign Up. */
async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await openOnIntent();
  await user.type(await screen.findByLabelText('First Name'), 'Pat');
  await user.type(screen.getByLabelText('Last Name'), 'Camper');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('promotional pop-up', () => {
  it('opens on exit intent once the configured delay has passed, not on the timer, and counts the view', async () => {
    jest.useFakeTimers();
    mockApi(withSettings());
    render(<PopupForm />);
    await act(async () => { await jest.advanceTimersByTimeAsync(0); });
    act(() => leave());
    await act(async () => { await jest.advanceTimersByTimeAsync(8100); });
    // Neither an intent before the delay nor the delay alone opens it.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => leave());
    expect(screen.getByRole('dialog', { name: 'Get the latest news' })).toBeInTheDocument();
    expect(readCookie(POPUP_COOKIE)).toBe('1');
  });

  it('on a phone, opens when the visitor scrolls back up after reading, not while scrolling down', async () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerHeight', { value: 844, configurable: true });
    mockApi(withSettings({ popup_delay: 0 }));
    render(<PopupForm />);
    await act(async () => { await jest.advanceTimersByTimeAsync(0); });
    await act(async () => { await jest.advanceTimersByTimeAsync(1000); });
    act(() => { scrollTo(600); scrollTo(1400); scrollTo(1300); });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => scrollTo(1000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    scrollTo(0);
  });

  it('stays closed once seen the allowed number of times', async () => {
    jest.useFakeTimers();
    writeCookie(POPUP_COOKIE, '2');
    mockApi(withSettings({ popup_delay: 0 }));
    render(<PopupForm />);
    await act(async () => { await jest.advanceTimersByTimeAsync(1000); });
    act(() => leave());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows its spec messages', async () => {
    mockApi(withSettings({ popup_delay: 0 }));
    render(<PopupForm />);
    const user = userEvent.setup();
    await openOnIntent();
    await user.click(await screen.findByRole('button', { name: 'Sign Up' }));
    for (const message of ['First Name is required', 'Last Name is required', 'Email is required']) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveFocus();
  });

  it('after a signup tracks popupFormCompletion and closes itself after 10 s', async () => {
    jest.useFakeTimers();
    const log = mockApi({ ...withSettings({ popup_delay: 0 }), [POPUP]: accepted() });
    render(<PopupForm />);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await signUp(user);
    expect(await screen.findByText('Thanks for signing up!')).toBeInTheDocument();
    expect(requestsTo(log, POPUP)[0].body).toMatchObject({ firstName: 'Pat', customerEmail: 'pat@example.com' });
    expect(window.dataLayer).toContainEqual({ event: 'popupFormCompletion', form: 'popup' });
    await act(async () => { await jest.advanceTimersByTimeAsync(9000); });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(async () => { await jest.advanceTimersByTimeAsync(1100); });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('never shows again on a later page once this browser signed up, though the count would allow it', async () => {
    mockApi({ ...withSettings({ popup_delay: 0, popup_show_times: 5 }), [POPUP]: accepted() });
    const first = render(<PopupForm />);
    const user = userEvent.setup();
    await signUp(user);
    expect(await screen.findByText('Thanks for signing up!')).toBeInTheDocument();
    first.unmount();

    // The next page: a new mount with one view counted of five allowed.
    expect(readCookie(POPUP_COOKIE)).toBe('1');
    resetResourceCache();
    render(<><PopupForm /><SettingsRead /></>);
    await screen.findByText('Settings read');
    await afterPendingWork(); // Its delay (0) has passed: an intent now would open a pop-up that is due.
    act(() => leave());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readCookie(POPUP_COOKIE)).toBe('1');
  });

  it('still shows on a later page when the signup failed', async () => {
    mockApi({ ...withSettings({ popup_delay: 0, popup_show_times: 5 }), [POPUP]: { status: 500, data: { message: 'down' } } });
    const first = render(<PopupForm />);
    const user = userEvent.setup();
    await signUp(user);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    first.unmount();
    resetResourceCache();
    render(<PopupForm />);
    await openOnIntent();
  });
});

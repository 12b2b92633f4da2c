import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POPUP_COOKIE, readCookie, resetResourceCache, writeCookie } from '@rv/shared-lib';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
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

/** Fills the pop-up's three fields as a visitor would and presses Sign Up. */
async function signUp(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First Name'), 'Pat');
  await user.type(screen.getByLabelText('Last Name'), 'Camper');
  await user.type(screen.getByLabelText('Email'), 'pat@example.com');
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('promotional pop-up', () => {
  it('opens after the configured delay and counts the view in a cookie', async () => {
    jest.useFakeTimers();
    mockApi(withSettings());
    render(<PopupForm />);
    await act(async () => { await jest.advanceTimersByTimeAsync(0); });
    await act(async () => { await jest.advanceTimersByTimeAsync(7000); });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(async () => { await jest.advanceTimersByTimeAsync(1100); });
    expect(screen.getByRole('dialog', { name: 'Get the latest news' })).toBeInTheDocument();
    expect(readCookie(POPUP_COOKIE)).toBe('1');
  });

  it('stays closed once seen the allowed number of times', async () => {
    jest.useFakeTimers();
    writeCookie(POPUP_COOKIE, '2');
    mockApi(withSettings({ popup_delay: 0 }));
    render(<PopupForm />);
    await act(async () => { await jest.advanceTimersByTimeAsync(1000); });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows its spec messages', async () => {
    mockApi(withSettings({ popup_delay: 0 }));
    render(<PopupForm />);
    const user = userEvent.setup();
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
    render(<PopupForm />);
    await act(async () => { await new Promise((resolve) => setTimeout(resolve, 100)); });
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
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});

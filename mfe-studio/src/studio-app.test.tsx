import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from '@rv/shared-lib/router';
import { mockApi, requestsTo } from '@rv/shared-lib/testing';
import type { SignedInStaff } from '@rv/domain/auth';
import { SECOND_FACTOR_MESSAGES } from '@rv/domain/account';
import { StudioApp } from './studio-app';
import { staffSession } from './features/session/staff-session';

const staff = (roles: SignedInStaff['roles']): SignedInStaff => ({
  username: 'staff.editor', displayName: 'Eli Brooks', roles, token: 'staff-token', expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
});

function openAt(path: string) {
  window.history.pushState({}, '', path);
  return render(<BrowserRouter><StudioApp /></BrowserRouter>);
}

describe('the studio: staff sign-in, guard and nav', () => {
  afterEach(() => {
    act(() => staffSession.getState().signOut());
    sessionStorage.clear();
  });

  it('sends a visitor without a staff session to the sign-in, asks the second factor, then goes back to the page asked for', async () => {
    const log = mockApi({
      'POST /api/auth/staff/signin': { status: 200, data: { secondFactor: 'code', challenge: 'ch-1', expiresAt: '2099-01-01T00:00:00Z' } },
      'POST /api/auth/staff/signin/second-factor': { status: 200, data: staff(['editor']) },
    });
    openAt('/studio/media');
    expect(await screen.findByRole('heading', { name: 'Studio sign-in' })).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/studio/sign-in?next=%2Fstudio%2Fmedia');
    await userEvent.type(screen.getByLabelText('Staff username'), ' staff.editor ');
    await userEvent.type(screen.getByLabelText('Password'), 'Staff#Editor2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.type(await screen.findByLabelText('Code from the authenticator app, or a recovery code'), 'abcde fghjk');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Media' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/studio/media');
    expect(requestsTo(log, 'POST /api/auth/staff/signin')[0].body).toEqual({ username: 'staff.editor', password: 'Staff#Editor2026', context: 'STAFF' });
    expect(requestsTo(log, 'POST /api/auth/staff/signin/second-factor')[0].body).toEqual({ challenge: 'ch-1', code: 'ABCDE-FGHJK' });
    expect(JSON.parse(sessionStorage.getItem('rv-staff-session') ?? 'null')).toMatchObject({ username: 'staff.editor' });
  });

  it("shows the schemas' words for empty fields and a code of the wrong shape, and the API's refusal in its own words", async () => {
    mockApi({
      'POST /api/auth/staff/signin': (request) => ((request.body as { password: string }).password === 'wrong'
        ? { status: 401, data: { message: 'Invalid username or password.' } }
        : { status: 200, data: { secondFactor: 'code', challenge: 'ch-1', expiresAt: '2099-01-01T00:00:00Z' } }),
      'POST /api/auth/staff/signin/second-factor': { status: 401, data: { message: SECOND_FACTOR_MESSAGES.wrongCode } },
    });
    openAt('/studio/sign-in');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Staff username'), 'staff.editor');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText('Code from the authenticator app, or a recovery code');
    await userEvent.type(code, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(SECOND_FACTOR_MESSAGES.codeShape)).toBeInTheDocument();
    await userEvent.type(code, '6');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SECOND_FACTOR_MESSAGES.wrongCode);
  });

  it('enrols an account without a second factor: the otpauth URL as text and a QR code, the recovery codes, then the code', async () => {
    const otpauthUrl = 'otpauth://totp/Keystone%20RV%20studio:staff.new?secret=JBSWY3DPEHPK3PXP&issuer=Keystone%20RV%20studio';
    const log = mockApi({
      'POST /api/auth/staff/signin': { status: 200, data: { secondFactor: 'enrol', challenge: 'ch-2', expiresAt: '2099-01-01T00:00:00Z' } },
      'POST /api/auth/staff/enrolment': { status: 200, data: { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl, recoveryCodes: ['AAAAA-BBBBB', 'CCCCC-DDDDD'] } },
      'POST /api/auth/staff/signin/second-factor': { status: 200, data: staff(['editor']) },
    });
    openAt('/studio/sign-in');
    await userEvent.type(await screen.findByLabelText('Staff username'), 'staff.new');
    await userEvent.type(screen.getByLabelText('Password'), 'long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(otpauthUrl)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "QR code of the authenticator app's secret" }).querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    expect(within(screen.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['AAAAA-BBBBB', 'CCCCC-DDDDD']);
    await userEvent.type(screen.getByLabelText('Code from the authenticator app, or a recovery code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Studio' })).toBeInTheDocument();
    expect(requestsTo(log, 'POST /api/auth/staff/enrolment')[0].body).toEqual({ challenge: 'ch-2' });
  });

  it('gives an editor the content areas only, and an admin every area with Audit and Staff', () => {
    mockApi({});
    act(() => staffSession.getState().signedIn(staff(['editor'])));
    const { unmount } = openAt('/studio');
    const links = () => within(screen.getByRole('navigation', { name: 'Studio' })).getAllByRole('link').map((link) => link.textContent);
    expect(links()).toEqual(['Studio', 'Content', 'Media']);
    unmount();
    act(() => staffSession.getState().signedIn(staff(['admin'])));
    openAt('/studio');
    expect(links()).toEqual(['Studio', 'Content', 'Media', 'Programs', 'Audit', 'Staff']);
  });

  it('refuses an area to staff without its role, naming the role that may', async () => {
    mockApi({});
    act(() => staffSession.getState().signedIn(staff(['editor'])));
    openAt('/studio/audit');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff with the admin role may use this page.');
  });

  it('signs out: the session is gone and the next page asks for sign-in again', async () => {
    const log = mockApi({ 'POST /api/auth/staff/logout': { status: 204 } });
    sessionStorage.setItem('rv-staff-session', JSON.stringify(staff(['editor'])));
    act(() => staffSession.getState().signedIn(staff(['editor'])));
    openAt('/studio');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Studio sign-in' })).toBeInTheDocument();
    expect(requestsTo(log, 'POST /api/auth/staff/logout')[0].headers.Authorization).toBe('Bearer staff-token');
    expect(sessionStorage.getItem('rv-staff-session')).toBeNull();
  });
});

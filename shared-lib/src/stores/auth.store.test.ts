import { authStore } from './auth.store';
import { bus } from '../events/event-bus';
import type { LoggedInUser } from '@rv/domain/auth';

const user = (disableSpiffs: string): LoggedInUser => ({
  username: 'demo.sales', guid: 'g', firstName: 'Dana', lastName: 'Reyes', email: 'd@x.test', manager: false, token: 'access', refresh_token: 'refresh', attributes: [],
  organizations: [{ dealershipNumber: 'D1', dealershipName: 'One', brandList: 'CG', addresses: [], attributes: [{ code: 'DISABLE_SPIFFS', value: disableSpiffs, name: '', sequence: 0 }] }],
});
const persisted = () => JSON.parse(localStorage.getItem('krv') ?? '{}').state;

describe('auth store (dealer spec: entities and fields, auth status, session)', () => {
  beforeEach(() => authStore.getState().logout());

  it('login success signs in, derives spiffsEnabled and persists the auth data under krv', () => {
    authStore.getState().loginSuccess(user('false'));
    expect(authStore.getState()).toMatchObject({ loggedIn: true, isAuthenticated: true, spiffsEnabled: true, authToken: 'access', refreshToken: 'refresh' });
    expect(persisted()).toMatchObject({ loggedIn: true, authToken: 'access', refreshToken: 'refresh', user: { username: 'demo.sales' } });
    authStore.getState().loginSuccess(user('true'));
    expect(authStore.getState().spiffsEnabled).toBe(false);
  });

  it('a login or refresh failure resets the user and the refresh token', () => {
    authStore.getState().loginSuccess(user('false'));
    authStore.getState().loginFailure();
    expect(authStore.getState()).toMatchObject({ user: null, refreshToken: null, loggedIn: false });
  });

  it('validation failure clears the token and sets loggedIn false; a refresh sets it true again', () => {
    authStore.getState().loginSuccess(user('false'));
    authStore.getState().validationFailure();
    expect(authStore.getState()).toMatchObject({ authToken: null, loggedIn: false, refreshToken: 'refresh' });
    authStore.getState().refreshSuccess({ ...user('false'), token: 'access-2', refresh_token: 'refresh-2' });
    expect(authStore.getState()).toMatchObject({ authToken: 'access-2', refreshToken: 'refresh-2', loggedIn: true });
  });

  it('logout resets the whole state and tells other remotes', () => {
    const seen: unknown[] = [];
    const sub = bus.subscribe('auth:logout', (e) => seen.push(e));
    authStore.getState().loginSuccess(user('false'));
    authStore.getState().setProfileExtras({ unreadNotifications: 2 });
    authStore.getState().logout('unauthorized');
    sub.unsubscribe();
    expect(authStore.getState()).toMatchObject({ loggedIn: false, user: null, authToken: null, refreshToken: null, unreadNotifications: 0, spiffsEnabled: false });
    expect(seen).toEqual([{ reason: 'unauthorized' }]);
  });

  it('registration and password-reset modes; a reset link clears the session first', () => {
    authStore.getState().startRegistration('demo.register');
    expect(authStore.getState()).toMatchObject({ registering: true, linkUsername: 'demo.register' });
    authStore.getState().loginSuccess(user('false'));
    authStore.getState().startPasswordReset('demo.sales');
    expect(authStore.getState()).toMatchObject({ isResettingPassword: true, linkUsername: 'demo.sales', loggedIn: false, user: null, authToken: null });
  });

  it('a reset request success sets passwordReset; failure clears the token and sets passwordResetError', () => {
    authStore.getState().passwordResetRequested(true);
    expect(authStore.getState()).toMatchObject({ passwordReset: true, passwordResetError: false });
    authStore.setState({ authToken: 'x' });
    authStore.getState().passwordResetRequested(false);
    expect(authStore.getState()).toMatchObject({ authToken: null, passwordResetError: true });
  });

  it('adopts the session another tab wrote', async () => {
    localStorage.setItem('krv', JSON.stringify({ state: { loggedIn: true, authToken: 'other', refreshToken: 'other-r', user: user('false') }, version: 0 }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'krv' }));
    await Promise.resolve();
    expect(authStore.getState()).toMatchObject({ authToken: 'other', refreshToken: 'other-r', loggedIn: true });
  });
});

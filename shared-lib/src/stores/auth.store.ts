import { createStore } from 'zustand/vanilla';
import { createJSONStorage, persist } from './persist';
import { useStore } from 'zustand';
import { bus } from '../events/event-bus';
import { AUTH_STORAGE_KEY, decodeToken } from '@rv/domain/auth';
import { areSpiffsDisabled } from '@rv/domain/auth';
import { tokenSafeStorage } from '../auth/session-storage';
import type { AuthData, AuthStatus, DealerUser, LoggedInUser } from '@rv/domain/auth';

export type LogoutReason = 'user' | 'unauthorized' | 'idle' | 'expired';

/** Auth status and data of dealer spec (entities and fields), plus the marks the route guards of set. */
export interface AuthFields extends AuthStatus, AuthData {
  user: LoggedInUser | null;
  /** Spec (states and transitions): a path under the dealer prefix marks the user as dealer; any other path clears it. */
  isDealer: boolean;
  /** The subject of a registration or reset link token (spec: states and transitions, "with the token's subject as username"). */
  linkUsername: string | null;
  /** Profile picture from the rewards account, for the navigation's avatar (spec: screens and routes); null shows initials. */
  avatarUrl: string | null;
  /** Unread notifications, for the navigation's marker; set by the portal, shown by the shell. */
  unreadNotifications: number;
  /** The server's clock minus this browser's (ms), from the last token's iat at receipt; see serverNow. */
  clockOffsetMs: number;
}

export interface AuthState extends AuthFields {
  /** Spec (states and transitions): login success. Also used for registration and reset success, which log the user in. */
  loginSuccess(user: LoggedInUser): void;
  /** Spec (states and transitions): a login or refresh failure resets the user and the refresh token. */
  loginFailure(): void;
  /** Spec (states and transitions): a refresh exchange stores the new token and sets loggedIn. */
  refreshSuccess(user: LoggedInUser): void;
  /** Spec (states and transitions): token validation failure clears the token and sets loggedIn false. */
  validationFailure(): void;
  /** GET/PUT /auth/me answers: the user changes, the tokens stay. */
  setUser(user: DealerUser): void;
  /** Spec (states and transitions): a REGISTRATION link token puts the session into registering with the subject as username. */
  startRegistration(username: string): void;
  /** Spec (states and transitions): a PASSWORDRESET link token clears the session, then enters password-reset mode. */
  startPasswordReset(username: string): void;
  /** Spec (states and transitions): a reset request success sets passwordReset; failure clears the token and sets passwordResetError. */
  passwordResetRequested(ok: boolean): void;
  setDealer(isDealer: boolean): void;
  setProfileExtras(extras: Partial<Pick<AuthFields, 'avatarUrl' | 'unreadNotifications'>>): void;
  /** Spec (states and transitions): logout resets the whole state. */
  logout(reason?: LogoutReason): void;
}

const empty: AuthFields = {
  loggedIn: false, registering: false, passwordReset: false, passwordResetError: false, isAuthenticated: false,
  isResettingPassword: false, spiffsEnabled: false, user: null, authToken: null, refreshToken: null, isDealer: false, linkUsername: null,
  avatarUrl: null, unreadNotifications: 0, clockOffsetMs: 0,
};

const memoryStorage = (() => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
})();

/**
 * The server's clock minus this browser's, from a token just received: its iat is the server's time of
 * issue, Date.now() this browser's time of receipt. 0 for a token without iat.
 */
function clockOffsetOf(token: string, receivedAt = Date.now()): number {
  const iat = decodeToken(token)?.iat;
  return typeof iat === 'number' ? iat * 1000 - receivedAt : 0;
}

const signedIn = (user: LoggedInUser): Partial<AuthFields> => ({
  user, authToken: user.token, refreshToken: user.refresh_token, loggedIn: true, isAuthenticated: true,
  spiffsEnabled: !areSpiffsDisabled(user.organizations), clockOffsetMs: clockOffsetOf(user.token),
});

/** The page's one session store (a shared singleton through @rv/shared-lib), persisted under 'krv'. */
export const authStore = createStore<AuthState>()(
  persist(
    (set, get) => ({
      ...empty,
      loginSuccess: (user) => {
        set({ ...empty, isDealer: get().isDealer, ...signedIn(user) });
        bus.publish('auth:session-changed', { loggedIn: true, username: user.username });
      },
      loginFailure: () => set({ user: null, refreshToken: null, loggedIn: false, isAuthenticated: false }),
      refreshSuccess: (user) => set(signedIn(user)),
      validationFailure: () => set({ authToken: null, loggedIn: false, isAuthenticated: false }),
      setUser: (user) => {
        const current = get().user;
        if (current) set({ user: { ...current, ...user }, spiffsEnabled: !areSpiffsDisabled(user.organizations) });
      },
      startRegistration: (username) => set({ registering: true, linkUsername: username }),
      startPasswordReset: (username) => {
        get().logout('user');
        set({ isResettingPassword: true, linkUsername: username });
      },
      passwordResetRequested: (ok) => (ok ? set({ passwordReset: true, passwordResetError: false }) : set({ authToken: null, passwordResetError: true })),
      setDealer: (isDealer) => {
        if (get().isDealer !== isDealer) set({ isDealer });
      },
      setProfileExtras: (extras) => set(extras),
      logout: (reason = 'user') => {
        const wasLoggedIn = get().loggedIn || get().user !== null;
        set({ ...empty, isDealer: get().isDealer });
        if (wasLoggedIn) {
          bus.publish('auth:logout', { reason });
          bus.publish('auth:session-changed', { loggedIn: false, username: null });
        }
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => tokenSafeStorage(typeof localStorage === 'undefined' ? memoryStorage : localStorage)),
      // Only the session itself is kept; link-token modes and the dealer mark belong to one page view.
      partialize: (s) => ({
        loggedIn: s.loggedIn, isAuthenticated: s.isAuthenticated, spiffsEnabled: s.spiffsEnabled, user: s.user, authToken: s.authToken, refreshToken: s.refreshToken,
        clockOffsetMs: s.clockOffsetMs,
      }),
    },
  ),
);

// Another tab may rotate the tokens or log out; adopt its copy so this tab never reuses a spent
// refresh token (the API ends the session when one is reused).
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === AUTH_STORAGE_KEY) void authStore.persist.rehydrate();
  });
}

/**
 * The server's time as this browser knows it (ms since the epoch): token expiry is judged by it, so a
 * browser clock minutes fast or slow neither refreshes every token at once nor keeps a dead one.
 */
export function serverNow(): number {
  return Date.now() + (authStore.getState().clockOffsetMs ?? 0);
}

export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

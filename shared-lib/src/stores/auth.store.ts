import { createStore } from 'zustand/vanilla';
import { persist, createJSONStorage } from 'zustand/middleware';
import { useStore } from 'zustand';
import { bus } from '../events/event-bus';
import { configureAuth } from '../api/http-client';

/** Local storage key of the auth data (spec dealer §3, §9). */
export const AUTH_STORAGE_KEY = 'krv';

export interface SessionUser {
  username: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  guid?: string;
  manager?: boolean;
  [key: string]: unknown;
}

/** Auth status and data of spec dealer §3. */
export interface AuthState {
  loggedIn: boolean;
  registering: boolean;
  passwordReset: boolean;
  passwordResetError: boolean;
  user: SessionUser | null;
  authToken: string | null;
  refreshToken: string | null;
  signIn(session: { user: SessionUser; token: string; refreshToken: string | null }): void;
  setTokens(token: string, refreshToken: string | null): void;
  setFlags(flags: Partial<Pick<AuthState, 'registering' | 'passwordReset' | 'passwordResetError'>>): void;
  /** Spec dealer §4: logout resets the whole state. */
  logout(reason?: 'user' | 'unauthorized' | 'idle' | 'expired'): void;
}

const empty = { loggedIn: false, registering: false, passwordReset: false, passwordResetError: false, user: null, authToken: null, refreshToken: null };

const memoryStorage = (() => {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
})();

export const authStore = createStore<AuthState>()(
  persist(
    (set, get) => ({
      ...empty,
      signIn: ({ user, token, refreshToken }) => {
        set({ ...empty, loggedIn: true, user, authToken: token, refreshToken });
        bus.publish('auth:session-changed', { loggedIn: true, username: user.username });
      },
      setTokens: (authToken, refreshToken) => set({ authToken, refreshToken, loggedIn: true }),
      setFlags: (flags) => set(flags),
      logout: (reason = 'user') => {
        const wasLoggedIn = get().loggedIn;
        set({ ...empty });
        if (wasLoggedIn) {
          bus.publish('auth:logout', { reason });
          bus.publish('auth:session-changed', { loggedIn: false, username: null });
        }
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? memoryStorage : localStorage)),
      partialize: (s) => ({ loggedIn: s.loggedIn, user: s.user, authToken: s.authToken, refreshToken: s.refreshToken }),
    },
  ),
);

configureAuth({ getToken: () => authStore.getState().authToken, onUnauthorized: () => authStore.getState().logout('unauthorized') });

export function useAuthStore<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

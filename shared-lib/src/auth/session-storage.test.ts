import { authStore } from '../stores/auth.store';
import type { LoggedInUser } from '@rv/domain/auth';
import { tokenSafeStorage } from './session-storage';

const user = (token: string, refresh: string): LoggedInUser => ({
  username: 'demo.sales', guid: 'g', firstName: 'Sam', lastName: 'Reyes', email: 's@x.test', manager: false,
  organizations: [], attributes: [], token, refresh_token: refresh,
});
const stored = () => JSON.parse(localStorage.getItem('krv') ?? 'null')?.state as { authToken: string | null; refreshToken: string | null } | undefined;

/** What another tab does: it writes its own copy of the session under 'krv'. */
function otherTabStores(authToken: string | null, refreshToken: string | null) {
  const current = JSON.parse(localStorage.getItem('krv') ?? '{"state":{},"version":0}');
  localStorage.setItem('krv', JSON.stringify({ ...current, state: { ...current.state, authToken, refreshToken } }));
}

beforeEach(() => {
  authStore.getState().logout();
  localStorage.clear();
});

describe('the session in localStorage across tabs', () => {
  it("an update that leaves this tab's tokens as they were never writes back a refresh token another tab spent", () => {
    authStore.getState().loginSuccess(user('access-1', 'refresh-1'));
    otherTabStores('access-2', 'refresh-2');
    authStore.getState().setDealer(!authStore.getState().isDealer);
    authStore.getState().setProfileExtras({ unreadNotifications: 4 });
    expect(stored()).toMatchObject({ authToken: 'access-2', refreshToken: 'refresh-2' });
  });

  it("this tab's own refresh, sign-in and logout are written", async () => {
    authStore.getState().loginSuccess(user('access-1', 'refresh-1'));
    otherTabStores('access-2', 'refresh-2');
    await authStore.persist.rehydrate();
    authStore.getState().refreshSuccess(user('access-3', 'refresh-3'));
    expect(stored()).toMatchObject({ authToken: 'access-3', refreshToken: 'refresh-3' });
    authStore.getState().logout('user');
    expect(stored()).toMatchObject({ authToken: null, refreshToken: null });
  });

  it("another tab's logout is not undone by this tab's next update", () => {
    authStore.getState().loginSuccess(user('access-1', 'refresh-1'));
    otherTabStores(null, null);
    authStore.getState().setDealer(!authStore.getState().isDealer);
    expect(stored()).toMatchObject({ authToken: null, refreshToken: null });
  });

  it('writes through when nothing else changed the stored session', () => {
    const raw = new Map<string, string>();
    const storage = tokenSafeStorage({ getItem: (k) => raw.get(k) ?? null, setItem: (k, v) => void raw.set(k, v), removeItem: (k) => void raw.delete(k) });
    storage.setItem('krv', JSON.stringify({ state: { authToken: 'a', refreshToken: 'r', loggedIn: true } }));
    storage.setItem('krv', JSON.stringify({ state: { authToken: 'a', refreshToken: 'r', loggedIn: true, spiffsEnabled: true } }));
    expect(JSON.parse(raw.get('krv')!).state.spiffsEnabled).toBe(true);
  });
});

describe('tokenSafeStorage', () => {
  const raw = () => {
    const data = new Map<string, string>();
    const writes: string[] = [];
    return { data, writes, storage: { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => { writes.push(v); data.set(k, v); }, removeItem: (k: string) => void data.delete(k) } };
  };

  it('writes nothing for an update that changes nothing kept (a copy that may be stale stays out of storage)', () => {
    const { data, writes, storage } = raw();
    data.set('krv', JSON.stringify({ version: 0, state: { refreshToken: 'r1', authToken: 'a1', loggedIn: true } }));
    const safe = tokenSafeStorage(storage);
    safe.getItem('krv');
    safe.setItem('krv', JSON.stringify({ state: { loggedIn: true, authToken: 'a1', refreshToken: 'r1' }, version: 0 }));
    expect(writes).toEqual([]);
  });

  it('the stored session is parsed once, by the store reading it: not again here, nor for updates of fields not kept', () => {
    authStore.getState().loginSuccess(user('access-1', 'refresh-1'));
    const parse = jest.spyOn(JSON, 'parse');
    try {
      void authStore.persist.rehydrate();
      authStore.getState().setDealer(!authStore.getState().isDealer);
      authStore.getState().setProfileExtras({ unreadNotifications: 3, avatarUrl: 'https://x.test/a.png' });
      expect(parse).toHaveBeenCalledTimes(1);
    } finally {
      parse.mockRestore();
    }
    authStore.getState().refreshSuccess(user('access-2', 'refresh-2'));
    expect(stored()).toMatchObject({ authToken: 'access-2', refreshToken: 'refresh-2' });
  });
});

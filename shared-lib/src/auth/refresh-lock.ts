/** Key of the cross-tab refresh lock in localStorage, beside the session under 'krv'. */
export const REFRESH_LOCK_KEY = 'krv-refresh-lock';
/** A lock older than this belongs to a tab that died mid-refresh and may be taken over. */
export const REFRESH_LOCK_TTL_MS = 10_000;

export interface StorageLockDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  sleep(ms: number): Promise<void>;
  now(): number;
  id: string;
}

const defaultDeps = (): StorageLockDeps => ({
  storage: localStorage,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => Date.now(),
  id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`,
});

function readLock(storage: StorageLockDeps['storage']): { id: string; expires: number } | null {
  try {
    return JSON.parse(storage.getItem(REFRESH_LOCK_KEY) ?? 'null');
  } catch {
    return null;
  }
}

/**
 * Runs `work` while holding a lock in localStorage, for browsers without the Web Locks API.
 * localStorage has no compare-and-set, so a tab writes its id, waits a moment and re-reads to see
 * whether it won. `work` is told whether another tab held the lock first.
 */
export async function withStorageLock<T>(work: (waited: boolean) => Promise<T>, deps: StorageLockDeps = defaultDeps()): Promise<T> {
  const { storage, sleep, now, id } = deps;
  const giveUpAt = now() + REFRESH_LOCK_TTL_MS * 2;
  let waited = false;
  for (;;) {
    const held = readLock(storage);
    if (!held || held.expires <= now()) {
      storage.setItem(REFRESH_LOCK_KEY, JSON.stringify({ id, expires: now() + REFRESH_LOCK_TTL_MS }));
      await sleep(30);
      if (readLock(storage)?.id === id) break;
    }
    if (now() > giveUpAt) break; // never wait forever on a broken lock: the API still guards reuse
    waited = true;
    await sleep(100);
  }
  try {
    return await work(waited);
  } finally {
    if (readLock(storage)?.id === id) storage.removeItem(REFRESH_LOCK_KEY);
  }
}

/** The part of the Web Locks API used here (navigator.locks). */
interface LockRequester {
  request<T>(name: string, options: { ifAvailable?: boolean }, work: (lock: unknown) => Promise<T>): Promise<T>;
}

/**
 * Runs `work` while no other tab of this site runs its own, so only one tab exchanges the refresh
 * token at a time: the API ends the session when a refresh token is used twice. The Web Locks API
 * where the browser has it (a real mutex, released when a tab dies), the localStorage lock elsewhere.
 * `work` is told whether it waited for another tab, whose new tokens may still be on their way here.
 */
export async function withRefreshLock<T>(work: (waited: boolean) => Promise<T>, nav: { locks?: LockRequester } | undefined = globalThis.navigator): Promise<T> {
  const locks = nav?.locks;
  if (typeof locks?.request !== 'function') return withStorageLock(work);
  const free = await locks.request(REFRESH_LOCK_KEY, { ifAvailable: true }, async (lock) => (lock ? { value: await work(false) } : null));
  return free ? free.value : locks.request(REFRESH_LOCK_KEY, {}, () => work(true));
}

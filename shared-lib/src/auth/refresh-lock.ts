/** Name of the cross-tab refresh lock (Web Locks API), beside the session under 'krv' in localStorage. */
export const REFRESH_LOCK_KEY = 'krv-refresh-lock';

/** The part of the Web Locks API used here (navigator.locks). */
export interface LockRequester {
  request<T>(name: string, options: { ifAvailable?: boolean }, work: (lock: unknown) => Promise<T>): Promise<T>;
}

/**
 * Runs `work` while no other tab of this site runs its own, so only one tab exchanges the refresh
 * token at a time: the API ends the session when a refresh token is used twice. The Web Locks API is a
 * real mutex, released when a tab dies; every supported browser has it. `work` is told whether it
 * waited for another tab, whose new tokens may still be on their way here.
 */
export async function withRefreshLock<T>(work: (waited: boolean) => Promise<T>, locks: LockRequester | undefined = globalThis.navigator?.locks): Promise<T> {
  // Browsers hide navigator.locks from plain-http pages (not a secure context), e.g. a development
  // server on a LAN address: one refresh per tab still holds there, and the API refuses a reused token.
  if (!locks) return work(false);
  const free = await locks.request(REFRESH_LOCK_KEY, { ifAvailable: true }, async (lock) => (lock ? { value: await work(false) } : null));
  return free ? free.value : locks.request(REFRESH_LOCK_KEY, {}, () => work(true));
}

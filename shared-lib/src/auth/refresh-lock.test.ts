import { REFRESH_LOCK_KEY, withRefreshLock, withStorageLock } from './refresh-lock';

describe('the cross-tab refresh lock in localStorage (browsers without Web Locks)', () => {
  const deps = (id: string) => ({ storage: localStorage, id, now: () => Date.now(), sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) });
  beforeEach(() => localStorage.clear());

  it('lets one holder work at a time and releases the lock after', async () => {
    const order: string[] = [];
    const work = (name: string) => async (waited: boolean) => {
      order.push(`${name} start${waited ? ' after waiting' : ''}`);
      await new Promise((r) => setTimeout(r, 50));
      order.push(`${name} end`);
    };
    await Promise.all([withStorageLock(work('a'), deps('a')), withStorageLock(work('b'), deps('b'))]);
    expect(order).toEqual(['a start', 'a end', 'b start after waiting', 'b end']);
    expect(localStorage.getItem(REFRESH_LOCK_KEY)).toBeNull();
  });

  it('takes over a lock whose holder died', async () => {
    localStorage.setItem(REFRESH_LOCK_KEY, JSON.stringify({ id: 'dead', expires: Date.now() - 1 }));
    await expect(withStorageLock(async () => 'done', deps('me'))).resolves.toBe('done');
  });

  it('releases the lock when the work fails', async () => {
    await expect(withStorageLock(async () => { throw new Error('x'); }, deps('me'))).rejects.toThrow('x');
    expect(localStorage.getItem(REFRESH_LOCK_KEY)).toBeNull();
  });
});

describe('withRefreshLock', () => {
  /** A Web Locks stand-in for one lock name: grants in turn, or refuses at once when asked ifAvailable. */
  function fakeLocks() {
    let queue = Promise.resolve();
    let holdersAndWaiters = 0;
    return {
      request<T>(name: string, options: { ifAvailable?: boolean }, work: (lock: unknown) => Promise<T>): Promise<T> {
        if (options.ifAvailable && holdersAndWaiters > 0) return work(null);
        holdersAndWaiters += 1;
        const run = queue.then(() => work({ name })).finally(() => {
          holdersAndWaiters -= 1;
        });
        queue = run.then(() => undefined, () => undefined);
        return run;
      },
    };
  }

  it('holds a Web Lock where the browser has them, and no localStorage lock', async () => {
    const seenStorageLock = await withRefreshLock(async () => localStorage.getItem(REFRESH_LOCK_KEY), { locks: fakeLocks() });
    expect(seenStorageLock).toBeNull();
  });

  it('runs one holder at a time and tells the one that waited', async () => {
    const locks = fakeLocks();
    const order: string[] = [];
    const work = (name: string) => async (waited: boolean) => {
      order.push(`${name} start${waited ? ' after waiting' : ''}`);
      await new Promise((r) => setTimeout(r, 20));
      order.push(`${name} end`);
    };
    await Promise.all([withRefreshLock(work('a'), { locks }), withRefreshLock(work('b'), { locks })]);
    expect(order).toEqual(['a start', 'a end', 'b start after waiting', 'b end']);
  });

  it('falls back to the localStorage lock without them', async () => {
    const seenStorageLock = await withRefreshLock(async () => localStorage.getItem(REFRESH_LOCK_KEY), {});
    expect(seenStorageLock).toContain('"id"');
  });
});

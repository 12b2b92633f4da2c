import { REFRESH_LOCK_KEY, withRefreshLock, withStorageLock } from './refresh-lock';

describe('the cross-tab refresh lock in localStorage (browsers without Web Locks)', () => {
  const deps = (id: string) => ({ storage: localStorage, id, now: () => Date.now(), sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) });
  beforeEach(() => localStorage.clear());

  it('lets one holder work at a time and releases the lock after', async () => {
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} start`);
      await new Promise((r) => setTimeout(r, 50));
      order.push(`${name} end`);
    };
    await Promise.all([withStorageLock(work('a'), deps('a')), withStorageLock(work('b'), deps('b'))]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end']);
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
  it('holds a Web Lock where the browser has them, and no localStorage lock', async () => {
    const requested: string[] = [];
    const locks = {
      request<T>(name: string, work: () => Promise<T>): Promise<T> {
        requested.push(name);
        return work();
      },
    };
    const seenStorageLock = await withRefreshLock(async () => localStorage.getItem(REFRESH_LOCK_KEY), { locks });
    expect(requested).toEqual([REFRESH_LOCK_KEY]);
    expect(seenStorageLock).toBeNull();
  });

  it('falls back to the localStorage lock without them', async () => {
    const seenStorageLock = await withRefreshLock(async () => localStorage.getItem(REFRESH_LOCK_KEY), {});
    expect(seenStorageLock).toContain('"id"');
  });
});

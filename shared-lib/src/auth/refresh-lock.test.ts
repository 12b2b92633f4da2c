import { REFRESH_LOCK_KEY, withRefreshLock } from './refresh-lock';
import { FakeLockManager } from './web-locks.fake';

describe('withRefreshLock (Web Locks API)', () => {
  const slowWork = (order: string[], name: string) => async (waited: boolean) => {
    order.push(`${name} start${waited ? ' after waiting' : ''}`);
    await new Promise((r) => setTimeout(r, 20));
    order.push(`${name} end`);
  };

  it('runs one holder at a time and tells the one that waited', async () => {
    const locks = new FakeLockManager();
    const order: string[] = [];
    await Promise.all([withRefreshLock(slowWork(order, 'a'), locks), withRefreshLock(slowWork(order, 'b'), locks)]);
    expect(order).toEqual(['a start', 'a end', 'b start after waiting', 'b end']);
  });

  it("waits for another tab's lock under the same name, then runs", async () => {
    const locks = new FakeLockManager();
    const order: string[] = [];
    let releaseOtherTab = () => {};
    const otherTab = locks.request(REFRESH_LOCK_KEY, {}, () => new Promise<void>((resolve) => (releaseOtherTab = resolve)));
    const mine = withRefreshLock(slowWork(order, 'me'), locks);
    await new Promise((r) => setTimeout(r, 30));
    expect(order).toEqual([]);
    releaseOtherTab();
    await Promise.all([otherTab, mine]);
    expect(order).toEqual(['me start after waiting', 'me end']);
  });

  it('releases the lock when the work fails', async () => {
    const locks = new FakeLockManager();
    await expect(withRefreshLock(async () => { throw new Error('x'); }, locks)).rejects.toThrow('x');
    await expect(withRefreshLock(async (waited) => waited, locks)).resolves.toBe(false);
  });

  it("uses the browser's navigator.locks by default", async () => {
    const request = jest.spyOn(navigator.locks, 'request');
    await withRefreshLock(async () => 'done');
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_KEY, { ifAvailable: true }, expect.any(Function));
    request.mockRestore();
  });

  it('still runs the work where a page has no navigator.locks (not a secure context)', async () => {
    await expect(withRefreshLock(async (waited) => (waited ? 'waited' : 'ran'), undefined)).resolves.toBe('ran');
  });
});

import { REFRESH_LOCK_KEY, withRefreshLock } from './refresh-lock';
import { FakeLockManager } from './web-locks.fake';
import { afterPendingWork } from '../testing/pending-work';

describe('withRefreshLock (Web Locks API)', () => {
  /** Work that records its start and end, and holds the lock until the test calls `finish`. */
  const heldWork = (order: string[], name: string) => {
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const work = async (waited: boolean) => {
      order.push(`${name} start${waited ? ' after waiting' : ''}`);
      await finished;
      order.push(`${name} end`);
    };
    return { work, finish: () => finish() };
  };

  it('runs one holder at a time and tells the one that waited', async () => {
    const locks = new FakeLockManager();
    const order: string[] = [];
    const [a, b] = [heldWork(order, 'a'), heldWork(order, 'b')];
    const both = Promise.all([withRefreshLock(a.work, locks), withRefreshLock(b.work, locks)]);
    await afterPendingWork();
    expect(order).toEqual(['a start']); // b waits while a holds the lock.
    a.finish();
    b.finish();
    await both;
    expect(order).toEqual(['a start', 'a end', 'b start after waiting', 'b end']);
  });

  it("waits for another tab's lock under the same name, then runs", async () => {
    const locks = new FakeLockManager();
    const order: string[] = [];
    let releaseOtherTab = () => {};
    const otherTab = locks.request(REFRESH_LOCK_KEY, {}, () => new Promise<void>((resolve) => (releaseOtherTab = resolve)));
    const me = heldWork(order, 'me');
    const mine = withRefreshLock(me.work, locks);
    await afterPendingWork();
    expect(order).toEqual([]);
    releaseOtherTab();
    me.finish();
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

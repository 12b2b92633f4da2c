/**
 * The part of the Web Locks API the refresh lock uses (exclusive locks, `ifAvailable`), for jsdom,
 * which lacks navigator.locks. Installed for every DOM test by scripts/jest-setup-dom.ts; one manager
 * per test file stands for all the tabs of one origin, so a test can hold a lock "in another tab".
 */
export class FakeLockManager {
  private readonly held = new Set<string>();
  private readonly waiting = new Map<string, Array<() => void>>();

  request<T>(name: string, optionsOrWork: { ifAvailable?: boolean } | ((lock: unknown) => Promise<T>), maybeWork?: (lock: unknown) => Promise<T>): Promise<T> {
    const options = typeof optionsOrWork === 'function' ? {} : optionsOrWork;
    const work = (typeof optionsOrWork === 'function' ? optionsOrWork : maybeWork) as (lock: unknown) => Promise<T>;
    if (options.ifAvailable && this.held.has(name)) return Promise.resolve().then(() => work(null));
    return this.acquire(name).then(() => Promise.resolve().then(() => work({ name, mode: 'exclusive' })).finally(() => this.release(name)));
  }

  private acquire(name: string): Promise<void> {
    if (!this.held.has(name)) {
      this.held.add(name);
      return Promise.resolve();
    }
    return new Promise((granted) => this.waiting.set(name, [...(this.waiting.get(name) ?? []), granted]));
  }

  private release(name: string): void {
    const [next, ...rest] = this.waiting.get(name) ?? [];
    this.waiting.set(name, rest);
    if (next) next();
    else this.held.delete(name);
  }
}

/** Gives jsdom's navigator a lock manager, as every supported browser has one. */
export function installFakeWebLocks(nav: Navigator = navigator): FakeLockManager {
  const locks = new FakeLockManager();
  Object.defineProperty(nav, 'locks', { value: locks, configurable: true });
  return locks;
}

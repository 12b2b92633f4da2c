import type { Workbox } from 'workbox-window';
import { registerServiceWorker } from './register-service-worker';
import { pendingUpdate, resetUpdateOffer } from './update-state';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));
const { reloadPage: reload } = jest.requireMock('./reload-page') as { reloadPage: jest.Mock };

/** A stand-in for workbox-window's Workbox: records listeners, lets a test fire its events. */
function fakeWorkbox(register: () => Promise<unknown> = () => Promise.resolve({})) {
  const listeners = new Map<string, Array<(event: object) => void>>();
  const workbox = {
    addEventListener: jest.fn((type: string, listener: (event: object) => void) => listeners.set(type, [...(listeners.get(type) ?? []), listener])),
    register: jest.fn(register),
    update: jest.fn(() => Promise.resolve()),
    messageSkipWaiting: jest.fn(),
  };
  const fire = (type: string, event: object = {}) => (listeners.get(type) ?? []).forEach((listener) => listener(event));
  return { workbox, fire, asWorkbox: workbox as unknown as Workbox };
}

describe('registerServiceWorker', () => {
  const log = { info: jest.fn(), warn: jest.fn() };
  beforeEach(() => {
    jest.useFakeTimers();
    log.info.mockClear();
    log.warn.mockClear();
    reload.mockClear();
    resetUpdateOffer();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('only logs a failed registration, never throws or shows it', async () => {
    const { asWorkbox } = fakeWorkbox(() => Promise.reject(new Error('404')));
    await expect(registerServiceWorker(log, asWorkbox)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith('[service worker] registration failed', expect.any(Error));
    expect(pendingUpdate()).toBeNull();
  });

  it('offers a waiting version; accepting asks it to skip waiting and reloads once it has taken over', async () => {
    const { workbox, fire, asWorkbox } = fakeWorkbox();
    await registerServiceWorker(log, asWorkbox);
    expect(pendingUpdate()).toBeNull();
    fire('waiting');
    expect(log.info).toHaveBeenCalledWith('[service worker] a new version is installed and waiting');
    pendingUpdate()!();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fire('activated', { isUpdate: true });
    fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when the page changes controller, though workbox reports nothing (a version it saw as external)', async () => {
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    try {
      const { workbox, fire, asWorkbox } = fakeWorkbox();
      await registerServiceWorker(log, asWorkbox);
      fire('waiting', { isExternal: true });
      pendingUpdate()!();
      expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
      container.dispatchEvent(new Event('controllerchange'));
      expect(reload).toHaveBeenCalledTimes(1);
      // Workbox's own event, if it comes too, does not reload a second time.
      fire('controlling');
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
    }
  });

  it('logs the first installation without offering anything', async () => {
    const { fire, asWorkbox } = fakeWorkbox();
    await registerServiceWorker(log, asWorkbox);
    fire('activated', { isUpdate: false });
    expect(log.info).toHaveBeenCalledWith('[service worker] installed; pages load through it from the next navigation');
    expect(pendingUpdate()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks for a new version every hour while the page stays open', async () => {
    const { workbox, asWorkbox } = fakeWorkbox();
    await registerServiceWorker(log, asWorkbox);
    expect(workbox.update).not.toHaveBeenCalled();
    jest.advanceTimersByTime(60 * 60 * 1000);
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });
});

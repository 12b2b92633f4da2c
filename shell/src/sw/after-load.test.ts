import { waitFor } from '@testing-library/react';
import { afterPendingWork } from '@rv/shared-lib/testing';
import { registerServiceWorkerAfterLoad } from './after-load';

jest.mock('./register-service-worker', () => ({ registerServiceWorker: jest.fn(() => Promise.resolve()) }));
const { registerServiceWorker } = jest.requireMock('./register-service-worker') as { registerServiceWorker: jest.Mock };

function fakeWindow(readyState: DocumentReadyState, serviceWorker: object | null = { getRegistrations: jest.fn(() => Promise.resolve([])) }) {
  const listeners: Record<string, () => void> = {};
  const win = {
    navigator: serviceWorker ? { serviceWorker } : {},
    document: { readyState },
    addEventListener: jest.fn((type: string, listener: () => void) => (listeners[type] = listener)),
  };
  return { win: win as unknown as Window, fire: (type: string) => listeners[type]?.() };
}
const log = { info: jest.fn(), warn: jest.fn() };

describe('service worker registration after load', () => {
  beforeEach(() => registerServiceWorker.mockClear());

  it('waits for the window load event before loading the registration code', async () => {
    const { win, fire } = fakeWindow('interactive');
    expect(registerServiceWorkerAfterLoad(win, log, true)).toBe(true);
    await afterPendingWork();
    expect(registerServiceWorker).not.toHaveBeenCalled();
    fire('load');
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledWith(log));
  });

  it('registers at once when the page has already loaded', async () => {
    const { win } = fakeWindow('complete');
    registerServiceWorkerAfterLoad(win, log, true);
    await waitFor(() => expect(registerServiceWorker).toHaveBeenCalledTimes(1));
  });

  it('does nothing in a browser without service workers', () => {
    const { win } = fakeWindow('complete', null);
    expect(registerServiceWorkerAfterLoad(win, log, true)).toBe(false);
  });

  it('registers nothing in a development build and removes a worker a production build left', async () => {
    const unregister = jest.fn();
    const serviceWorker = { getRegistrations: jest.fn(() => Promise.resolve([{ unregister }])) };
    const { win } = fakeWindow('complete', serviceWorker);
    expect(registerServiceWorkerAfterLoad(win, log, false)).toBe(false);
    await waitFor(() => expect(unregister).toHaveBeenCalled());
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });
});

type Log = Pick<Console, 'info' | 'warn'>;

/**
 * Registers /sw.js once the window has loaded. The registration code and workbox-window
 * are a separate chunk loaded only then, so they add nothing to the shell's first load. Outcomes are
 * only logged (spec: the calls).
 */
export function registerServiceWorkerAfterLoad(win: Window = window, log: Log = console, production = process.env.NODE_ENV === 'production'): boolean {
  if (!('serviceWorker' in win.navigator)) return false;
  if (!production) {
    // A development build has no /sw.js: drop a worker left by a production build on the same origin.
    void win.navigator.serviceWorker.getRegistrations().then((all) => all.forEach((registration) => void registration.unregister()));
    return false;
  }
  const start = () => {
    import('./register-service-worker')
      .then(({ registerServiceWorker }) => registerServiceWorker(log))
      .catch((error: unknown) => log.warn('[service worker] the registration code could not be loaded', error));
  };
  if (win.document.readyState === 'complete') start();
  else win.addEventListener('load', start, { once: true });
  return true;
}

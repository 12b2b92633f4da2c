import { Workbox } from 'workbox-window';
import { keepLayoutDataForOffline } from './keep-layout-data';
import { reloadPage } from './reload-page';
import { offerUpdate } from './update-state';

type Log = Pick<Console, 'info' | 'warn'>;

/** Where the service worker is served; its scope is the whole site. */
const SERVICE_WORKER_URL = '/sw.js';

/** How often an open page asks whether a new version was deployed (a navigation also checks). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Registers /sw.js with workbox-window. A new version waits; the update prompt's Reload button asks it
 * to take over (skipWaiting by message) and reloads once it has. Failures and updates are only logged.
 */
export async function registerServiceWorker(log: Log = console, workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' })): Promise<void> {
  workbox.addEventListener('waiting', () => {
    log.info('[service worker] a new version is installed and waiting');
    offerUpdate(() => {
      let reloaded = false;
      const reload = () => {
        if (reloaded) return;
        reloaded = true;
        reloadPage();
      };
      // 'controlling' on pages it controlled; 'activated' also covers the page that first installed it.
      workbox.addEventListener('controlling', reload);
      workbox.addEventListener('activated', reload);
      // Workbox reports those only for the version this page registered, not one found before it did (an
      // "external" version, from the page's own navigation or another tab): the page's controller changing
      // is the sign that always comes. Without it, Reload did nothing once in a full journey run.
      navigator.serviceWorker?.addEventListener('controllerchange', reload);
      workbox.messageSkipWaiting();
    });
  });
  workbox.addEventListener('activated', (event) => {
    if (!event.isUpdate) log.info('[service worker] installed; pages load through it from the next navigation');
  });
  try {
    await workbox.register();
    void keepLayoutDataForOffline().catch((error: unknown) => log.info('[service worker] the layout could not be kept for offline use', error));
    setInterval(() => {
      workbox.update().catch((error: unknown) => log.info('[service worker] update check failed', error));
    }, UPDATE_CHECK_INTERVAL_MS);
  } catch (error) {
    log.warn('[service worker] registration failed', error);
  }
}

import { LAYOUT_RESOURCES } from '../layout/layout-resources';

const KEPT_KEY = 'rv-layout-data-kept';

/**
 * A page drawn by the server carries its layout's content inline, so the browser never asks the API
 * for it and the service worker never keeps it: offline, a page the browser draws itself would have a
 * masthead without menus. Once a session, with a worker in control, the layout's content is asked for
 * through it (five small cached reads), so the offline page has the whole layout.
 */
export async function keepLayoutDataForOffline(win: Window = window): Promise<number> {
  if (!win.navigator.serviceWorker?.controller || win.sessionStorage.getItem(KEPT_KEY)) return 0;
  const results = await Promise.allSettled(Object.values(LAYOUT_RESOURCES).map((load) => load()));
  if (results.every((result) => result.status === 'fulfilled')) win.sessionStorage.setItem(KEPT_KEY, '1');
  return results.filter((result) => result.status === 'fulfilled').length;
}

import { useState } from 'react';
import { afterPageLoad, loadSiteSettings, popupDueInThisBrowser, useResource } from '@rv/shared-lib';

/**
 * Whether the promotional pop-up may be loaded: only when `allowed` (consent chosen, consumer side),
 * after the page's first load, and when the spec (states and transitions) rules say it will show. So the forms remote is never
 * part of a page's first load, and a visitor who has used up the pop-up's views (or signed up) never downloads it.
 */
export function usePopupDue(allowed: boolean): boolean {
  const [due, setDue] = useState(false);
  // Without settings (an error) there is no pop-up to show; the page itself is unaffected.
  const settings = useResource(allowed && !due ? 'site-settings' : null, () => afterPageLoad().then(loadSiteSettings), { seed: false });
  // Once due it stays due: showing the pop-up counts a view, which must not take it away again.
  if (!due && allowed && settings.status === 'success' && popupDueInThisBrowser(settings.data)) setDue(true);
  return due;
}

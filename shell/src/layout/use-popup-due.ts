import { useEffect, useState } from 'react';
import { afterPageLoad, loadSiteSettings, popupDueInThisBrowser } from '@rv/shared-lib';

/**
 * Whether the promotional pop-up may be loaded: only when `allowed` (consent chosen, consumer side),
 * after the page's first load, and when the spec (states and transitions) rules say it will show. So the forms remote is never
 * part of a page's first load, and a visitor who has used up the pop-up's views (or signed up) never downloads it.
 */
export function usePopupDue(allowed: boolean): boolean {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!allowed || due) return undefined;
    let current = true;
    afterPageLoad()
      .then(() => loadSiteSettings())
      .then((settings) => {
        if (current && popupDueInThisBrowser(settings)) setDue(true);
      })
      // Without settings there is no pop-up to show; the page itself is unaffected.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [allowed, due]);
  return due;
}

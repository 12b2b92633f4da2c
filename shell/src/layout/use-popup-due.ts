import { useEffect, useState } from 'react';
import { loadSiteSettings, popupDueInThisBrowser } from '@rv/shared-lib';

/** Resolves once the page has finished its first load (the window load event), then when the browser is idle. */
export function afterPageLoad(): Promise<void> {
  const idle = () =>
    new Promise<void>((resolve) => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 2000 });
      else window.setTimeout(resolve, 0);
    });
  if (document.readyState === 'complete') return idle();
  return new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true })).then(idle);
}

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

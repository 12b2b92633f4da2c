import { useEffect } from 'react';
import { siteStore, trackEvent } from '@rv/shared-lib';

/** Spec (states and transitions): before pageView tracking, up to 10 polls at 100 ms wait for the page's SEO data. */
export const SEO_POLL_INTERVAL_MS = 100;
export const SEO_POLL_ATTEMPTS = 10;

/** Sends one pageView per navigation, with the page's title once the page has set it (or after 1 s). */
export function usePageTracking(pathname: string): void {
  useEffect(() => {
    let attempts = 0;
    const timer = window.setInterval(() => {
      attempts += 1;
      const title = siteStore.getState().seo.title || document.title;
      if (siteStore.getState().seo.title || attempts >= SEO_POLL_ATTEMPTS) {
        window.clearInterval(timer);
        trackEvent('pageView', { path: pathname, title });
      }
    }, SEO_POLL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [pathname]);
}

import { afterPageLoad } from '@rv/shared-lib';

/** The share of page loads that report their Web Vitals: enough for percentiles, little traffic. */
export const WEB_VITALS_SAMPLE_RATE = 0.1;

/**
 * For a sample of page loads, reports LCP, INP and CLS to POST /api/web-vitals with the page's type only
 * (no path, no ids). The web-vitals code is a chunk of its own loaded once the page has loaded and the
 * browser is idle, so it adds nothing to the first load; its observers read the buffered entries.
 */
export function reportWebVitalsAfterLoad(pageType: () => string, random: () => number = Math.random): boolean {
  if (random() >= WEB_VITALS_SAMPLE_RATE || typeof navigator.sendBeacon !== 'function') return false;
  void afterPageLoad()
    .then(() => import(/* webpackChunkName: "web-vitals" */ './send-web-vitals'))
    .then(({ sendWebVitals }) => sendWebVitals(pageType))
    .catch(() => undefined);
  return true;
}

import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { WEB_VITALS_PATH } from './web-vitals-path';

/** Sends each metric as web-vitals reports it (LCP at the first input, INP and CLS when the page is hidden). */
export function sendWebVitals(pageType: () => string, send: (body: string) => void = beacon): void {
  const report = ({ name, value }: Metric) => send(JSON.stringify({ name, value, pageType: pageType() }));
  onLCP(report);
  onINP(report);
  onCLS(report);
}

function beacon(body: string): void {
  navigator.sendBeacon(WEB_VITALS_PATH, new Blob([body], { type: 'application/json' }));
}

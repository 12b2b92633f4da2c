import { WEB_VITALS_SAMPLE_RATE, reportWebVitalsAfterLoad } from './report-web-vitals';
import { sendWebVitals } from './send-web-vitals';

type Report = (metric: { name: string; value: number }) => void;
const reporters: Record<string, Report> = {};
jest.mock('web-vitals', () => ({
  onLCP: (report: Report) => (reporters.LCP = report),
  onINP: (report: Report) => (reporters.INP = report),
  onCLS: (report: Report) => (reporters.CLS = report),
}));
jest.mock('@rv/shared-lib', () => ({ afterPageLoad: () => Promise.resolve() }));

describe('Web Vitals reporting', () => {
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: jest.fn(() => true), configurable: true });
  });

  it('reports from a sample of page loads only', () => {
    expect(reportWebVitalsAfterLoad(() => 'layout', () => WEB_VITALS_SAMPLE_RATE)).toBe(false);
    expect(reportWebVitalsAfterLoad(() => 'layout', () => WEB_VITALS_SAMPLE_RATE / 2)).toBe(true);
  });

  it('sends each metric with its value and the page type, and nothing else', () => {
    const sent: string[] = [];
    sendWebVitals(() => 'mfe-catalog', (body) => sent.push(body));
    reporters.LCP({ name: 'LCP', value: 1234.5 });
    reporters.INP({ name: 'INP', value: 80 });
    reporters.CLS({ name: 'CLS', value: 0.02 });
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      { name: 'LCP', value: 1234.5, pageType: 'mfe-catalog' },
      { name: 'INP', value: 80, pageType: 'mfe-catalog' },
      { name: 'CLS', value: 0.02, pageType: 'mfe-catalog' },
    ]);
  });
});

import { Type } from '@sinclair/typebox';
import { REMOTE_NAMES } from '../../web/remotes-config';
import type { ApiPlugin } from '../../app-types';
import { metricsEnabled, observeWebVital } from '../../metrics/metrics';

/**
 * Web Vitals a sample of page loads report (shell/src/vitals): one metric per call, with the page's type
 * (the remote owning the route, or layout), never its path, the visitor or anything that names them.
 * Fed to the Prometheus metrics; without METRICS_PORT they are taken and dropped.
 */
const WebVitalBody = Type.Object({
  name: Type.Union([Type.Literal('LCP'), Type.Literal('INP'), Type.Literal('CLS')]),
  /** Milliseconds for LCP and INP (at most ten minutes), a unitless score for CLS. */
  value: Type.Number({ minimum: 0, maximum: 600_000 }),
  pageType: Type.String({ maxLength: 40 }),
}, { additionalProperties: false });

const PAGE_TYPES = new Set<string>([...REMOTE_NAMES, 'layout']);

export const webVitalsRoutes: ApiPlugin = async (app) => {
  app.post('/web-vitals', { schema: { body: WebVitalBody, response: { 204: Type.Null() } } }, async (request, reply) => {
    const { name, value, pageType } = request.body;
    if (metricsEnabled()) observeWebVital(name, PAGE_TYPES.has(pageType) ? pageType : 'other', value);
    return reply.status(204).send(null);
  });
};

import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import { registerSecurityHeaders } from './security-headers';

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameSrc: ["'self'", 'https://www.youtube-nocookie.com'], upgradeInsecureRequests: null } },
  crossOriginEmbedderPolicy: false,
};

async function answers(register: (app: ReturnType<typeof Fastify>) => Promise<void>) {
  const app = Fastify();
  await register(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  const urls = ['/ok', '/fails', '/missing'];
  const res = await Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));
  await app.close();
  return res.map((r) => {
    const { date, ...headers } = r.headers;
    void date;
    return { status: r.statusCode, headers };
  });
}

describe('security headers worked out once', () => {
  it('are exactly the headers @fastify/helmet sets, on answers, errors and 404s alike', async () => {
    const once = await answers((app) => registerSecurityHeaders(app, OPTIONS));
    const plugin = await answers(async (app) => {
      await app.register(helmet, OPTIONS);
    });
    expect(once).toEqual(plugin);
    expect(once.map((r) => r.status)).toEqual([200, 500, 404]);
    for (const { headers } of once) {
      expect(headers['content-security-policy']).toContain("frame-src 'self' https://www.youtube-nocookie.com");
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['strict-transport-security']).toBeDefined();
    }
  });
});

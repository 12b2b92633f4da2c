import Fastify, { type FastifyInstance } from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

const HEADERS_OF_EVERY_ANSWER = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

async function probeHeaders(options: FastifyHelmetOptions | null): Promise<Record<string, string>> {
  const probe = Fastify();
  if (options) await probe.register(helmet, options);
  probe.get('/', async () => 'probe');
  try {
    const res = await probe.inject({ method: 'GET', url: '/' });
    return Object.fromEntries(Object.entries(res.headers)
      .filter(([name]) => !HEADERS_OF_EVERY_ANSWER.has(name))
      .map(([name, value]) => [name, String(value)]));
  } finally {
    await probe.close();
  }
}

/** The headers @fastify/helmet sets with `options`, worked out once: the plugin rebuilds them on every request (docs/decisions.md). */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const [withHelmet, without] = await Promise.all([probeHeaders(options), probeHeaders(null)]);
  return Object.fromEntries(Object.entries(withHelmet).filter(([name]) => !(name in without)));
}

/** Sets helmet's headers on every answer of `app` (on the raw response, where the plugin puts them). */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const entries = Object.entries(await securityHeaders(options));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of entries) reply.raw.setHeader(name, value);
    done();
  });
}

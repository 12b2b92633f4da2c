import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { registerErrorHandling, errorBody } from './http/errors';
import { registerSecurityHeaders } from './http/security-headers';
import { KEEP_EARLY_TAPS_CSP } from './web/keep-early-taps';
import { registerCompression } from './http/compression';
import { registerOpenApi } from './http/openapi';
import { refuseInvalidText } from './http/invalid-text';
import { refuseNonFiniteNumbers } from './http/non-finite-numbers';
import { noteRenderDependency } from './http/response-cache';
import { apiModules } from './modules';
import './web/warm-up';
import { webRoutes } from './web/web-routes';
import type { TypedApp } from './app-types';
import { resolveServerSecrets } from './secrets/server-secrets';
import { fastifyTrustProxy } from './http/trust-proxy';
import { enableMetrics } from './metrics/metrics';
import { requestIdOf, tracingOn } from './tracing/tracing';
import { ObservingLogController } from './http/request-completion';

export interface BuildAppOptions {
  db: Database;
  config: AppConfig;
  logger?: FastifyServerOptions['logger'];
  /** Serve the shell, the remotes and the page routes (production); off in API-only tests. */
  serveWeb?: boolean;
  /** Log two lines per request (Fastify's request logging); errors are logged either way. */
  requestLogging?: boolean;
}

/** Builds the whole server: every API module under /api and, optionally, the web parts. */
export async function buildApp({ db, config: given, logger = false, serveWeb = false, requestLogging = true }: BuildAppOptions): Promise<TypedApp> {
  const app = Fastify({
    // Fastify hears of a request's end (ObservingLogController below) only when it has a logger: an app with
    // metrics or tracing on and none given gets a silent one.
    logger: logger === false && (given.metricsPort || tracingOn()) ? { level: 'silent' } : logger,
    // Also records each answered request's metrics and ends its span (when metrics or tracing are on).
    logController: new ObservingLogController({ disableRequestLogging: !requestLogging }),
    bodyLimit: 1024 * 1024,
    // The client's address is the connection's unless TRUST_PROXY names the proxies in front.
    trustProxy: fastifyTrustProxy(given.trustProxy),
    // The proxy's request id when it sends one (logs and traces of both sides match), else one of ours.
    genReqId: (req) => requestIdOf(req.headers, req.method, req.url),
    // The id comes from the log mixin (server.ts) on every line of the request, not twice on request.log's.
    childLoggerFactory: (logger, { reqId: _reqId, ...bindings }, options) => logger.child(bindings, options),
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const config = { ...given, ...(await resolveServerSecrets(db, given, app.log)) };
  if (config.devMailbox) app.log.warn('DEV_MAILBOX=true: e-mail is kept in GET /api/dev/mailbox, readable without sign-in. Never turn it on for a public server.');

  // Helmet's headers, worked out once rather than by the plugin on every request (measured under load).
  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The one inline script is the drawn page's early-tap keeper, allowed by its hash.
        scriptSrc: ["'self'", KEEP_EARLY_TAPS_CSP],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only when the public origin is https: on plain http it would be ignored, or pin localhost.
    hsts: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
  });
  await registerCompression(app);
  registerErrorHandling(app);
  // Only when metrics are served: off, a request costs nothing more.
  if (config.metricsPort) enableMetrics();
  // A page drawn on the server is kept by the response cache only if its API calls read cached data.
  app.addHook('onRequest', noteRenderDependency);
  // A NUL, a lone surrogate or an overflowed number anywhere in a request is a 400 before it can reach SQL.
  app.addHook('preValidation', refuseInvalidText);
  app.addHook('preHandler', refuseNonFiniteNumbers);

  // Ready unless the entry point warms the replica up first (server.ts): tests' apps are ready at once.
  app.decorate('warmingUp', false);
  await app.register(async (api) => {
    await registerOpenApi(api);
    for (const plugin of apiModules) await api.register(plugin, { db, config });
    api.setNotFoundHandler((request, reply) => {
      reply.status(404).send(errorBody(404, `No API route ${request.method} ${request.url.split('?')[0]}.`));
    });
  }, { prefix: '/api' });

  if (serveWeb) await app.register(webRoutes, { db, config });
  return app;
}

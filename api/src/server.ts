// Tracing's provider, registered before the app is built (off unless OTEL_EXPORTER_OTLP_ENDPOINT).
import { flushTracing } from './tracing/start';
import { buildApp } from './app';
import { loadConfig } from './config';
import { ConfigError } from './config-error';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedIfEmpty } from './seed';
import { startOutboxWorker } from './outbox/outbox';
import { outboxHandlers } from './outbox-handlers';
import { startLeadRetention } from './modules/forms/retention';
import { warmUpPages } from './web/warm-up';
import { startMetricsServer } from './metrics/metrics-server';
import { logContext } from './tracing/tracing';

/**
 * `--migrate-only` (or MIGRATE_ONLY=true): migrate and seed, then exit. A deploy runs it once (compose's
 * migrate service, the Kubernetes Job) before the replicas start, so they never race on a new schema.
 */
const migrateOnly = (argv: string[], env: NodeJS.ProcessEnv): boolean => argv.includes('--migrate-only') || env.MIGRATE_ONLY === 'true';

/** Production entry: migrate, seed on first run, then serve API and web parts on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  const applied = await migrate(db);
  const seeded = await seedIfEmpty(db, { companySlug: config.companySlug, companyName: config.companyName });
  if (migrateOnly(process.argv.slice(2), process.env)) {
    process.stdout.write(`Migrated: ${applied.length} migration(s) applied, ${seeded ? 'seed data added' : 'seed data already present'}.\n`);
    await db.close();
    return;
  }
  const serveWeb = process.env.SERVE_WEB !== 'false';
  const app = await buildApp({
    db,
    config,
    serveWeb,
    // Every line written while a request is answered carries its id (and trace id when tracing).
    logger: { level: config.logLevel, mixin: logContext },
    // Two synchronous log lines per request cost a fifth of the CPU of a cached answer (measured under load):
    // off unless LOG_REQUESTS=true; errors, warnings and server events are logged at LOG_LEVEL either way.
    requestLogging: process.env.LOG_REQUESTS === 'true',
  });
  const worker = startOutboxWorker(db, outboxHandlers(config), config.outboxIntervalMs, config.outboxLeaseSeconds);
  const retention = startLeadRetention(db);
  if (!config.smtpUrl && !config.devMailbox) app.log.warn('No SMTP_URL: registration and password-reset e-mails wait in the outbox until one is set.');
  const metrics = config.metricsPort
    ? await startMetricsServer({ port: config.metricsPort, host: config.host, db, warmingUp: () => app.warmingUp, log: app.log })
    : undefined;
  const close = async () => {
    worker.stop();
    retention.stop();
    metrics?.close();
    await app.close();
    await db.close();
    await flushTracing();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  app.warmingUp = serveWeb;
  await app.listen({ port: config.port, host: config.host });
  if (serveWeb) {
    const ms = await warmUpPages(app);
    app.warmingUp = false;
    app.log.info(`warm-up: pages drawn in ${Math.round(ms)} ms; ready`);
  }
}

main().catch((error) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`Server refused to start: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`Server failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});

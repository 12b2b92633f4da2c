import path from 'node:path';
import { ConfigError } from './config-error';
import { assertStrongSecret } from './secrets/server-secrets';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy';
import { DEFAULT_LEASE_SECONDS } from './outbox/outbox';

/** Every setting the API reads from the environment, with the default used on a fresh machine. */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database in dataDir is used. */
  databaseUrl: string;
  dataDir: string;
  /**
   * Where uploaded files are kept (UPLOAD_DIR; default `uploads` beside DATA_DIR's folder); the database
   * holds only their metadata. Several API replicas need it on one shared volume, as they share the database.
   */
  uploadDir: string;
  /** Root of the built web parts (shell/dist and each remote's dist); empty disables static serving. */
  webRoot: string;
  /** A host name that belongs wholly to the dealer portal (dealer spec: screens and routes, server rule). */
  dealerHost: string;
  /** Company slug used in the blog route /{company}-life. */
  companySlug: string;
  companyName: string;
  /** JWT_SECRET; empty means generated once and kept in the database (see secrets/server-secrets.ts). */
  jwtSecret: string;
  /** BOT_CHECK_SECRET; empty means generated once and kept in the database. */
  botCheckSecret: string;
  /** Which proxies' X-Forwarded-* headers are believed: none unless TRUST_PROXY names hops or addresses. */
  trustProxy: TrustProxy;
  /** The development mailbox (GET /api/dev/mailbox): off unless DEV_MAILBOX=true. */
  devMailbox: boolean;
  /** smtp:// or smtps:// URL of the mail server; empty keeps mail in the development mailbox (if on). */
  smtpUrl: string;
  /** From address of the site's e-mail. */
  mailFrom: string;
  /** How often the outbox worker looks for due messages, and how long a claimed message is its own. */
  outboxIntervalMs: number;
  outboxLeaseSeconds: number;
  logLevel: string;
  /** METRICS_PORT: where Prometheus metrics are served (GET /metrics), a port the proxy never exposes; 0 is off. */
  metricsPort: number;
  /** Where the shell finds each remote; see remotes.json in the README. */
  remotesFile: string;
  /** Origin used in e-mailed links; never taken from a request's Host header. */
  publicBaseUrl: string;
  /** Cookies get `Secure` and answers get HSTS when the public origin is https (never from a request header). */
  secureCookies: boolean;
}

const repoRoot = path.resolve(__dirname, '..', '..');
const defaultDataDir = path.join(repoRoot, 'data', 'pg');

/** UPLOAD_DIR, else `uploads` beside the embedded database's folder (data/uploads beside data/pg). */
export function uploadDirOf(env: NodeJS.ProcessEnv): string {
  return env.UPLOAD_DIR || path.join(path.dirname(env.DATA_DIR ?? defaultDataDir), 'uploads');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const publicBaseUrl = parsePublicBaseUrl(env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT ?? 8080}`);
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: env.DATA_DIR ?? defaultDataDir,
    uploadDir: uploadDirOf(env),
    webRoot: env.WEB_ROOT ?? repoRoot,
    dealerHost: env.DEALER_HOST ?? '',
    companySlug: env.COMPANY_SLUG ?? 'keystone',
    companyName: env.COMPANY_NAME ?? 'Keystone RV',
    jwtSecret: configuredSecret(env, 'JWT_SECRET'),
    botCheckSecret: configuredSecret(env, 'BOT_CHECK_SECRET'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    devMailbox: env.DEV_MAILBOX === 'true',
    smtpUrl: env.SMTP_URL ?? '',
    mailFrom: env.MAIL_FROM ?? `no-reply@${new URL(publicBaseUrl).hostname}`,
    outboxIntervalMs: wholeNumber(env, 'OUTBOX_INTERVAL_MS', 1000, 10),
    outboxLeaseSeconds: wholeNumber(env, 'OUTBOX_LEASE_SECONDS', DEFAULT_LEASE_SECONDS, 1),
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsPort: metricsPortOf(env),
    remotesFile: env.REMOTES_FILE ?? '',
    publicBaseUrl,
    secureCookies: publicBaseUrl.startsWith('https://'),
  };
}

/** The public origin (e-mailed links, Secure cookies): an absolute http(s) URL, without a trailing slash. */
function parsePublicBaseUrl(value: string): string {
  if (!/^https?:\/\/[^/\s]+/.test(value) || !URL.canParse(value)) {
    throw new ConfigError(`PUBLIC_BASE_URL must be an absolute http:// or https:// URL, such as https://www.example.com; got "${value}".`);
  }
  return value.replace(/\/+$/, '');
}

/** A whole number of at least `min` from the environment, or the default; anything else is refused at start. */
export function wholeNumber(env: NodeJS.ProcessEnv, variable: string, fallback: number, min: number): number {
  const text = env[variable];
  if (text === undefined || text === '') return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min) throw new ConfigError(`${variable} must be a whole number of at least ${min}; got "${text}".`);
  return Number(text);
}

/** METRICS_PORT: 0 (off) unless set to a TCP port other than PORT's, which would serve the metrics publicly. */
function metricsPortOf(env: NodeJS.ProcessEnv): number {
  const port = wholeNumber(env, 'METRICS_PORT', 0, 1);
  if (port > 65535) throw new ConfigError(`METRICS_PORT must be a TCP port (1-65535); got "${port}".`);
  if (port !== 0 && port === Number(env.PORT ?? 8080)) throw new ConfigError('METRICS_PORT must differ from PORT: the metrics are not for the public port.');
  return port;
}

/** A secret from the environment, refused at start when shorter than the minimum; '' when unset. */
function configuredSecret(env: NodeJS.ProcessEnv, variable: 'JWT_SECRET' | 'BOT_CHECK_SECRET'): string {
  const value = env[variable] ?? '';
  if (value !== '') assertStrongSecret(variable, value);
  return value;
}

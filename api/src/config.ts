import path from 'node:path';

/** Every setting the API reads from the environment, with the default used on a fresh machine. */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when empty the embedded PGlite database in dataDir is used. */
  databaseUrl: string;
  dataDir: string;
  /** Root of the built web parts (shell/dist and each remote's dist); empty disables static serving. */
  webRoot: string;
  /** A host name that belongs wholly to the dealer portal (spec dealer §2 server rule). */
  dealerHost: string;
  /** Company slug used in the blog route /{company}-life. */
  companySlug: string;
  companyName: string;
  jwtSecret: string;
  logLevel: string;
  /** Where the shell finds each remote; see remotes.json in the README. */
  remotesFile: string;
  /** Origin used in e-mailed links; never taken from a request's Host header. */
  publicBaseUrl: string;
}

const repoRoot = path.resolve(__dirname, '..', '..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL ?? '',
    dataDir: env.DATA_DIR ?? path.join(repoRoot, 'data', 'pg'),
    webRoot: env.WEB_ROOT ?? repoRoot,
    dealerHost: env.DEALER_HOST ?? '',
    companySlug: env.COMPANY_SLUG ?? 'keystone',
    companyName: env.COMPANY_NAME ?? 'Keystone RV',
    jwtSecret: env.JWT_SECRET ?? 'development-only-secret-change-me',
    logLevel: env.LOG_LEVEL ?? 'info',
    remotesFile: env.REMOTES_FILE ?? '',
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT ?? 8080}`).replace(/\/+$/, ''),
  };
}

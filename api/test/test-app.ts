import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { pgliteFromTemplate } from './pglite-template';
import { seedIfEmpty } from '../src/seed';
import type { TypedApp } from '../src/app-types';
import { resolveServerSecrets } from '../src/secrets/server-secrets';
import { REMOTE_NAMES } from '../src/web/remotes-config';

/** Which database the API tests run on: `TEST_DB=postgres` uses the real server, otherwise PGlite. */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestContext {
  app: TypedApp;
  db: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** A fresh, isolated database: in-memory PGlite, or a new schema on PostgreSQL dropped afterwards. */
export async function createTestDatabase(): Promise<{ db: Database; dispose(): Promise<void> }> {
  if (testDbKind === 'pglite') {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  }
  const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = openPostgres(TEST_POSTGRES_URL);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db = openPostgres(TEST_POSTGRES_URL, schema);
  return {
    db,
    dispose: async () => {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

/** A migrated (and, given `seedAs`, seeded) test database: on PGlite from the run's dump when there is one. */
async function migratedTestDatabase(seedAs: { companySlug: string; companyName: string } | null): Promise<{ db: Database; dispose(): Promise<void> }> {
  if (testDbKind === 'pglite') {
    const name = seedAs ? `seeded-${seedAs.companySlug}-${seedAs.companyName}` : 'migrated';
    const db = await pgliteFromTemplate(name, async (fresh) => {
      await migrate(fresh);
      if (seedAs) await seedIfEmpty(fresh, seedAs);
    });
    if (db) return { db, dispose: () => db.close() };
  }
  return createTestDatabase();
}

let declaredRoutesFile: string | null = null;

/**
 * A remotes file naming every remote as served by this server, with the routes each declares in its
 * src/routes.json: tests that serve pages from a web root without builds still know every page.
 */
export function remotesFileWithDeclaredRoutes(): string {
  if (declaredRoutesFile) return declaredRoutesFile;
  const remotes = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, {
    name: remote.replace('-', '_'),
    entry: `/remotes/${remote}/remoteEntry.js`,
    routes: JSON.parse(readFileSync(path.join(__dirname, '..', '..', remote, 'src', 'routes.json'), 'utf8')),
  }]));
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'rv-remotes-')), 'remotes.json');
  writeFileSync(file, JSON.stringify(remotes));
  return (declaredRoutesFile = file);
}

/** Builds the app on a migrated and (by default) seeded test database; call close() in afterAll. */
export async function createTestApp(options: { seed?: boolean; config?: Partial<AppConfig>; serveWeb?: boolean } = {}): Promise<TestContext> {
  const uploads = testUploadDir();
  const configured = {
    ...loadConfig({ UPLOAD_DIR: uploads.dir }),
    ...(options.serveWeb ? { remotesFile: remotesFileWithDeclaredRoutes() } : {}),
    ...options.config,
  };
  const seedAs = { companySlug: configured.companySlug, companyName: configured.companyName };
  const { db, dispose } = await migratedTestDatabase(options.seed === false ? null : seedAs);
  await migrate(db);
  // Resolved here as the server would, so tests can sign tokens with the same secret.
  const config = { ...configured, ...(await resolveServerSecrets(db, configured)) };
  if (options.seed !== false) await seedIfEmpty(db, seedAs);
  const app = await buildApp({ db, config, serveWeb: options.serveWeb });
  await app.ready();
  return {
    app,
    db,
    config,
    close: async () => {
      await app.close();
      await dispose();
      uploads.dispose();
    },
  };
}

/**
 * Uploaded files go to a temporary folder of the test file, named in UPLOAD_DIR too: the CRM delivery
 * reads that variable as the server's would. Removed with the app that made it.
 */
function testUploadDir(): { dir: string; dispose(): void } {
  if (process.env.UPLOAD_DIR) return { dir: process.env.UPLOAD_DIR, dispose: () => undefined };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rv-test-uploads-'));
  process.env.UPLOAD_DIR = dir;
  return {
    dir,
    dispose: () => {
      rmSync(dir, { recursive: true, force: true });
      delete process.env.UPLOAD_DIR;
    },
  };
}

/**
 * The test app of one test file: created before its tests (a generous 120 s, seeding shares a busy
 * machine) and closed after them. Returns a getter, since the app exists only once beforeAll has run.
 */
export function testAppPerFile(options?: Parameters<typeof createTestApp>[0]): () => TestContext {
  let ctx: TestContext | undefined;
  beforeAll(async () => {
    ctx = await createTestApp(options);
  }, 120000);
  afterAll(async () => {
    await ctx?.close();
  });
  return () => {
    if (!ctx) throw new Error('The test app is created in beforeAll; use it inside a test or hook.');
    return ctx;
  };
}

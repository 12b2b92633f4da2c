import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { openPostgres, type Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seedIfEmpty } from '../../src/seed';
import { resolveServerSecrets } from '../../src/secrets/server-secrets';
import { freePort, until } from '../process-helpers';

export { until };

const REPO = path.resolve(__dirname, '..', '..', '..');
const SERVER = path.join(REPO, 'api', 'src', 'server.ts');


/** One API process: its base URL, whether it is alive, and its last output (for a failure's message). */
export interface Replica {
  name: string;
  base: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  alive(): boolean;
  output(): string;
}

function startReplica(name: string, port: number, env: NodeJS.ProcessEnv): Replica {
  let output = '';
  // As scripts/start.mjs runs the server: Node with tsx as its loader, so a signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], { cwd: REPO, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, base: `http://127.0.0.1:${port}`, child, exited, alive: () => child.exitCode === null && child.signalCode === null, output: () => output };
}

async function waitHealthy(replica: Replica): Promise<void> {
  await until(`${replica.name} to answer /api/health`, async () => {
    if (!replica.alive()) throw new Error(`${replica.name} exited before it was ready:\n${replica.output()}`);
    return (await fetch(`${replica.base}/api/health`).catch(() => undefined))?.ok;
  }, 120_000);
}

/**
 * `count` API processes on one fresh schema of the test PostgreSQL, as a deploy runs them: the schema is
 * migrated and seeded (and its server secrets made) once before they start, by this process.
 */
export async function startCluster(databaseUrl: string, count: number, env: NodeJS.ProcessEnv) {
  const schema = `replicas_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = openPostgres(databaseUrl);
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const db: Database = openPostgres(databaseUrl, schema);
  const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'rv-replicas-uploads-'));
  const replicas: Replica[] = [];
  const close = async () => {
    for (const replica of replicas) if (replica.alive()) replica.child.kill('SIGTERM');
    await Promise.all(replicas.map((replica) => replica.exited));
    await db.close();
    await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
    await admin.close();
    rmSync(uploadDir, { recursive: true, force: true });
  };
  try {
    await migrate(db);
    const config = loadConfig({ ...env, UPLOAD_DIR: uploadDir });
    await resolveServerSecrets(db, config);
    await seedIfEmpty(db, { companySlug: config.companySlug, companyName: config.companyName });
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const replicaEnv = { ...env, DATABASE_URL: url.toString(), UPLOAD_DIR: uploadDir };
    for (let i = 0; i < count; i += 1) replicas.push(startReplica(`replica ${String.fromCharCode(65 + i)}`, await freePort(), replicaEnv));
    await Promise.all(replicas.map(waitHealthy));
  } catch (error) {
    await close();
    throw error;
  }
  return { db, replicas, close };
}

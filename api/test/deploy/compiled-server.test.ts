/**
 * The image's API is the compiled bundle (api/scripts/build.mjs -> api/dist/server.js) run by plain node.
 * This builds it, runs `--migrate-only` (compose's migrate service, the Kubernetes Job) twice on a
 * database of its own, starts the server from the bundle, and asks it what a health check, the proxy and
 * a browser would ask. On the PostgreSQL run it uses the test server; on the PGlite run only when no
 * PostgreSQL answers (else the PostgreSQL run covers it: a PGlite migration and seed takes half a minute).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { until } from '../process-helpers';
import { testDbKind, TEST_POSTGRES_URL } from '../test-app';
import { exited, freePort, nginxBinary, nginxConfig, repoRoot, startNginx } from './deploy-support';

const bundle = path.join(repoRoot, 'api', 'dist', 'server.js');
const postgresAnswers = () =>
  new Promise<boolean>((resolve) => {
    const url = new URL(TEST_POSTGRES_URL);
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432), timeout: 1000 });
    socket.on('connect', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });

/** Runs the bundle to its end; its output and exit code. */
function runBundle(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle, ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

let skip = '';
let env: NodeJS.ProcessEnv = {};
let databaseName = '';
let dataDir = '';
const children: ChildProcess[] = [];

beforeAll(async () => {
  if (testDbKind === 'pglite' && (await postgresAnswers())) {
    skip = 'compiled server: covered by the PostgreSQL run (TEST_DB=postgres)';
    return;
  }
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'rv-compiled-'));
  env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    UPLOAD_DIR: path.join(dataDir, 'uploads'),
    PUBLIC_BASE_URL: 'http://localhost:8080',
    TRUST_PROXY: '127.0.0.1',
    LOG_LEVEL: 'info',
  };
  if (testDbKind === 'postgres') {
    databaseName = `rv_compiled_${process.pid}_${Date.now().toString(36)}`;
    const admin = new Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(TEST_POSTGRES_URL);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  } else {
    env.DATA_DIR = path.join(dataDir, 'pg');
  }
}, 30000);

afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited(child, 2000);
  }
  if (databaseName) {
    const admin = new Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 30000);

test('the API compiles to one file that plain node runs: no TypeScript loader at run time', () => {
  const build = spawnSync(process.execPath, [path.join(repoRoot, 'api', 'scripts', 'build.mjs')], { encoding: 'utf8' });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  expect(build.stdout).toMatch(/^built api\/dist\/server\.js from \d+ source files/);
  const code = readFileSync(bundle, 'utf8');
  // shared-lib is compiled in (no .ts file is required), tsx is not required at all.
  expect(code).not.toMatch(/require\("(tsx|@rv\/shared-lib)[^"]*"\)/);
  expect(code).not.toMatch(/require\("[^"]+\.tsx?"\)/);
  expect(existsSync(path.join(repoRoot, 'api', 'dist', 'migrations', '001-content-documents.sql'))).toBe(true);
  const scripts = JSON.parse(readFileSync(path.join(repoRoot, 'api', 'package.json'), 'utf8')).scripts;
  expect(scripts.start).toBe('node dist/server.js');
  expect(scripts.migrate).toBe('node dist/server.js --migrate-only');
});

test('--migrate-only migrates and seeds, then exits; a second run finds nothing to do', async () => {
  if (skip) return console.log(skip);
  const first = await runBundle(['--migrate-only'], env);
  expect(first.output).toMatch(/Migrated: [1-9]\d* migration\(s\) applied, seed data added\./);
  expect(first.code).toBe(0);
  const second = await runBundle(['--migrate-only'], env);
  expect(second.output).toContain('Migrated: 0 migration(s) applied, seed data already present.');
  expect(second.code).toBe(0);
}, 180000);

test('the compiled server answers its health check, directly and through the image\'s nginx proxy, and stops on SIGTERM', async () => {
  if (skip) return console.log(skip);
  const server = spawn(process.execPath, [bundle], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(server);
  let output = '';
  server.stderr.on('data', (d) => (output += d));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no "Server listening" line within 60 s:\n${output}`)), 60000);
    server.stdout.on('data', (d) => {
      output += d;
      const listening = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        resolve(Number(listening[1]));
      }
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited ${code}:\n${output}`));
    });
  });
  // 503 `starting` while it warms its pages up (api/src/web/warm-up.ts), then 200.
  const health = await until('the warmed-up server to answer its health check', async () => {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`);
    if (answer.status !== 503) return answer;
    expect(((await answer.json()) as { status: string }).status).toBe('starting');
    return undefined;
  }, 30_000);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', database: { kind: testDbKind, status: 'up' } });
  // The map outlines are read from us-atlas/world-atlas beside the bundle's node_modules at run time.
  const map = (await (await fetch(`http://127.0.0.1:${port}/api/geo/map`)).json()) as { outlinesUrl: string };
  const outlines = await fetch(`http://127.0.0.1:${port}${map.outlinesUrl}`);
  expect(outlines.status).toBe(200);
  const drawn = (await outlines.json()) as { land: unknown[]; borders: unknown[] };
  expect(drawn.land.length).toBeGreaterThan(10);
  expect(drawn.borders.length).toBeGreaterThan(10);

  const nginx = nginxBinary();
  if (!nginx) console.log('nginx is not installed (apt-get install nginx-light libnginx-mod-http-brotli-static): proxy not tried');
  else {
    const listenPort = await freePort();
    const www = mkdtempSync(path.join(os.tmpdir(), 'rv-www-'));
    const conf = nginxConfig({ www, listenPort, upstream: `127.0.0.1:${port}` });
    const proxy = await startNginx(nginx, conf.proxy, listenPort);
    children.push(proxy);
    const through = await fetch(`http://127.0.0.1:${listenPort}/api/health`);
    expect(through.status).toBe(200);
    expect(((await through.json()) as { status: string }).status).toBe('ok');
    // The API's own answer comes through (its security headers), not nginx's.
    expect(through.headers.get('x-content-type-options')).toBe('nosniff');
    proxy.kill('SIGTERM');
    await exited(proxy);
    rmSync(conf.dir, { recursive: true, force: true });
    rmSync(www, { recursive: true, force: true });
  }

  server.kill('SIGTERM');
  expect(await exited(server)).toBe(0);
}, 120000);

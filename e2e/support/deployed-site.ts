import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/** A server of a journey's own over a temporary copy of every built web part, so the journey can deploy into it. */
export const REPO = path.resolve(__dirname, '..', '..');
export const WEB_PARTS = ['shell', 'mfe-catalog', 'mfe-content', 'mfe-owners', 'mfe-forms', 'mfe-dealer', 'mfe-studio'];

/** Every built web part, without source maps and precompressed copies (a changed file must be served as changed). */
export function copyWebParts(prefix: string): string {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const part of WEB_PARTS) {
    fs.cpSync(path.join(REPO, part, 'dist'), path.join(webRoot, part, 'dist'), { recursive: true, filter: (file) => !/\.(map|gz|br)$/.test(file) });
  }
  return webRoot;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The production server over `webRoot` on its own embedded database, once /api/health answers; `env` adds settings (REMOTES_FILE). */
export async function startServer(webRoot: string, port: number, prefix: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), prefix)), 'pg');
  const server = spawn(process.execPath, [path.join(REPO, 'scripts', 'start.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_ROOT: webRoot, LOG_LEVEL: 'warn', DATABASE_URL: '', OUTBOX_INTERVAL_MS: '1000', ...env },
    stdio: 'ignore',
  });
  const answers = async () => server.exitCode !== null || await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
  await expect.poll(answers, { timeout: 180_000, message: 'the journey\'s server answers /api/health' }).toBe(true)
    .catch((error: unknown) => { server.kill('SIGTERM'); throw error; });
  if (server.exitCode !== null) throw new Error(`The journey's server exited with ${server.exitCode}.`);
  return server;
}

/**
 * Builds one remote from changed source with its own webpack config, as its team's pipeline would:
 * the remote's folder is copied beside links to the rest of the repository, `change` edits the copy,
 * and webpack runs there alone. Returns the new build's dist folder.
 */
export function buildChangedRemote(remote: string, change: (remoteDir: string) => void): Promise<string> {
  const shadow = fs.mkdtempSync(path.join(os.tmpdir(), `rv-build-${remote}-`));
  for (const name of fs.readdirSync(REPO)) {
    if (name === remote || name === '.git') continue;
    fs.symlinkSync(path.join(REPO, name), path.join(shadow, name));
  }
  const dir = path.join(shadow, remote);
  fs.cpSync(path.join(REPO, remote), dir, { recursive: true, filter: (file) => !/[/\\](dist|node_modules)$/.test(file) });
  if (fs.existsSync(path.join(REPO, remote, 'node_modules'))) fs.symlinkSync(path.join(REPO, remote, 'node_modules'), path.join(dir, 'node_modules'));
  change(dir);
  const webpackCli = path.join(REPO, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--no-deprecation', webpackCli, '--config', 'webpack.config.js', '--mode', 'production'], { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => (code === 0 ? resolve(path.join(dir, 'dist')) : reject(new Error(`${remote} failed to build:\n${output}`))));
  });
}

/** A REMOTES_FILE naming each remote's build in the web root: `/remotes/<name>/`, or `/remotes/<name>/<folder>/` for one given in `folders`. */
export function writeRemotesFile(file: string, folders: Record<string, string> = {}): void {
  const remotes = WEB_PARTS.filter((part) => part !== 'shell').map((remote) => {
    const folder = folders[remote] ? `${folders[remote]}/` : '';
    return [remote, { name: remote.replace('-', '_'), entry: `/remotes/${remote}/${folder}remoteEntry.js` }];
  });
  fs.writeFileSync(file, JSON.stringify(Object.fromEntries(remotes), null, 2));
}

/** Every file under `dir` with its bytes, for checking that a deploy left a part untouched. */
export function filesOf(dir: string): Record<string, string> {
  const result: Record<string, string> = {};
  const walk = (current: string) => {
    for (const name of fs.readdirSync(current)) {
      const file = path.join(current, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else result[path.relative(dir, file)] = fs.readFileSync(file).toString('base64');
    }
  };
  walk(dir);
  return result;
}

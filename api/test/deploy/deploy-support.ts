import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { until } from '../process-helpers';

export const repoRoot = path.resolve(__dirname, '..', '..', '..');
export const read = (file: string): string => readFileSync(path.join(repoRoot, file), 'utf8');

/** Debian's nginx when installed (`apt-get install nginx-light libnginx-mod-http-brotli-static`), else null. */
export function nginxBinary(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return null;
}


/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The image's nginx configuration (deploy/nginx) copied to a temporary folder with only what differs
 * on this machine changed: the folder for the pid and temporary files, the files' root, and the two files
 * the image's start-nginx.sh writes from the environment (the listening port and, for the proxy, the API
 * replicas: compose's `api` does not resolve here). Everything else is the file the image ships.
 */
export function nginxConfig(options: { www: string; listenPort: number; upstream?: string }): { dir: string; proxy: string; static: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rv-nginx-'));
  chmodSync(dir, 0o755);
  const source = path.join(repoRoot, 'deploy', 'nginx');
  for (const file of readdirSync(source).filter((f) => f.endsWith('.conf'))) {
    let text = readFileSync(path.join(source, file), 'utf8');
    text = text.replaceAll('/tmp/nginx', path.join(dir, 'nginx'));
    text = text.replaceAll('/srv/www', options.www);
    writeFileSync(path.join(dir, file), text);
  }
  writeFileSync(path.join(dir, 'nginx-listen.conf'), `listen 127.0.0.1:${options.listenPort};\n`);
  writeFileSync(path.join(dir, 'nginx-api-servers.conf'), `server ${options.upstream ?? 'api:8080'} max_fails=2 fail_timeout=10s;\n`);
  copyFileSync('/etc/nginx/mime.types', path.join(dir, 'mime.types'));
  // Debian's modules-enabled files load `modules/...` relative to the prefix (the image's is /usr/share/nginx).
  symlinkSync('/usr/lib/nginx/modules', path.join(dir, 'modules'));
  return { dir, proxy: path.join(dir, 'nginx-proxy.conf'), static: path.join(dir, 'nginx-static.conf') };
}

export function nginxTest(nginx: string, conf: string): { ok: boolean; output: string } {
  const result = spawnSync(nginx, ['-t', '-e', 'stderr', '-p', path.dirname(conf), '-c', conf], { encoding: 'utf8' });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** Runs nginx in the foreground (its own child, ended by pid) and waits until it answers /healthz. */
export async function startNginx(nginx: string, conf: string, port: number): Promise<ChildProcess> {
  const child = spawn(nginx, ['-e', 'stderr', '-p', path.dirname(conf), '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr!.on('data', (d) => (errors += d));
  try {
    await until(`nginx to answer on ${port}`, async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${errors}`);
      return fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    }, 10_000);
    return child;
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}: ${errors}`, { cause: error });
  }
}

/** Waits for a child to exit, or kills it after `ms`. */
export function exited(child: ChildProcess, ms = 10000): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

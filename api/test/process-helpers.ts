import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** How often `until` asks again: another process or connection tells us nothing we could await. */
export const POLL_INTERVAL_MS = 25;

/**
 * Lets `ms` of real time pass. Only for a poll's interval or where real time is the subject (a lease
 * that must run out across processes, a loop paced on purpose); everything else waits for its condition.
 */
export const realTimePasses = (ms: number): Promise<void> => delay(ms);

/** Closes a test's loopback HTTP server (a CRM or OTLP stand-in), dropping its kept-alive connections first. */
export async function closeServer(server: http.Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** Polls `probe` every `intervalMs` until it gives a truthy value; fails naming `what` after `timeoutMs`. */
export async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs: number, intervalMs = POLL_INTERVAL_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await realTimePasses(intervalMs);
  }
}

/** A loopback port no one listens on right now, for a server process the test starts. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** An API server process (`api/src/server.ts` under tsx) a test started, with everything it printed. */
export interface ServerProcess {
  readonly base: string;
  output(): string;
  /** Kills it (SIGKILL) and waits for it to exit; nothing when it already has. */
  stop(): Promise<void>;
}

/**
 * Starts the API from source on `port` with only `env` (plus PATH and HOME) and waits until /api/health
 * answers 200; fails with the end of what it printed when it exits or is not ready within `timeoutMs`.
 */
export async function startServerProcess(port: number, env: Record<string, string>, timeoutMs: number): Promise<ServerProcess> {
  const repo = path.resolve(__dirname, '..', '..');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'api', 'src', 'server.ts')], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };
  try {
    await until('the API to answer /api/health', async () => {
      if (child.exitCode !== null) throw new Error('API exited before it was ready');
      return (await fetch(`${base}/api/health`).catch(() => undefined))?.ok;
    }, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}; the server said:\n${output.slice(-3000)}`, { cause: error });
  }
  return { base, output: () => output, stop };
}

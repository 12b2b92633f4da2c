import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Polls `probe` every 25 ms until it gives a truthy value; fails naming `what` after `timeoutMs`. */
export async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
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

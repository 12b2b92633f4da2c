import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';

/** Where the deploy journeys find the stack: the proxy's port and the three API containers' ports. */
export const DEPLOY_PORT = Number(process.env.DEPLOY_PORT ?? 8190);
export const API_PORTS = [DEPLOY_PORT + 1, DEPLOY_PORT + 2, DEPLOY_PORT + 3];
export const API_CONTAINERS = API_PORTS.map((_, i) => `rv-api-${i + 1}`);
export const PROXY_CONTAINER = 'rv-proxy';
export const REPO = path.resolve(__dirname, '..', '..');
/** The stack's database, made fresh on the server DEPLOY_POSTGRES_URL names (the machine's PostgreSQL). */
export const ADMIN_DATABASE_URL = process.env.DEPLOY_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const STACK_DATABASE = 'rv_deploy';
export const stackDatabaseUrl = (): string => {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${STACK_DATABASE}`;
  return url.toString();
};

/** The docker client deploy/docker/lib.sh picks: DOCKER, else Debian's, else the one on PATH. */
export const DOCKER = process.env.DOCKER || (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');

/** Runs a docker command and returns its output; throws with the output when it fails. */
export function docker(...args: string[]): string {
  const result = spawnSync(DOCKER, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`docker ${args.join(' ')} failed (${result.status}): ${result.stderr || result.stdout}`);
  return result.stdout.trim();
}

/** One line of figures for `npm test`'s closing summary (and the console). */
export function reportFigure(line: string): void {
  console.log(line);
  if (process.env.DEPLOY_SUMMARY_FILE) appendFileSync(process.env.DEPLOY_SUMMARY_FILE, `${line}\n`);
}

/** A delivery the local CRM webhook received: its Idempotency-Key and when (ms since the epoch). */
export interface Delivery {
  key: string;
  referenceId: string;
  at: number;
}

/** The deliveries the stack's CRM webhook (started by stack-setup.ts) has received so far, in order. */
export async function crmDeliveries(): Promise<Delivery[]> {
  const res = await fetch(`${process.env.DEPLOY_CRM_URL}/__deliveries`);
  return (await res.json()) as Delivery[];
}

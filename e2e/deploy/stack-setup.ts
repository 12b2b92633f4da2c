import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';
import { ADMIN_DATABASE_URL, API_PORTS, DEPLOY_PORT, docker, REPO, reportFigure, STACK_DATABASE, stackDatabaseUrl, type Delivery } from './stack';

/** A CRM webhook on loopback that answers every delivery 200 and keeps each one's Idempotency-Key and time. */
function startCrmWebhook(): Promise<http.Server> {
  const deliveries: Delivery[] = [];
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/__deliveries') return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(deliveries));
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      let referenceId = '';
      try {
        referenceId = String((JSON.parse(body) as { referenceId?: string }).referenceId ?? '');
      } catch {
        // Kept with an empty reference id: the journeys then see a delivery that does not match its key.
      }
      deliveries.push({ key: String(req.headers['idempotency-key'] ?? ''), referenceId, at: Date.now() });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function freshDatabase(): Promise<void> {
  const admin = new Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${STACK_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${STACK_DATABASE}`);
  } finally {
    await admin.end();
  }
}

function stack(command: string, env: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync('bash', [path.join(REPO, 'deploy', 'docker', 'stack.sh'), ...command.split(' ')], {
    encoding: 'utf8', env: { ...process.env, ...env },
  });
  if (result.status !== 0) throw new Error(`stack.sh ${command} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

/**
 * Starts the stack the deploy journeys run against: a fresh database on the machine's PostgreSQL, a
 * local CRM webhook, then deploy/docker/stack.sh up with the images build-images.sh made. Prints the
 * images' sizes and start times. Returns the teardown.
 */
export default async function stackSetup(): Promise<() => Promise<void>> {
  for (const image of ['rv-api:local', 'rv-web:local']) docker('image', 'inspect', '--format', '{{.Id}}', image);
  await freshDatabase();
  const crm = await startCrmWebhook();
  process.env.DEPLOY_CRM_URL = `http://127.0.0.1:${(crm.address() as AddressInfo).port}`;
  const output = stack('up', {
    DATABASE_URL: stackDatabaseUrl(),
    JWT_SECRET: randomBytes(48).toString('base64'),
    BOT_CHECK_SECRET: randomBytes(48).toString('base64'),
    RV_PORT: String(DEPLOY_PORT),
    RV_API_PORTS: API_PORTS.join(' '),
    CRM_WEBHOOK_URL: `${process.env.DEPLOY_CRM_URL}/leads`,
    // One address sends the journeys and the burst: the per-address form limit would stop the burst.
    FORM_RATE_LIMIT_PER_MINUTE: '100000',
    // A message the killed container had claimed is taken over 5 s later.
    OUTBOX_INTERVAL_MS: '200', OUTBOX_LEASE_SECONDS: '5', LOG_LEVEL: 'warn',
  });
  process.stdout.write(output);
  const sizes = ['rv-api:local', 'rv-web:local'].map((image) =>
    `${image} ${Math.round(Number(docker('image', 'inspect', '--format', '{{.Size}}', image)) / 1e6)} MB`);
  reportFigure(`deploy: images ${sizes.join(', ')}; ${output.split('\n').filter((l) => /^(migrated|API x|proxy healthy)/.test(l)).join('; ')}`);
  return async () => {
    stack('down --volumes');
    crm.closeAllConnections();
    await new Promise((resolve) => crm.close(resolve));
  };
}

import { randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { ConfigError } from '../config-error';
import { secretWeakness } from './secret-strength';

/** The secrets the server signs with; each comes from the environment or is generated once and kept. */
export const SERVER_SECRETS = {
  jwtSecret: 'JWT_SECRET',
  botCheckSecret: 'BOT_CHECK_SECRET',
} as const;

export type SecretName = keyof typeof SERVER_SECRETS;
export type ServerSecrets = Record<SecretName, string>;

/** Shorter secrets can be brute-forced offline from one signed token; refused at start. */
export const MIN_SECRET_BYTES = 32;

const GENERATE = 'for example: openssl rand -base64 48. Unset it to let the server generate one and keep it in its database.';

/**
 * Throws a start-up error naming the variable when a configured secret is too short, published in this
 * repository, or made up (low entropy, or a word such as "secret" in it).
 */
export function assertStrongSecret(variable: string, value: string): void {
  const bytes = Buffer.byteLength(value, 'utf8');
  if (bytes < MIN_SECRET_BYTES) {
    throw new ConfigError(`${variable} is ${bytes} bytes long; it must be at least ${MIN_SECRET_BYTES} bytes (${GENERATE})`);
  }
  const weakness = secretWeakness(value);
  if (weakness) throw new ConfigError(`${variable} ${weakness}; anyone could sign with it. Set a random value (${GENERATE})`);
}

/**
 * The stored secret `name`, created with 48 random bytes if there is none. INSERT ... ON CONFLICT DO
 * NOTHING then SELECT: replicas starting together all end up with the first one's value.
 */
async function storedSecret(db: Database, name: string): Promise<{ value: string; created: boolean }> {
  const inserted = await db.query<{ value: string }>(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING RETURNING value',
    [name, randomBytes(48).toString('base64url')],
  );
  if (inserted.rows[0]) return { value: inserted.rows[0].value, created: true };
  const { rows } = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  return { value: rows[0].value, created: false };
}

export interface SecretLog {
  info(message: string): void;
}

/**
 * Each secret from `configured` (checked for length) or from the database (generated on first start,
 * logged once when generated). No secret has a constant default anywhere.
 */
export async function resolveServerSecrets(db: Database, configured: Partial<ServerSecrets>, log?: SecretLog): Promise<ServerSecrets> {
  const resolved = {} as ServerSecrets;
  for (const [key, variable] of Object.entries(SERVER_SECRETS) as [SecretName, string][]) {
    const given = configured[key];
    if (given) {
      assertStrongSecret(variable, given);
      resolved[key] = given;
      continue;
    }
    const { value, created } = await storedSecret(db, variable);
    if (created) log?.info(`${variable} is not set: generated a random one and kept it in the database (table server_secrets).`);
    resolved[key] = value;
  }
  return resolved;
}

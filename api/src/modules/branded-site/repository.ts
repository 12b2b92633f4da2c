import type { Database } from '../../db/database';

/** Stores a shop sign-on token by its hash; the token itself is only ever in the response. */
export async function storeToken(db: Database, tokenHash: string, userId: number, expiresAt: Date): Promise<void> {
  await db.query('DELETE FROM branded_site_tokens WHERE user_id = $1 AND expires_at < now()', [userId]);
  await db.query('INSERT INTO branded_site_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [tokenHash, userId, expiresAt.toISOString()]);
}

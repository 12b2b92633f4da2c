import type { Database } from '../../db/database';

/** SQL of sessions, refresh tokens and single-use tokens (tables of migration 021). */

export async function insertSession(db: Database, session: { id: string; userId: number; context: string; ttlSeconds: number }): Promise<void> {
  await db.query(
    `INSERT INTO auth_sessions (id, user_id, context, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [session.id, session.userId, session.context, session.ttlSeconds],
  );
}

/** The user id of a session that is neither revoked nor expired. */
export async function findLiveSession(db: Database, sessionId: string): Promise<{ userId: number; context: string } | null> {
  const { rows } = await db.query<{ user_id: string; context: string }>(
    'SELECT user_id, context FROM auth_sessions WHERE id = $1 AND revoked_at IS NULL AND expires_at > now()',
    [sessionId],
  );
  return rows[0] ? { userId: Number(rows[0].user_id), context: rows[0].context } : null;
}

export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL', [sessionId, reason]);
}

export async function revokeUserSessions(db: Database, userId: number, reason: string): Promise<void> {
  await db.query('UPDATE auth_sessions SET revoked_at = now(), revoked_reason = $2 WHERE user_id = $1 AND revoked_at IS NULL', [userId, reason]);
}

export async function insertRefreshToken(db: Database, hash: string, sessionId: string, ttlSeconds: number): Promise<void> {
  await db.query(
    `INSERT INTO auth_refresh_tokens (token_hash, session_id, expires_at)
     SELECT $1, id, least(expires_at, now() + make_interval(secs => $3)) FROM auth_sessions WHERE id = $2`,
    [hash, sessionId, ttlSeconds],
  );
}

export type RefreshUse =
  | { kind: 'ok'; sessionId: string; usedAtSeconds: number }
  /** Spent moments ago (within the grace) in a live session: another tab of the same session lost the race. */
  | { kind: 'repeat'; sessionId: string; usedAtSeconds: number }
  | { kind: 'reused'; sessionId: string }
  | { kind: 'invalid' };

/**
 * Spends a refresh token. The UPDATE ... WHERE used_at IS NULL makes two concurrent uses of one token
 * end with exactly one winner; the loser is a repeat when it comes within `graceSeconds` of the win and
 * the session is live, else a replay. Times are the database's, in whole seconds (the new access token's iat).
 */
export async function useRefreshToken(db: Database, hash: string, graceSeconds: number): Promise<RefreshUse> {
  const spent = await db.query<{ session_id: string; used_at_s: string }>(
    `UPDATE auth_refresh_tokens t SET used_at = now()
     FROM auth_sessions s
     WHERE t.token_hash = $1 AND t.used_at IS NULL AND t.expires_at > now()
       AND s.id = t.session_id AND s.revoked_at IS NULL AND s.expires_at > now()
     RETURNING t.session_id, floor(extract(epoch FROM t.used_at))::bigint AS used_at_s`,
    [hash],
  );
  if (spent.rows[0]) return { kind: 'ok', sessionId: spent.rows[0].session_id, usedAtSeconds: Number(spent.rows[0].used_at_s) };
  const { rows } = await db.query<{ session_id: string; used_at_s: string | null; repeat: boolean }>(
    `SELECT t.session_id, floor(extract(epoch FROM t.used_at))::bigint AS used_at_s,
            (t.used_at > now() - make_interval(secs => $2) AND s.revoked_at IS NULL AND s.expires_at > now()) AS repeat
     FROM auth_refresh_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE t.token_hash = $1`,
    [hash, graceSeconds],
  );
  const row = rows[0];
  if (!row?.used_at_s) return { kind: 'invalid' };
  if (row.repeat) return { kind: 'repeat', sessionId: row.session_id, usedAtSeconds: Number(row.used_at_s) };
  return { kind: 'reused', sessionId: row.session_id };
}

/** Whether a refresh token is stored and still unspent (the successor a repeat would answer again). */
export async function isRefreshTokenUnspent(db: Database, hash: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM auth_refresh_tokens WHERE token_hash = $1 AND used_at IS NULL', [hash]);
  return rows.length > 0;
}

export async function findRefreshSession(db: Database, hash: string): Promise<string | null> {
  const { rows } = await db.query<{ session_id: string }>('SELECT session_id FROM auth_refresh_tokens WHERE token_hash = $1', [hash]);
  return rows[0]?.session_id ?? null;
}

export type OneTimePurpose = 'REGISTRATION' | 'PASSWORDRESET' | 'LOGIN';

/** Records a new single-use token; older unspent ones of the same purpose stop working. */
export async function insertOneTimeToken(db: Database, token: { id: string; userId: number; purpose: OneTimePurpose; ttlSeconds: number }): Promise<void> {
  await db.query(
    `UPDATE auth_one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL`,
    [token.userId, token.purpose],
  );
  await db.query(
    `INSERT INTO auth_one_time_tokens (id, user_id, purpose, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [token.id, token.userId, token.purpose, token.ttlSeconds],
  );
}

/** Spends a single-use token; the user id, or null when unknown, spent, expired or of another purpose. */
export async function spendOneTimeToken(db: Database, id: string, purpose: OneTimePurpose): Promise<number | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE auth_one_time_tokens SET used_at = now()
     WHERE id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [id, purpose],
  );
  return rows[0] ? Number(rows[0].user_id) : null;
}

/** Whether a single-use token could still be spent (for the GET that only validates). */
export async function isOneTimeTokenLive(db: Database, id: string, purpose: OneTimePurpose): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM auth_one_time_tokens WHERE id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()',
    [id, purpose],
  );
  return rows.length > 0;
}

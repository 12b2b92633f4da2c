import type { LoggedInUser } from '@rv/domain/auth';
import { TOKEN_ROLES } from '@rv/domain/auth';
import type { ApiContext } from '../../app-types';
import type { Database } from '../../db/database';
import { AUTH_ERRORS, unauthorized } from './messages';
import { verifyPassword } from './passwords';
import { LIMITS, clearAttempts, refundAttempt, takeAttempt } from './rate-limit';
import { findUserById, findUserByUsername, loadDealerUser, type UserRecord } from './repository';
import {
  findLiveSession, findRefreshSession, insertOneTimeToken, insertRefreshToken, insertSession, revokeSession,
  spendOneTimeToken, useRefreshToken,
} from './token-repository';
import { TOKEN_TTL, newId, opaqueToken, signJwt, tokenHash, verifyJwt, type JwtClaims } from './tokens';

/** Sessions of dealer spec (states and transitions): sign-in, single-use login, refresh with rotation, validation, logout. */

export function accessRoles(user: UserRecord): string[] {
  return user.userType === 'MANAGER' ? [TOKEN_ROLES.DEALER, TOKEN_ROLES.MANAGER] : [TOKEN_ROLES.DEALER];
}

function accessToken(ctx: ApiContext, user: UserRecord, sessionId: string): string {
  return signJwt({ sub: user.username, roles: accessRoles(user), sid: sessionId }, ctx.config.jwtSecret, TOKEN_TTL.access);
}

/**
 * Opens a session and answers with the logged-in user. Runs on the caller's database handle and
 * opens no transaction of its own, so registration and reset can call it inside theirs.
 */
export async function startSession(ctx: ApiContext, db: Database, user: UserRecord, context: string): Promise<LoggedInUser> {
  const sessionId = newId();
  const refreshToken = opaqueToken();
  await insertSession(db, { id: sessionId, userId: user.id, context, ttlSeconds: TOKEN_TTL.session });
  await insertRefreshToken(db, tokenHash(refreshToken), sessionId, TOKEN_TTL.refresh);
  const profile = await loadDealerUser(db, user);
  return { ...profile, token: accessToken(ctx, user, sessionId), refresh_token: refreshToken };
}

/**
 * Sign-in, limited per account and per IP. Each guess takes its place in both counters before the
 * password is checked (one atomic statement each), so parallel guesses evaluate at most the limit; a
 * success gives the IP's place back and clears the account's, so only failures count.
 */
export async function signIn(ctx: ApiContext, input: { username: string; password: string; context: string }, ip: string): Promise<LoggedInUser> {
  const accountKey = `signin:account:${input.username.trim().toLowerCase()}`;
  const ipKey = `signin:ip:${ip}`;
  await takeAttempt(ctx.db, accountKey, LIMITS.signInFailuresPerAccount);
  try {
    await takeAttempt(ctx.db, ipKey, LIMITS.signInFailuresPerIp);
  } catch (error) {
    await refundAttempt(ctx.db, accountKey);
    throw error;
  }
  const user = await findUserByUsername(ctx.db, input.username.trim());
  if (!(await verifyPassword(input.password, user?.passwordHash ?? null)) || !user) throw unauthorized(AUTH_ERRORS.invalidCredentials);
  await clearAttempts(ctx.db, accountKey);
  await refundAttempt(ctx.db, ipKey);
  return ctx.db.transaction((tx) => startSession(ctx, tx, user, input.context));
}

/** A single-use login token for the signed-in user, to hand the session to another tab or device. */
export async function issueLoginToken(ctx: ApiContext, userId: number): Promise<{ token: string; expiresAt: string }> {
  const token = opaqueToken();
  await ctx.db.transaction((tx) => insertOneTimeToken(tx, { id: tokenHash(token), userId, purpose: 'LOGIN', ttlSeconds: TOKEN_TTL.login }));
  return { token, expiresAt: new Date(Date.now() + TOKEN_TTL.login * 1000).toISOString() };
}

export async function signInWithLoginToken(ctx: ApiContext, token: string, context: string, ip: string): Promise<LoggedInUser> {
  const ipKey = `signin:ip:${ip}`;
  await takeAttempt(ctx.db, ipKey, LIMITS.signInFailuresPerIp);
  const session = await ctx.db.transaction(async (tx) => {
    const userId = await spendOneTimeToken(tx, tokenHash(token), 'LOGIN');
    const user = userId === null ? null : await findUserById(tx, userId);
    return user && startSession(ctx, tx, user, context);
  });
  if (!session) throw unauthorized();
  await refundAttempt(ctx.db, ipKey);
  return session;
}

/** Rotation: the presented refresh token is spent and a new one issued in the same session. */
export async function refresh(ctx: ApiContext, refreshToken: string): Promise<LoggedInUser> {
  const hash = tokenHash(refreshToken);
  const outcome = await ctx.db.transaction(async (tx) => {
    const use = await useRefreshToken(tx, hash);
    if (use.kind !== 'ok') return use;
    const session = await findLiveSession(tx, use.sessionId);
    const user = session && (await findUserById(tx, session.userId));
    if (!user) return { kind: 'invalid' as const };
    const next = opaqueToken();
    await insertRefreshToken(tx, tokenHash(next), use.sessionId, TOKEN_TTL.refresh);
    const profile = await loadDealerUser(tx, user);
    return { kind: 'ok' as const, user: { ...profile, token: accessToken(ctx, user, use.sessionId), refresh_token: next } };
  });
  // A spent token presented again was copied: end the session so neither copy keeps working.
  if (outcome.kind === 'reused') await revokeSession(ctx.db, outcome.sessionId, 'refresh-token-reuse');
  if (outcome.kind !== 'ok' || !('user' in outcome)) throw unauthorized();
  return outcome.user;
}

export interface ValidSession {
  claims: JwtClaims;
  user: UserRecord;
  sessionId: string;
}

/** A DEALER access token whose session is live; null for anything else (link tokens included). */
export async function validateAccessToken(ctx: ApiContext, token: string): Promise<ValidSession | null> {
  const claims = verifyJwt(token, ctx.config.jwtSecret);
  if (!claims?.sid || !claims.roles.includes(TOKEN_ROLES.DEALER)) return null;
  const session = await findLiveSession(ctx.db, claims.sid);
  const user = session && (await findUserById(ctx.db, session.userId));
  return user ? { claims, user, sessionId: claims.sid } : null;
}

/** Ends the session named by the access token and/or the refresh token; unknown tokens are ignored. */
export async function logout(ctx: ApiContext, tokens: { accessToken: string | null; refreshToken?: string }): Promise<void> {
  const sessions = new Set<string>();
  const claims = tokens.accessToken ? verifyJwt(tokens.accessToken, ctx.config.jwtSecret) : null;
  if (claims?.sid) sessions.add(claims.sid);
  if (tokens.refreshToken) {
    const sid = await findRefreshSession(ctx.db, tokenHash(tokens.refreshToken));
    if (sid) sessions.add(sid);
  }
  for (const sid of sessions) await revokeSession(ctx.db, sid, 'logout');
}

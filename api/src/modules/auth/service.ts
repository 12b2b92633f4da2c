import { createHmac } from 'node:crypto';
import type { LoggedInUser } from '@rv/domain/auth';
import { TOKEN_ROLES } from '@rv/domain/auth';
import type { ApiContext } from '../../app-types';
import type { Database } from '../../db/database';
import { AUTH_ERRORS, unauthorized } from './messages';
import { verifyPassword } from './passwords';
import { signInFailures } from '../../metrics/metrics';
import { usernameKey } from '@rv/domain/account';
import type { Throttle } from '../../http/throttle';
import { deviceCookie, knownDevice } from './device-cookie';
import { SIGN_IN_THROTTLES, clearThrottled, refundThrottled, takeSignInPlaces, takeThrottled } from './rate-limit';
import { findUserById, findUserByUsername, loadDealerUser, type UserRecord } from './repository';
import {
  findLiveSession, findRefreshSession, insertOneTimeToken, insertRefreshToken, insertSession, isRefreshTokenUnspent, revokeSession,
  spendOneTimeToken, useRefreshToken,
} from './token-repository';
import { TOKEN_TTL, newId, opaqueToken, signJwt, tokenHash, verifyJwt, type JwtClaims } from './tokens';

/** Sessions of dealer spec (states and transitions): sign-in, single-use login, refresh with rotation, validation, logout. */

export function accessRoles(user: UserRecord): string[] {
  return user.userType === 'MANAGER' ? [TOKEN_ROLES.DEALER, TOKEN_ROLES.MANAGER] : [TOKEN_ROLES.DEALER];
}

function accessToken(ctx: ApiContext, user: UserRecord, sessionId: string, issuedAt?: number): string {
  return signJwt({ sub: user.username, roles: accessRoles(user), sid: sessionId }, ctx.config.jwtSecret, TOKEN_TTL.access, issuedAt);
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

/** Who is signing in: the address (per-address throttle) and the Cookie header (a device cookie). */
export interface SignInClient {
  ip: string;
  cookieHeader?: string;
}

/**
 * Sign-in, throttled per account and per address, or, from a browser holding this account's device cookie,
 * per device only. Each guess takes its place in the throttles before the password is checked (one atomic
 * statement each), so parallel guesses evaluate at most the free attempts; a success clears the account's
 * (or device's) attempts and gives the address's back, so only failures count. Answers the user and a
 * device cookie to set.
 */
export async function signIn(
  ctx: ApiContext, input: { username: string; password: string; context: string }, client: SignInClient,
): Promise<{ user: LoggedInUser; deviceCookie: string }> {
  const key = usernameKey(input.username);
  const device = knownDevice(ctx, client.cookieHeader, key);
  const throttles: Array<[string, Throttle]> = device
    ? [[`signin:device:${device}`, SIGN_IN_THROTTLES.perDevice]]
    : [[`signin:ip:${client.ip}`, SIGN_IN_THROTTLES.perIp], [`signin:account:${key}`, SIGN_IN_THROTTLES.perAccount]];
  await takeSignInPlaces(ctx.db, throttles);
  const user = await findUserByUsername(ctx.db, key);
  if (!(await verifyPassword(input.password, user?.passwordHash ?? null)) || !user) {
    signInFailures.inc();
    throw unauthorized(AUTH_ERRORS.invalidCredentials);
  }
  for (const [throttleKey, throttle] of throttles) {
    if (throttle === SIGN_IN_THROTTLES.perIp) await refundThrottled(ctx.db, throttleKey, throttle);
    else await clearThrottled(ctx.db, throttleKey);
  }
  const session = await ctx.db.transaction((tx) => startSession(ctx, tx, user, input.context));
  return { user: session, deviceCookie: deviceCookie(ctx, key) };
}

/** A single-use login token for the signed-in user, to hand the session to another tab or device. */
export async function issueLoginToken(ctx: ApiContext, userId: number): Promise<{ token: string; expiresAt: string }> {
  const token = opaqueToken();
  await ctx.db.transaction((tx) => insertOneTimeToken(tx, { id: tokenHash(token), userId, purpose: 'LOGIN', ttlSeconds: TOKEN_TTL.login }));
  return { token, expiresAt: new Date(Date.now() + TOKEN_TTL.login * 1000).toISOString() };
}

export async function signInWithLoginToken(ctx: ApiContext, token: string, context: string, ip: string): Promise<LoggedInUser> {
  const ipKey = `signin:ip:${ip}`;
  await takeThrottled(ctx.db, ipKey, SIGN_IN_THROTTLES.perIp);
  const session = await ctx.db.transaction(async (tx) => {
    const userId = await spendOneTimeToken(tx, tokenHash(token), 'LOGIN');
    const user = userId === null ? null : await findUserById(tx, userId);
    return user && startSession(ctx, tx, user, context);
  });
  if (!session) throw unauthorized();
  await refundThrottled(ctx.db, ipKey, SIGN_IN_THROTTLES.perIp);
  return session;
}

/**
 * Two tabs of one session that reload together both present the same refresh token: the second use, within
 * this many seconds of the first, answers the same new pair instead of ending the session.
 */
export const REFRESH_GRACE_SECONDS = 10;

/**
 * The refresh token that follows `presented`: derived from it with the server's secret, so a repeat within
 * the grace can answer the very token the first use issued, though only hashes are stored.
 */
function successorOf(ctx: ApiContext, presented: string): string {
  return createHmac('sha256', ctx.config.jwtSecret).update(`refresh-successor:${presented}`).digest('base64url');
}

/**
 * Rotation: the presented refresh token is spent and its successor issued in the same session. Presented
 * again within the grace while its successor is unspent (another tab of the session lost the race), it
 * answers the same pair: the successor and the access token signed at the same second. Any other reuse
 * means the token was copied: the session ends, so neither copy keeps working.
 */
export async function refresh(ctx: ApiContext, refreshToken: string): Promise<LoggedInUser> {
  const next = successorOf(ctx, refreshToken);
  const outcome = await ctx.db.transaction(async (tx) => {
    const use = await useRefreshToken(tx, tokenHash(refreshToken), REFRESH_GRACE_SECONDS);
    if (use.kind === 'invalid') return use;
    if (use.kind === 'reused' || (use.kind === 'repeat' && !(await isRefreshTokenUnspent(tx, tokenHash(next))))) {
      return { kind: 'reused' as const, sessionId: use.sessionId };
    }
    const session = await findLiveSession(tx, use.sessionId);
    const user = session && (await findUserById(tx, session.userId));
    if (!user) return { kind: 'invalid' as const };
    if (use.kind === 'ok') await insertRefreshToken(tx, tokenHash(next), use.sessionId, TOKEN_TTL.refresh);
    const profile = await loadDealerUser(tx, user);
    const token = accessToken(ctx, user, use.sessionId, use.usedAtSeconds);
    return { kind: 'ok' as const, user: { ...profile, token, refresh_token: next } };
  });
  if (outcome.kind === 'reused') await revokeSession(ctx.db, outcome.sessionId, 'refresh-token-reuse');
  if (outcome.kind !== 'ok') throw unauthorized();
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

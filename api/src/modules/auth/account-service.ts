import type { DealerUser, LoggedInUser } from '@rv/domain/auth';
import { USER_ATTRIBUTE_CODES } from '@rv/domain/auth';
import type { ApiContext } from '../../app-types';
import { HttpError, badRequest } from '../../http/errors';
import { queueLinkEmail } from './emails';
import { AUTH_ERRORS, unauthorized } from './messages';
import { hashPassword } from './passwords';
import { LIMITS, takeAttempt } from './rate-limit';
import { findUserById, findUserByUsername, loadDealerUser, setPasswordHash, updateNames, upsertUserAttribute, type UserRecord } from './repository';
import { startSession } from './service';
import { insertOneTimeToken, isOneTimeTokenLive, revokeUserSessions, spendOneTimeToken } from './token-repository';
import { TOKEN_TTL, newId, signJwt, verifyJwt, type JwtClaims } from './tokens';

/** Registration and password reset by e-mailed link (dealer spec: states and transitions), and the user's own profile. */

export type LinkPurpose = 'REGISTRATION' | 'PASSWORDRESET';

const LINK_TTL: Record<LinkPurpose, { seconds: number; words: string }> = {
  REGISTRATION: { seconds: TOKEN_TTL.registration, words: '7 days' },
  PASSWORDRESET: { seconds: TOKEN_TTL.passwordReset, words: '1 hour' },
};

/** Who may receive which link: registration before a password exists, reset after. */
const eligible = (user: UserRecord | null, purpose: LinkPurpose): user is UserRecord =>
  !!user && (purpose === 'REGISTRATION' ? !user.registered : user.registered);

/**
 * Records a single-use link token and queues its e-mail in one transaction. The caller answers the
 * same whether or not anything was sent, so the call cannot be used to discover accounts.
 */
export async function requestLink(ctx: ApiContext, purpose: LinkPurpose, username: string, ip: string): Promise<void> {
  await takeAttempt(ctx.db, `link:ip:${ip}`, LIMITS.linkRequestsPerIp);
  await takeAttempt(ctx.db, `link:account:${username.trim().toLowerCase()}`, LIMITS.linkRequestsPerAccount);
  const user = await findUserByUsername(ctx.db, username.trim());
  if (!eligible(user, purpose)) return;
  const jti = newId();
  const token = signJwt({ sub: user.username, roles: [purpose], jti }, ctx.config.jwtSecret, LINK_TTL[purpose].seconds);
  await ctx.db.transaction(async (tx) => {
    await insertOneTimeToken(tx, { id: jti, userId: user.id, purpose, ttlSeconds: LINK_TTL[purpose].seconds });
    await queueLinkEmail(tx, ctx.config, user, purpose, token, LINK_TTL[purpose].words);
  });
}

/** The verified claims of a link token for one of the purposes, or 401. */
function linkClaims(ctx: ApiContext, token: string | null, purposes: readonly LinkPurpose[]): JwtClaims & { jti: string; purpose: LinkPurpose } {
  const claims = token ? verifyJwt(token, ctx.config.jwtSecret) : null;
  if (!claims?.jti) throw unauthorized();
  const purpose = purposes.find((p) => claims.roles.includes(p));
  if (!purpose) throw unauthorized(AUTH_ERRORS.wrongTokenRole);
  return { ...claims, jti: claims.jti, purpose };
}

/** GET /auth/password/token: whether a registration or reset link can still be used. */
export async function inspectLinkToken(ctx: ApiContext, token: string | null): Promise<{ username: string; roles: string[]; exp: number }> {
  const claims = linkClaims(ctx, token, ['PASSWORDRESET', 'REGISTRATION']);
  if (!(await isOneTimeTokenLive(ctx.db, claims.jti, claims.purpose))) throw unauthorized();
  return { username: claims.sub, roles: claims.roles, exp: claims.exp };
}

interface PasswordInput {
  username: string;
  password: string;
  passwordConfirm: string;
  context: string;
  firstName?: string;
  lastName?: string;
}

/** Spends the link token and sets the password (the route checked it with the form's schema); registration and reset differ only in the checks. */
async function completeLink(ctx: ApiContext, purpose: LinkPurpose, token: string | null, input: PasswordInput): Promise<LoggedInUser> {
  const claims = linkClaims(ctx, token, [purpose]);
  if (claims.sub.toLowerCase() !== input.username.trim().toLowerCase()) throw badRequest(AUTH_ERRORS.usernameMismatch, 'username');
  const hash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const userId = await spendOneTimeToken(tx, claims.jti, purpose);
    const user = userId === null ? null : await findUserById(tx, userId);
    if (!user) throw unauthorized();
    if (purpose === 'REGISTRATION' && user.registered) throw new HttpError(409, AUTH_ERRORS.alreadyRegistered);
    await setPasswordHash(tx, user.id, hash);
    if (purpose === 'REGISTRATION') await updateNames(tx, user.id, input);
    // A changed password ends every session: whoever knew the old one is signed out everywhere.
    else await revokeUserSessions(tx, user.id, 'password-change');
    const updated = (await findUserById(tx, user.id)) as UserRecord;
    return startSession(ctx, tx, updated, input.context);
  });
}

export const register = (ctx: ApiContext, token: string | null, input: PasswordInput) => completeLink(ctx, 'REGISTRATION', token, input);
export const resetPassword = (ctx: ApiContext, token: string | null, input: PasswordInput) => completeLink(ctx, 'PASSWORDRESET', token, input);

/** GET /auth/username/{username}: the one check the registration form needs (dealer spec: the calls). */
export async function checkUsername(ctx: ApiContext, username: string, ip: string): Promise<{ username: string; exists: boolean; registered: boolean }> {
  await takeAttempt(ctx.db, `username:ip:${ip}`, LIMITS.usernameChecksPerIp);
  const user = await findUserByUsername(ctx.db, username.trim());
  return { username: username.trim(), exists: !!user, registered: !!user?.registered };
}

export async function updateMe(ctx: ApiContext, user: UserRecord, names: { firstName?: string; lastName?: string }): Promise<DealerUser> {
  await updateNames(ctx.db, user.id, names);
  return loadDealerUser(ctx.db, (await findUserById(ctx.db, user.id)) as UserRecord);
}

/** Attributes the portal itself maintains; SALESPERSON_ID comes from the dealer system and stays read-only. */
const WRITABLE_ATTRIBUTES: Record<string, string> = {
  [USER_ATTRIBUTE_CODES.FIRST_TIME_MODAL_DISPLAYED]: 'First Time Modal Displayed',
  [USER_ATTRIBUTE_CODES.NORTHPASS_USER_ID]: 'Northpass User Id',
};

export async function setMyAttribute(ctx: ApiContext, user: UserRecord, code: string, value: string): Promise<DealerUser> {
  const name = WRITABLE_ATTRIBUTES[code];
  if (!name) throw badRequest(AUTH_ERRORS.attributeReadOnly, 'code');
  await upsertUserAttribute(ctx.db, user.id, { code, value, name });
  return loadDealerUser(ctx.db, user);
}

import type { DealerUser, LoggedInUser } from '@rv/domain/auth';
import { USER_ATTRIBUTE_CODES } from '@rv/domain/auth';
import type { ApiContext } from '../../app-types';
import { HttpError, badRequest } from '../../http/errors';
import { AUTH_ERRORS, unauthorized } from './messages';
import { hashPassword } from './passwords';
import { LIMITS, takeAttempt } from './rate-limit';
import { findUserById, loadDealerUser, setPasswordHash, updateNames, upsertUserAttribute, type UserRecord } from './repository';
import { startSession } from './service';
import { isOneTimeTokenLive, revokeUserSessions, spendOneTimeToken } from './token-repository';
import { verifyJwt, type JwtClaims } from './tokens';
import { enqueue } from '../../outbox/outbox';
import { LINK_REQUEST_TOPIC } from './link-requests';
import { usernameKey } from '@rv/domain/account';

/** Registration and password reset by e-mailed link (dealer spec: states and transitions), and the user's own profile. */

export type LinkPurpose = 'REGISTRATION' | 'PASSWORDRESET';

/**
 * Records a link request and nothing else: one INSERT into the outbox whatever the username, so the answer
 * and its time are the same for every username (seen before the fix: a real account's request took 7.7 ms against
 * 5.3 ms). The outbox worker looks the account up and mails what it may receive (link-requests.ts).
 */
export async function requestLink(ctx: ApiContext, purpose: LinkPurpose, username: string, ip: string): Promise<void> {
  const key = usernameKey(username);
  await takeAttempt(ctx.db, `link:ip:${ip}`, LIMITS.linkRequestsPerIp);
  await takeAttempt(ctx.db, `link:account:${key}`, LIMITS.linkRequestsPerAccount);
  await enqueue(ctx.db, LINK_REQUEST_TOPIC, { purpose, usernameKey: key });
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
  if (usernameKey(claims.sub) !== usernameKey(input.username)) throw badRequest(AUTH_ERRORS.usernameMismatch, 'username');
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

/**
 * GET /auth/username/{username}: what the registration form needs, the same for every username (whether an
 * account exists is never said): whether the name is well formed. A malformed one, or one its key would
 * spell differently, got its 400 from the route's schema; the account's own state reaches its owner by e-mail.
 */
export async function checkUsername(ctx: ApiContext, username: string, ip: string): Promise<{ username: string }> {
  await takeAttempt(ctx.db, `username:ip:${ip}`, LIMITS.usernameChecksPerIp);
  return { username: username.trim() };
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
  const name = Object.hasOwn(WRITABLE_ATTRIBUTES, code) ? WRITABLE_ATTRIBUTES[code] : undefined;
  if (!name) throw badRequest(AUTH_ERRORS.attributeReadOnly, 'code');
  await upsertUserAttribute(ctx.db, user.id, { code, value, name });
  return loadDealerUser(ctx.db, user);
}

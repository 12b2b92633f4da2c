import { Type } from '@sinclair/typebox';
import {
  STAFF_CONTEXT, STAFF_TOKEN_ROLE, isStaffRole, type SignedInStaff, type StaffEnrolment, type StaffMember, type StaffRole, type StaffSecondFactorNeeded,
} from '@rv/domain/auth';
import { SECOND_FACTOR, SECOND_FACTOR_MESSAGES, SECOND_FACTOR_SCHEMA, usernameKey } from '@rv/domain/account';
import type { ApiContext, ApiPlugin } from '../../app-types';
import type { Throttle } from '../../http/throttle';
import { checkBody } from '../../http/body-schema';
import { HttpError } from '../../http/errors';
import { SIGN_IN_SCHEMA } from '@rv/domain/account';
import { signInFailures } from '../../metrics/metrics';
import { AUTH_ERRORS, forbidden, unauthorized } from './messages';
import { verifyPassword } from './passwords';
import { SIGN_IN_THROTTLES, clearThrottled, refundThrottled, takeSignInPlaces } from './rate-limit';
import { newId, signJwt, verifyJwt } from './tokens';
import { bearerToken, type AuthGuard } from './guards';
import { spendSecondFactor, startEnrolment, type SecondFactorRow } from './second-factor';

/** A staff session lasts a working day; then the staff member signs in again. */
export const STAFF_SESSION_SECONDS = 10 * 3600;

export interface AuthenticatedStaff extends StaffMember {
  id: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireStaff: the signed-in staff member. */
    staff?: AuthenticatedStaff;
  }
}

interface StaffRow { id: string; username: string; display_name: string; password_hash: string; roles: string[] }
type StaffFactorRow = StaffRow & SecondFactorRow;

const toMember = (row: StaffRow): StaffMember & { id: number } => ({
  id: Number(row.id), username: row.username, displayName: row.display_name, roles: row.roles.filter(isStaffRole),
});

/** The token role of a second-factor challenge: it proves the password only, never opens a session. */
const CHALLENGE_ROLE = 'STAFF_SECOND_FACTOR';
const STAFF_COLUMNS = 'id, username, display_name, password_hash, roles, totp_secret, totp_confirmed_at, totp_last_step';

/** The dealer sign-in's throttles (per account and per address), under keys of their own so a staff name and a dealer name never share one. */
const staffThrottles = (username: string, ip: string): Array<[string, Throttle]> =>
  [[`signin:ip:${ip}`, SIGN_IN_THROTTLES.perIp], [`signin:staff:${usernameKey(username)}`, SIGN_IN_THROTTLES.perAccount]];

/**
 * The first step of a staff sign-in: the password, throttled as the dealer sign-in is (only failures
 * count). A right password gives back its places but clears nothing: the account's failures are cleared
 * only when the second factor is right too, so wrong codes keep counting across sign-ins.
 */
export async function staffSignIn(ctx: ApiContext, input: { username: string; password: string }, ip: string): Promise<StaffSecondFactorNeeded> {
  const throttles = staffThrottles(input.username, ip);
  await takeSignInPlaces(ctx.db, throttles);
  const { rows } = await ctx.db.query<StaffFactorRow>(`SELECT ${STAFF_COLUMNS} FROM staff_accounts WHERE lower(username) = $1`, [usernameKey(input.username)]);
  const row = rows[0];
  if (!(await verifyPassword(input.password, row?.password_hash ?? null)) || !row) {
    signInFailures.inc();
    throw unauthorized(AUTH_ERRORS.invalidCredentials);
  }
  for (const [key, throttle] of throttles) await refundThrottled(ctx.db, key, throttle);
  const ttl = SECOND_FACTOR.challengeMinutes * 60;
  return {
    secondFactor: row.totp_confirmed_at ? 'code' : 'enrol',
    challenge: signJwt({ sub: row.username, roles: [CHALLENGE_ROLE] }, ctx.config.jwtSecret, ttl),
    expiresAt: new Date(Date.now() + ttl * 1000).toISOString(),
  };
}

/** The account a live challenge was issued for; 401 when it has expired or is not a challenge. */
async function challengedAccount(ctx: ApiContext, challenge: string): Promise<StaffFactorRow> {
  const claims = verifyJwt(challenge, ctx.config.jwtSecret);
  const { rows } = claims?.roles.includes(CHALLENGE_ROLE)
    ? await ctx.db.query<StaffFactorRow>(`SELECT ${STAFF_COLUMNS} FROM staff_accounts WHERE username = $1`, [claims.sub])
    : { rows: [] };
  if (!rows[0]) throw unauthorized(SECOND_FACTOR_MESSAGES.challengeExpired);
  return rows[0];
}

/** Enrolment for an account without a second factor: a new secret and recovery codes, shown once. */
export async function staffEnrolment(ctx: ApiContext, challenge: string): Promise<StaffEnrolment> {
  const account = await challengedAccount(ctx, challenge);
  if (account.totp_confirmed_at) throw new HttpError(409, SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  return startEnrolment(ctx.db, account.id, account.username);
}

/**
 * The second step: the authenticator app's code (the first right one confirms an enrolment) or a recovery
 * code, under the password's throttles (a wrong code counts as a failed sign-in). Opens the staff session.
 */
export async function staffSecondFactor(ctx: ApiContext, input: { challenge: string; code: string }, ip: string): Promise<SignedInStaff> {
  const account = await challengedAccount(ctx, input.challenge);
  const throttles = staffThrottles(account.username, ip);
  await takeSignInPlaces(ctx.db, throttles);
  if (!(await spendSecondFactor(ctx.db, account, input.code))) {
    signInFailures.inc();
    throw unauthorized(SECOND_FACTOR_MESSAGES.wrongCode);
  }
  await refundThrottled(ctx.db, throttles[0][0], throttles[0][1]);
  await clearThrottled(ctx.db, throttles[1][0]);
  const sessionId = newId();
  await ctx.db.query(`INSERT INTO staff_sessions (id, staff_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [sessionId, account.id, STAFF_SESSION_SECONDS]);
  const member = toMember(account);
  const token = signJwt({ sub: member.username, roles: [STAFF_TOKEN_ROLE, ...member.roles.map((r) => `${STAFF_TOKEN_ROLE}:${r}`)], sid: sessionId }, ctx.config.jwtSecret, STAFF_SESSION_SECONDS);
  return { username: member.username, displayName: member.displayName, roles: member.roles, token, expiresAt: new Date(Date.now() + STAFF_SESSION_SECONDS * 1000).toISOString() };
}

/** The staff member of a live staff session's token; roles are read from the database, so a change counts at once. */
async function staffOfToken(ctx: ApiContext, token: string): Promise<AuthenticatedStaff | null> {
  const claims = verifyJwt(token, ctx.config.jwtSecret);
  if (!claims?.sid || !claims.roles.includes(STAFF_TOKEN_ROLE)) return null;
  const { rows } = await ctx.db.query<StaffRow>(
    `SELECT a.id, a.username, a.display_name, a.password_hash, a.roles FROM staff_sessions s JOIN staff_accounts a ON a.id = s.staff_id
     WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now()`, [claims.sid]);
  return rows[0] ? { ...toMember(rows[0]), sessionId: claims.sid } : null;
}

/** A guard for staff calls: 401 without a live staff session, 403 without the role (or any one of the roles). */
export function requireStaff(ctx: ApiContext, role: StaffRole | readonly StaffRole[]): AuthGuard {
  const roles: readonly StaffRole[] = typeof role === 'string' ? [role] : role;
  return async (request, reply) => {
    if (!request.staff) {
      const token = bearerToken(request);
      const staff = token ? await staffOfToken(ctx, token) : null;
      if (!staff) {
        reply.header('www-authenticate', 'Bearer');
        throw unauthorized(token ? AUTH_ERRORS.invalidToken : AUTH_ERRORS.signInRequired);
      }
      request.staff = staff;
    }
    if (!roles.some((r) => request.staff?.roles.includes(r))) throw forbidden(`Only staff with the ${roles.join(' or ')} role may do this.`);
  };
}

const StaffSchema = Type.Object({ username: Type.String(), displayName: Type.String(), roles: Type.Array(Type.String()) });
const SignedInStaffSchema = Type.Composite([StaffSchema, Type.Object({ token: Type.String(), expiresAt: Type.String() })]);
const SecondFactorNeededSchema = Type.Object({ secondFactor: Type.Union([Type.Literal('code'), Type.Literal('enrol')]), challenge: Type.String(), expiresAt: Type.String() });
const EnrolmentSchema = Type.Object({ secret: Type.String(), otpauthUrl: Type.String(), recoveryCodes: Type.Array(Type.String()) });
const Challenge = Type.String({ maxLength: 2000 });

/** Staff sign-in (password, then the second factor), enrolment, who-am-I and sign-out under /api/auth/staff. */
export const staffRoutes: ApiPlugin = async (app, ctx) => {
  app.post('/auth/staff/signin', {
    schema: { body: Type.Object({ username: Type.String({ maxLength: 10_000 }), password: Type.String({ maxLength: 10_000 }), context: Type.Literal(STAFF_CONTEXT) }), response: { 200: SecondFactorNeededSchema } },
  }, async (request) => {
    checkBody(SIGN_IN_SCHEMA, { username: request.body.username, password: request.body.password });
    return staffSignIn(ctx, request.body, request.ip);
  });

  app.post('/auth/staff/signin/second-factor', {
    schema: { body: Type.Object({ challenge: Challenge, code: Type.String({ maxLength: 200 }) }), response: { 200: SignedInStaffSchema } },
  }, async (request) => {
    const { code } = checkBody(SECOND_FACTOR_SCHEMA, { code: request.body.code });
    return staffSecondFactor(ctx, { challenge: request.body.challenge, code }, request.ip);
  });

  app.post('/auth/staff/enrolment', {
    schema: { body: Type.Object({ challenge: Challenge }), response: { 200: EnrolmentSchema } },
  }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return staffEnrolment(ctx, request.body.challenge);
  });

  app.get('/auth/staff/me', { schema: { response: { 200: StaffSchema } } }, async (request) => {
    const token = bearerToken(request);
    const staff = token ? await staffOfToken(ctx, token) : null;
    if (!staff) throw unauthorized(token ? AUTH_ERRORS.invalidToken : AUTH_ERRORS.signInRequired);
    return { username: staff.username, displayName: staff.displayName, roles: staff.roles };
  });

  app.post('/auth/staff/logout', { schema: { response: { 204: { type: 'null' } } } }, async (request, reply) => {
    const claims = verifyJwt(bearerToken(request) ?? '', ctx.config.jwtSecret);
    if (claims?.sid && claims.roles.includes(STAFF_TOKEN_ROLE)) await ctx.db.query('UPDATE staff_sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [claims.sid]);
    return reply.status(204).send();
  });
};

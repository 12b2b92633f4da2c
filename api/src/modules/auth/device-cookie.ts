import type { ApiContext } from '../../app-types';
import { newId, signJwt, verifyJwt } from './tokens';

/**
 * The device cookie of OWASP's "slow down online guessing with device cookies": a browser that signed in
 * to an account gets a signed cookie naming the account, and later sign-ins to that account from it are
 * throttled on their own, so guesses from elsewhere cannot keep the owner out. HttpOnly and sent to the
 * sign-in call only; one account per browser (the last to sign in).
 */
export const DEVICE_COOKIE = 'rv_dealer_device';
const DEVICE_ROLE = 'DEVICE';
const DEVICE_TTL_SECONDS = 180 * 24 * 3600;

/** The Set-Cookie value trusting this browser for the account `key` (its usernameKey). */
export function deviceCookie(ctx: ApiContext, key: string): string {
  const token = signJwt({ sub: key, roles: [DEVICE_ROLE], jti: newId() }, ctx.config.jwtSecret, DEVICE_TTL_SECONDS);
  const secure = ctx.config.secureCookies ? '; Secure' : '';
  return `${DEVICE_COOKIE}=${token}; Max-Age=${DEVICE_TTL_SECONDS}; Path=/api/auth/signin; HttpOnly; SameSite=Strict${secure}`;
}

/** The id of this browser's device cookie when it was issued for the account `key`, else null. */
export function knownDevice(ctx: ApiContext, cookieHeader: string | undefined, key: string): string | null {
  const pair = (cookieHeader ?? '').split(';').map((part) => part.trim()).find((part) => part.startsWith(`${DEVICE_COOKIE}=`));
  const claims = pair ? verifyJwt(pair.slice(DEVICE_COOKIE.length + 1), ctx.config.jwtSecret) : null;
  return claims?.jti && claims.sub === key && claims.roles.includes(DEVICE_ROLE) ? claims.jti : null;
}

import { TOKEN_ROLES } from './constants';
import type { TokenClaims } from './types';

function base64UrlDecode(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  // atob yields one char per byte; re-read the bytes as UTF-8 so names with accents survive.
  return decodeURIComponent(Array.from(binary, (ch) => `%${ch.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));
}

/**
 * Reads a JWT's claims WITHOUT verifying its signature: the portal only uses them to choose a
 * screen (sub, roles) or to know when to validate (exp); the API verifies every token it receives.
 * Returns null for anything that is not a JWT with an object payload.
 */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const claims: unknown = JSON.parse(base64UrlDecode(parts[1]));
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** True when there is no exp claim or it is not in the future (dealer spec: states and transitions, validation trigger). */
export function isTokenExpired(claims: TokenClaims | null, nowMs: number = Date.now()): boolean {
  return typeof claims?.exp !== 'number' || claims.exp * 1000 <= nowMs;
}

export function tokenHasRole(claims: TokenClaims | null, role: string): boolean {
  return Array.isArray(claims?.roles) && claims.roles.includes(role);
}

/** A URL token with a subject claim is a registration or reset link (dealer spec: states and transitions). */
export function isLinkToken(claims: TokenClaims | null): boolean {
  return typeof claims?.sub === 'string' && claims.sub.length > 0;
}

/** Which flow a link token opens: REGISTRATION wins over PASSWORDRESET; null for neither. */
export function linkTokenMode(claims: TokenClaims | null): 'REGISTRATION' | 'PASSWORDRESET' | null {
  if (tokenHasRole(claims, TOKEN_ROLES.REGISTRATION)) return 'REGISTRATION';
  if (tokenHasRole(claims, TOKEN_ROLES.PASSWORDRESET)) return 'PASSWORDRESET';
  return null;
}

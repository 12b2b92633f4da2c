import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';

/** Lifetimes of every token the auth module issues, in seconds. */
export const TOKEN_TTL = {
  /** Short: a stolen access token is useful briefly; the portal refreshes on idle or on 401. */
  access: 15 * 60,
  /** A refresh token keeps a session alive between visits; each use replaces it. */
  refresh: 14 * 24 * 3600,
  /** No session lives longer than this, however often it is refreshed. */
  session: 30 * 24 * 3600,
  registration: 7 * 24 * 3600,
  passwordReset: 60 * 60,
  login: 5 * 60,
} as const;

export interface JwtClaims {
  sub: string;
  roles: string[];
  iat: number;
  exp: number;
  /** Session id of an access token: revoking the session ends the token. */
  sid?: string;
  /** Id of a single-use link token (registration, password reset). */
  jti?: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const nowSeconds = () => Math.floor(Date.now() / 1000);

function sign(input: string, secret: string): string {
  return createHmac('sha256', secret).update(input).digest('base64url');
}

/** Signs an HS256 JWT valid for ttlSeconds from now. */
export function signJwt(claims: Omit<JwtClaims, 'iat' | 'exp'>, secret: string, ttlSeconds: number, issuedAt = nowSeconds()): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, iat: issuedAt, exp: issuedAt + ttlSeconds })).toString('base64url');
  return `${HEADER}.${payload}.${sign(`${HEADER}.${payload}`, secret)}`;
}

/**
 * The claims of a JWT this server signed and that has not expired, or null. Only our exact HS256
 * header is accepted, so `alg: none` or a swapped algorithm can never pass.
 */
export function verifyJwt(token: string, secret: string): JwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = Buffer.from(sign(`${parts[0]}.${parts[1]}`, secret));
  const actual = Buffer.from(parts[2]);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as JwtClaims;
    if (typeof claims.sub !== 'string' || !Array.isArray(claims.roles) || typeof claims.exp !== 'number') return null;
    return claims.exp > nowSeconds() ? claims : null;
  } catch {
    return null;
  }
}

/** An unguessable opaque token (refresh and single-use login tokens). */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of opaque tokens are stored, so a database leak yields no usable token. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export const newId = (): string => randomUUID();

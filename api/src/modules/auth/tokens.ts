import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';

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

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** One signer and verifier per secret (a server has one; tests use a second): fast-jwt builds each once. */
const signers = new Map<string, (payload: JwtClaims) => string>();
const verifiers = new Map<string, (token: string) => JwtClaims>();

/** Signs an HS256 JWT valid for ttlSeconds from now. */
export function signJwt(claims: Omit<JwtClaims, 'iat' | 'exp'>, secret: string, ttlSeconds: number, issuedAt = nowSeconds()): string {
  let sign = signers.get(secret);
  if (!sign) signers.set(secret, (sign = createSigner<JwtClaims>({ key: secret, algorithm: 'HS256' })));
  return sign({ ...claims, iat: issuedAt, exp: issuedAt + ttlSeconds });
}

/**
 * The claims of a JWT this server signed and that has not expired, or null. Only HS256 is accepted, so
 * `alg: none` or a swapped algorithm can never pass.
 */
export function verifyJwt(token: string, secret: string): JwtClaims | null {
  try {
    let verify = verifiers.get(secret);
    if (!verify) verifiers.set(secret, (verify = createVerifier<string>({ key: secret, algorithms: ['HS256'], requiredClaims: ['sub', 'exp'] })));
    const claims = verify(token);
    return typeof claims.sub === 'string' && Array.isArray(claims.roles) ? claims : null;
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

import bcrypt from 'bcryptjs';
import { badRequest } from '../../http/errors';

/** Cost 10 (OWASP's floor for bcrypt), about 0.1 s in bcryptjs. The seed uses the same cost, so a
 * sign-in takes as long for a seeded account as for an unknown one (timing reveals no usernames). */
export const BCRYPT_COST = 10;

/** bcrypt only reads the first 72 bytes; longer passwords would silently be truncated. */
const MAX_PASSWORD_BYTES = 72;
export const MIN_PASSWORD_LENGTH = 8;

// Compared against when the user does not exist or has no password yet, so the answer takes as
// long as for a real account and timing does not reveal which usernames exist.
const DUMMY_HASH = bcrypt.hashSync('not-a-password', BCRYPT_COST);

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? DUMMY_HASH);
  return matches && hash !== null;
}

/** Rules for a new password; spec dealer §5 leaves form rules open, these are the server's floor. */
export function checkNewPassword(password: string, passwordConfirm: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw badRequest(`password must be at least ${MIN_PASSWORD_LENGTH} characters`, 'password');
  if (Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES) throw badRequest(`password must be at most ${MAX_PASSWORD_BYTES} bytes`, 'password');
  if (password !== passwordConfirm) throw badRequest('passwordConfirm does not match password', 'passwordConfirm');
}

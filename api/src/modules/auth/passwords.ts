import bcrypt from 'bcryptjs';

/** Cost 10 (OWASP's floor for bcrypt), about 0.1 s in bcryptjs. The seed uses the same cost, so a
 * sign-in takes as long for a seeded account as for an unknown one (timing reveals no usernames). */
export const BCRYPT_COST = 10;

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

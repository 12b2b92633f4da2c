/**
 * The one normalisation of a username, used wherever one is keyed, stored or looked up (the users table's
 * username_key, the sign-in and link limits, the link token check): compatibility normalisation (NFKC), then
 * one locale-free lower-casing. Made in JavaScript only, never by SQL lower(): two case mappings that disagree
 * (`İ` is "i̇" in JavaScript and "i" in PostgreSQL) let one account be counted under two keys.
 */
export function usernameKey(username: string): string {
  return username.trim().normalize('NFKC').toLowerCase();
}

/**
 * Whether a username is changed by more than plain lower-casing under its key: compatibility characters
 * (full-width letters, the Kelvin sign, long s), letters whose lower case is longer (`İ`) or does not map
 * back (`ß`, final sigma). Such names are refused at registration, so no two spellings share an account.
 */
export function changesUnderKey(username: string): boolean {
  const text = username.trim();
  if (text.normalize('NFKC') !== text) return true;
  const lower = text.toLowerCase();
  return [...lower].length !== [...text].length || lower.normalize('NFKC') !== lower || lower.toUpperCase().toLowerCase() !== lower;
}

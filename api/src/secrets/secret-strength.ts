/**
 * Why a configured secret is unfit, or null. A secret that appears anywhere an attacker can read (this
 * repository's history, docs and tests) or that a person made up signs tokens anyone can forge.
 */

/**
 * Every secret-like constant found in the repository's history, docs and tests (`git log -p --all`, then
 * each JWT_SECRET, BOT_CHECK_SECRET, `secret:` and docker-compose default): the server once signed with the
 * first, compose and test files carried the others.
 */
export const KNOWN_SECRETS: readonly string[] = [
  'development-only-secret-change-me',
  'change-me-in-production',
  'kill-during-burst-test-secret',
  'a-test-secret-of-at-least-32-bytes!!',
  'another-secret-of-at-least-32-bytes!',
  'not-our-secret',
  'someone-else',
  'short-secret',
  'change-me',
  'secret',
  'changeme',
];

/** Words people put in made-up secrets; five letters or more, so a random 64-character value holds one about once in 50,000. */
const MADE_UP_WORDS = ['secret', 'change', 'password', 'example', 'default', 'development', 'production', 'insecure', 'replace', 'sample', 'dummy', 'token', 'testing'];

/**
 * Below this many bits (estimated from the value's own characters), a value is too predictable to sign with.
 * The estimate is rough for short values: the smallest accepted generated secret, 16 random bytes in hex
 * (32 characters, 128 bits), read as low as 84 in 1,000,000 draws and never below 80 in 3,000,000, while
 * repeats, runs and cycles read 0-30. So the floor sits well under the first and well over the second.
 */
export const MIN_SECRET_BITS = 64;

/**
 * Shannon entropy of the symbols times their count, with the Miller-Madow correction for a small sample
 * (a plain estimate reads a random 32-character hex value 10-30 bits low, and refused 1 in 10,000).
 */
function estimatedBits(symbols: readonly (string | number)[]): number {
  const counts = new Map<string | number, number>();
  for (const symbol of symbols) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  let perSymbol = 0;
  for (const count of counts.values()) {
    const p = count / symbols.length;
    perSymbol -= p * Math.log2(p);
  }
  return perSymbol * symbols.length + (counts.size - 1) / (2 * Math.LN2);
}

/**
 * The bits of `value`, the lower of two estimates: of its characters (catches repeats, `kkkk...`) and of the
 * steps between neighbouring characters (catches runs, `abcdef...`, `0123...`).
 */
export function secretBits(value: string): number {
  const codes = [...value].map((char) => char.codePointAt(0) ?? 0);
  const steps = codes.slice(1).map((code, i) => code - codes[i]);
  return Math.min(estimatedBits(codes), estimatedBits(steps));
}

/** The shortest piece `value` is made of, repeated (`passw0rdpassw0rd...` gives `passw0rd`), or null. */
export function repeatedPiece(value: string): string | null {
  const chars = [...value];
  for (let period = 1; period <= chars.length / 2; period += 1) {
    if (chars.every((char, i) => i < period || char === chars[i - period])) return chars.slice(0, period).join('');
  }
  return null;
}

export function secretWeakness(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (KNOWN_SECRETS.some((known) => text === known.toLowerCase())) return 'is a value published in this repository (its history, docs or tests)';
  const word = MADE_UP_WORDS.find((w) => text.includes(w));
  if (word) return `contains the word "${word}": it looks made up, not generated`;
  const bits = secretBits(value);
  if (bits < MIN_SECRET_BITS) return `is too predictable (about ${Math.floor(bits)} bits; at least ${MIN_SECRET_BITS} needed)`;
  const piece = repeatedPiece(value);
  if (piece) return `repeats "${piece}": it looks made up, not generated`;
  return null;
}

/** One broken rule of the seed: which rule, about what, and why. */
export interface SeedViolation { rule: string; subject: string; detail: string }

/** How many broken rules the seed's error names; the count says how many there are in all. */
const SHOWN = 5;

/** Stops a seeder whose data breaks a rule a real catalogue, dealer list or review set obeys, naming the first few. */
export function assertSeedRules(what: string, violations: readonly SeedViolation[]): void {
  if (violations.length === 0) return;
  const lines = violations.slice(0, SHOWN).map((v) => `${v.rule}: ${v.subject}: ${v.detail}`);
  throw new Error(`The ${what} seed breaks ${violations.length} rule check(s):\n${lines.join('\n')}`);
}

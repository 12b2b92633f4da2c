import { satisfy } from '@module-federation/enhanced/runtime';

/** Package name to semver range: what a remote's build needs of the packages the shell shares. */
export type RequiredRanges = Readonly<Record<string, string>>;
/** Package name to version: what the shell's build provides. */
export type ProvidedVersions = Readonly<Record<string, string>>;

const PLAIN_VERSION = /^(\d+)\.(\d+)\.(\d+)$/;
const PLAIN_RANGE = /^([~^]?)(\d+)\.(\d+)\.(\d+)$/;

/**
 * Whether `version` is in `range` for the forms package.json ranges take here (^1.2.3, ~1.2.3, 1.2.3),
 * null for any other form. The federation runtime's general parser costs about a millisecond on its
 * first call and a quarter of one on each next one (Node, this machine); this costs microseconds.
 */
function plainRangeAccepts(version: string, range: string): boolean | null {
  const r = PLAIN_RANGE.exec(range.trim());
  const v = PLAIN_VERSION.exec(version);
  if (!r || !v) return null;
  const [a, b, c] = r.slice(2).map(Number);
  const [x, y, z] = v.slice(1).map(Number);
  const atLeast = x > a || (x === a && (y > b || (y === b && z >= c)));
  if (r[1] === '') return x === a && y === b && z === c;
  if (r[1] === '~') return atLeast && x === a && y === b;
  // A caret keeps the leftmost part that is not zero: ^1.2.3 is <2.0.0, ^0.2.3 <0.3.0, ^0.0.3 only 0.0.3.
  if (a > 0) return atLeast && x === a;
  if (b > 0) return atLeast && x === 0 && y === b;
  return x === 0 && y === 0 && z === c;
}

/** Whether `version` is in the semver `range`: the plain forms directly, any other through the federation runtime's parser. */
export function rangeAccepts(version: string, range: string): boolean {
  return plainRangeAccepts(version, range) ?? satisfy(version, range);
}

/**
 * Why a remote built for `requires` cannot run beside a shell providing `provided`, naming the remote,
 * the package, the range it needs and the version the shell has; null when every range accepts the
 * shell's version. A remote that declares nothing (a build older than the contract) is accepted.
 */
export function contractRefusal(remote: string, requires: RequiredRanges | undefined, provided: ProvidedVersions): string | null {
  for (const [name, range] of Object.entries(requires ?? {})) {
    const version = provided[name];
    if (version === undefined) return `${remote} is refused: it needs ${name} ${range}, and the shell does not provide ${name}.`;
    if (!rangeAccepts(version, range)) return `${remote} is refused: it needs ${name} ${range}, and the shell has ${name} ${version}.`;
  }
  return null;
}

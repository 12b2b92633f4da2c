import { satisfy } from '@module-federation/enhanced/runtime';

/** Package name to semver range: what a remote's build needs of the packages the shell shares. */
export type RequiredRanges = Readonly<Record<string, string>>;
/** Package name to version: what the shell's build provides. */
export type ProvidedVersions = Readonly<Record<string, string>>;

/**
 * Why a remote built for `requires` cannot run beside a shell providing `provided`, naming the remote,
 * the package, the range it needs and the version the shell has; null when every range accepts the
 * shell's version. A remote that declares nothing (a build older than the contract) is accepted. The
 * ranges are the federation runtime's own semver (already in the page, so no bytes of its own).
 */
export function contractRefusal(remote: string, requires: RequiredRanges | undefined, provided: ProvidedVersions): string | null {
  for (const [name, range] of Object.entries(requires ?? {})) {
    const version = provided[name];
    if (version === undefined) return `${remote} is refused: it needs ${name} ${range}, and the shell does not provide ${name}.`;
    if (!satisfy(version, range)) return `${remote} is refused: it needs ${name} ${range}, and the shell has ${name} ${version}.`;
  }
  return null;
}

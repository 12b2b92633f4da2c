import type { ProvidedVersions } from '@rv/shared-lib';

declare const __RV_PROVIDED_VERSIONS__: ProvidedVersions | undefined;

/**
 * The versions of the shared packages this shell's build provides, read from their package.json by
 * webpack.preset.js; a remote whose declared ranges do not accept them is refused. Outside a shell
 * build (tests, the server build) none.
 */
export const PROVIDED_VERSIONS: ProvidedVersions = typeof __RV_PROVIDED_VERSIONS__ === 'undefined' ? {} : __RV_PROVIDED_VERSIONS__;

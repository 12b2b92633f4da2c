/**
 * Browser builds' stand-in for the description tables of @module-federation/error-codes, about 1 KB in
 * main.js and in every remote entry. A federation error still names its code (#RUNTIME_008) and the page
 * of the federation docs for it; our own loader reports a failed remote in its own words.
 */
const described: Record<string, string> = new Proxy({}, { get: () => 'Module Federation error' });

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;

/** Browser builds' stand-in for @module-federation/error-codes' descriptions: an error still names its code and docs page. */
const described: Record<string, string> = new Proxy({}, { get: () => 'Module Federation error' });

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;

import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The federation runtime's errorLoadRemote hook: every module of a remote that fails to load (its
 * entry unreachable, a chunk missing after a deploy, a shared version refused) is reported here once,
 * by its id and step, whoever asked for it; the loader's caller then shows its fallback with Try again.
 */
export const REPORT_LOAD_ERRORS: ModuleFederationRuntimePlugin = {
  name: 'rv-report-load-errors',
  errorLoadRemote({ id, error, lifecycle }) {
    console.error(`[remotes] ${id} could not be loaded (${lifecycle})`, error);
    // Nothing to put in its place: the loader rejects and the region shows its fallback.
    return undefined;
  },
};

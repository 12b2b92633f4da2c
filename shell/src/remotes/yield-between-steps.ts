import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@rv/shared-lib';

/** A waterfall hook that hands its arguments on unchanged, in a new task. */
async function inNextTask<T>(args: T): Promise<T> {
  await nextTask();
  return args;
}

/**
 * A federation runtime plugin that yields the main thread between the steps of loading a remote (entry run,
 * container initialised, each shared module, manifest assets), so they are short tasks, not one long one.
 */
export const YIELD_BETWEEN_STEPS: ModuleFederationRuntimePlugin = {
  name: 'rv-yield-between-steps',
  beforeInitContainer: inNextTask,
  initContainer: inNextTask,
  beforeLoadShare: inNextTask,
  afterResolve: inNextTask,
};

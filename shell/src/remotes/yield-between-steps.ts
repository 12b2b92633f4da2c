import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@rv/shared-lib';

/**
 * A federation runtime plugin that gives the main thread back between the steps of loading a remote:
 * after its entry has run, after its container is initialised, before each shared module it asks for,
 * and before the assets of a manifest are worked out. Without it, everything from the remote entry's
 * arrival to its exposed module's factory runs as one chain of promise callbacks, a single task of
 * 200 ms on a phone (TBT). Each step is short; the browser can paint and answer input
 * between them.
 */
/** A waterfall hook that hands its arguments on unchanged, in a new task. */
async function inNextTask<T>(args: T): Promise<T> {
  await nextTask();
  return args;
}

export const YIELD_BETWEEN_STEPS: ModuleFederationRuntimePlugin = {
  name: 'rv-yield-between-steps',
  beforeInitContainer: inNextTask,
  initContainer: inNextTask,
  beforeLoadShare: inNextTask,
  afterResolve: inNextTask,
};

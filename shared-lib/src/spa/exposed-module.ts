import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../routing/route-table';
import { nextTask } from './next-task';

interface RemoteLocation {
  name: string;
  entry: string;
}

const registrations = new Map<RemoteName, Promise<string>>();

/**
 * Learns where a remote lives from the same /remotes.json the shell reads, so moving or redeploying
 * it needs no rebuild of the remote that embeds it. Resolves the remote's container name.
 */
function registerFromRemotesFile(remote: RemoteName): Promise<string> {
  let registration = registrations.get(remote);
  if (!registration) {
    registration = fetch('/remotes.json')
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`remotes.json answered ${response.status}`))))
      .then((file: Partial<Record<RemoteName, RemoteLocation>>) => {
        const location = file[remote];
        if (!location) throw new Error(`${remote} is not listed in remotes.json`);
        registerRemotes([{ name: location.name, entry: location.entry }]);
        return location.name;
      })
      .catch((error: unknown) => {
        // Forget the failure so the next attempt (a retry button) asks again.
        registrations.delete(remote);
        throw error;
      });
    registrations.set(remote, registration);
  }
  return registration;
}

/**
 * A module a remote exposes, by its federation id ('mfe_catalog/spa'), or null when the remote has no
 * such module. Loading it (the remote's entry, its chunks, the shared modules it needs) and evaluating
 * it with everything it imports are two tasks of the main thread, not one (TBT).
 */
export async function loadFederatedModule<T>(id: string): Promise<T | null> {
  const factory = await loadRemote<() => T | Promise<T>>(id, { loadFactory: false, from: 'runtime' });
  if (typeof factory !== 'function') return null;
  await nextTask();
  return await factory();
}

/**
 * The default export (a component) of a module another remote exposes, e.g. ('mfe-content',
 * 'block-renderer'); rejects when that remote is down, so the caller shows its fallback.
 */
export async function loadExposedComponent<P>(remote: RemoteName, exposed: string): Promise<ComponentType<P>> {
  const container = await registerFromRemotesFile(remote);
  const id = `${container}/${exposed.replace(/^\.\//, '')}`;
  const module = await loadFederatedModule<{ default: ComponentType<P> }>(id);
  if (!module?.default) throw new Error(`${id} did not load`);
  return module.default;
}

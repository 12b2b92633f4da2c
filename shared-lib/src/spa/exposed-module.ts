import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '../routing/route-table';
import { nextTask } from './next-task';
import { contractRefusal, type ProvidedVersions, type RequiredRanges } from './contract';
import type { ExposedName, ExposingRemote, PropsOf } from '../contracts/exposed-props';

/** Where a remote lives, as the shell read it from /remotes.json. */
export interface RemoteLocation {
  /** Module Federation container name (mfe_catalog). */
  name: string;
  /** URL of the remote's remoteEntry.js (or mf-manifest.json). */
  entry: string;
  /** The ranges the remote's build needs of the shared packages (its dist/contract.json, added by the server). */
  requires?: RequiredRanges;
}


/**
 * The one registry of remotes in the page: the shell fills it from /remotes.json at start, and every
 * loader of an exposed module (the shell's route remotes, a remote embedding another's component)
 * reads it, so the page asks for /remotes.json once and registers each remote once.
 */
const locations = new Map<RemoteName, RemoteLocation>();
/** Remotes refused by the contract check, with the reason; checked once per remote when the registry is filled. */
const refused = new Map<RemoteName, string>();

/**
 * Fills the registry. A remote whose declared ranges do not accept a version in `provided` (the shell's
 * shared packages) is refused here, once: it is not registered, the console names the remote, the package,
 * the range and the shell's version, and every load of it rejects so its caller shows the fallback.
 */
export function setRemoteLocations(file: Partial<Record<RemoteName, RemoteLocation>>, provided: ProvidedVersions = {}): void {
  locations.clear();
  refused.clear();
  for (const [remote, location] of Object.entries(file) as Array<[RemoteName, RemoteLocation | undefined]>) {
    if (!location) continue;
    const refusal = contractRefusal(remote, location.requires, provided);
    if (refusal) {
      refused.set(remote, refusal);
      console.error(`[remotes] ${refusal}`);
    } else locations.set(remote, { name: location.name, entry: location.entry });
  }
  registerRemotes([...locations.values()], { force: true });
}

export function remoteLocation(remote: RemoteName): RemoteLocation | undefined {
  return locations.get(remote);
}

/** Forgets a remote's failed load, so the next attempt (a fallback's Try again) fetches its files again. */
export function resetRemote(remote: RemoteName): void {
  const location = locations.get(remote);
  if (location) registerRemotes([location], { force: true });
}

/** A remote's exposed module by federation id ('mfe_catalog/spa'), or null; loaded and evaluated in two main-thread tasks, not one. */
export async function loadFederatedModule<T>(id: string): Promise<T | null> {
  const factory = await loadRemote<() => T | Promise<T>>(id, { loadFactory: false, from: 'runtime' });
  if (typeof factory !== 'function') return null;
  await nextTask();
  return await factory();
}

/** Loads a module a remote exposes (`spa`, `./block-renderer` ...); rejects when the remote is unknown or down. */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  const location = locations.get(remote);
  const refusal = refused.get(remote);
  // A remote built for versions of the shared packages the shell does not have is never loaded.
  if (refusal) throw new Error(refusal);
  if (!location) throw new Error(`${remote} is not listed in remotes.json`);
  const id = `${location.name}/${exposed.replace(/^\.\//, '')}`;
  const module = await loadFederatedModule<T>(id);
  if (!module) throw new Error(`${id} did not load`);
  return module;
}

/**
 * The default export (a component) of a module another remote exposes, e.g. ('mfe-content',
 * 'block-renderer'), typed by the contract's props for it; rejects when that remote is down or
 * refused, so the caller shows its fallback.
 */
export async function loadExposedComponent<R extends ExposingRemote, E extends ExposedName<R>>(remote: R, exposed: E): Promise<ComponentType<PropsOf<R, E>>> {
  const module = await loadExposed<{ default?: ComponentType<PropsOf<R, E>> }>(remote, exposed);
  if (!module.default) throw new Error(`${remote}/${exposed.replace(/^\.\//, '')} has no component to show`);
  return module.default;
}

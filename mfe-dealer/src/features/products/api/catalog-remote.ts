import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** Container name of the catalogue remote (ARCHITECTURE "Names": mfe-catalog -> mfe_catalog). */
export const CATALOG_CONTAINER = 'mfe_catalog';

let registration: Promise<void> | null = null;

/**
 * This remote's federation instance is not the shell's, so it learns where mfe-catalog lives from
 * the same /remotes.json the shell reads (no rebuild when the catalogue moves).
 */
function registerCatalog(): Promise<void> {
  registration ??= fetch('/remotes.json')
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`remotes.json answered ${response.status}`))))
    .then((file: Record<string, { name: string; entry: string } | undefined>) => {
      const location = file['mfe-catalog'];
      if (!location) throw new Error('mfe-catalog is not listed in remotes.json');
      registerRemotes([{ name: location.name, entry: location.entry }]);
    })
    .catch((error: unknown) => {
      registration = null;
      throw error;
    });
  return registration;
}

/** Loads a component mfe-catalog exposes (`./floorplan-browser`, `./model-detail`). */
export async function loadCatalogComponent<P>(exposed: string): Promise<ComponentType<P>> {
  await registerCatalog();
  const module = await loadRemote<{ default: ComponentType<P> }>(`${CATALOG_CONTAINER}/${exposed.replace(/^\.\//, '')}`);
  if (!module?.default) throw new Error(`${CATALOG_CONTAINER}/${exposed} did not load`);
  return module.default;
}

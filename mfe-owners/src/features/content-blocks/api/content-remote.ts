import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Slice } from '@rv/shared-lib';

/** Props of mfe-content's exposed `./block-renderer` (its source is never imported here). */
export interface BlockRendererProps { slices: readonly Slice[] | null | undefined; eagerFirst?: boolean }

const CONTENT_REMOTE = 'mfe-content';
let registration: Promise<void> | null = null;

/**
 * This remote's federation instance is not the shell's, so it learns where mfe-content lives from the
 * /remotes.json the shell reads: redeploying mfe-content needs no owners rebuild.
 */
function registerContent(): Promise<void> {
  registration ??= fetch('/remotes.json')
    .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`remotes.json answered ${response.status}`))))
    .then((file: Record<string, { name: string; entry: string } | undefined>) => {
      const location = file[CONTENT_REMOTE];
      if (!location) throw new Error(`${CONTENT_REMOTE} is not listed in remotes.json`);
      registerRemotes([{ name: location.name, entry: location.entry }]);
    })
    .catch((error: unknown) => {
      // Forget the failure so the next attempt (a retry button) asks again.
      registration = null;
      throw error;
    });
  return registration;
}

/** Loads the content-block renderer mfe-content exposes; rejects when that remote is down. */
export async function loadBlockRenderer(): Promise<{ default: ComponentType<BlockRendererProps> }> {
  await registerContent();
  const module = await loadRemote<{ default: ComponentType<BlockRendererProps> }>('mfe_content/block-renderer');
  if (!module?.default) throw new Error('mfe_content/block-renderer did not load');
  return { default: module.default };
}

import type { ComponentType } from 'react';
import { loadExposedComponent, type Slice } from '@rv/shared-lib';

/** Props of mfe-content's exposed `./block-renderer` (its own source is never imported here). */
export interface BlockRendererProps { slices: readonly Slice[] | null | undefined; eagerFirst?: boolean }

/** Loads the content-block renderer mfe-content exposes; rejects when that remote is down. */
export async function loadBlockRenderer(): Promise<{ default: ComponentType<BlockRendererProps> }> {
  return { default: await loadExposedComponent<BlockRendererProps>('mfe-content', 'block-renderer') };
}

import type { ComponentType } from 'react';
import { loadExposedComponent } from '../spa/exposed-module';
import type { BlockRendererProps } from '../contracts/exposed-props';

/** Loads mfe-content's block renderer for another remote (a lazy() factory); rejects when that remote is down. */
export async function loadBlockRenderer(): Promise<{ default: ComponentType<BlockRendererProps> }> {
  return { default: await loadExposedComponent('mfe-content', 'block-renderer') };
}

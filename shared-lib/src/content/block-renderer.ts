import type { ComponentType } from 'react';
import { loadExposedComponent } from '../spa/exposed-module';
import type { Slice } from '@rv/domain/content';

/** Props of mfe-content's exposed `./block-renderer`, the one renderer of content blocks. */
export interface BlockRendererProps {
  /** A document's `body`: the content blocks in page order. */
  slices: readonly Slice[] | null | undefined;
  /** The first block is above the fold (a page without its own hero): its images load eagerly. */
  eagerFirst?: boolean;
}

/** Loads mfe-content's block renderer for another remote (a lazy() factory); rejects when that remote is down. */
export async function loadBlockRenderer(): Promise<{ default: ComponentType<BlockRendererProps> }> {
  return { default: await loadExposedComponent<BlockRendererProps>('mfe-content', 'block-renderer') };
}

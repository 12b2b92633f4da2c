import { useEffect, useState } from 'react';
import type { Slice } from '@rv/shared-lib';
import { OWNER_BLOCK_TYPES } from '@rv/shared-lib/owners';
import type { OwnerBlocks } from './owner-blocks';

let loaded: OwnerBlocks | null = null;

/** Whether a slice type is an owner block (drawn with this remote's code) rather than a general one (mfe-content's). */
export function isOwnerBlockType(type: unknown): boolean {
  return typeof type === 'string' && (OWNER_BLOCK_TYPES as readonly string[]).includes(type);
}

/** Whether `slices` hold an owner block: most support articles hold none, and never load the owner blocks' code. */
export function needsOwnerBlocks(slices: readonly Slice[] | null | undefined): boolean {
  return (slices ?? []).some((slice) => isOwnerBlockType(slice?.slice_type));
}

/** The owner blocks once their code has loaded (the server loads it before drawing a page), else null. */
export function loadedOwnerBlocks(): OwnerBlocks | null {
  return loaded;
}

/** Loads the owner blocks' code, one chunk apart from the article's (the server build bundles it in). */
export async function loadOwnerBlocks(): Promise<OwnerBlocks> {
  loaded ??= (await import('./owner-blocks')).OWNER_BLOCKS;
  return loaded;
}

/** The owner blocks `slices` need, for drawing them without mfe-content's renderer: null until their code has loaded. */
export function useOwnerBlocks(slices: readonly Slice[] | null | undefined): OwnerBlocks | null {
  const needed = needsOwnerBlocks(slices);
  const [blocks, setBlocks] = useState(loadedOwnerBlocks);
  useEffect(() => {
    if (needed && !blocks) loadOwnerBlocks().then(setBlocks, () => undefined);
  }, [needed, blocks]);
  return blocks ?? loadedOwnerBlocks();
}

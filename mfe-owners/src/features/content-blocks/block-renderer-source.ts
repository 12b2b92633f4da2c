import type { ComponentType } from 'react';
import { loadBlockRenderer, type BlockRendererProps } from '@rv/shared-lib';

type BlockRenderer = ComponentType<BlockRendererProps>;

let handedOver: BlockRenderer | null = null;

/**
 * On the server: mfe-content's block renderer from its server build, handed over by the API's server
 * render before each page (null when that remote is not drawn by this server), so an owner page arrives
 * with its content blocks drawn.
 */
export function provideBlockRenderer(renderer: BlockRenderer | null): void {
  handedOver = renderer;
}

/**
 * mfe-content's renderer for lazy(): the handed-over one as a thenable that has already resolved, so
 * lazy() renders it in the same pass (a server render cannot wait for a boundary); else loaded through
 * federation (the browser, or a server without it).
 */
export function blockRendererModule(): Promise<{ default: BlockRenderer }> {
  if (!handedOver) return loadBlockRenderer();
  const module = { default: handedOver };
  return { then: (resolve: (value: typeof module) => unknown) => resolve(module) } as unknown as Promise<typeof module>;
}

import { createElement, type ComponentType } from 'react';
import { loadBlockRenderer, type BlockRendererProps, type Slice } from '@rv/shared-lib';
import { loadedOwnerBlocks, loadOwnerBlocks, needsOwnerBlocks } from './owner-block-code';
import type { OwnerBlocks } from './owner-blocks';

type BlockRenderer = ComponentType<BlockRendererProps>;

/** mfe-content's renderer with this remote's owner blocks passed in: what an owner page draws its blocks with. */
export type OwnerPageRenderer = ComponentType<{ slices: readonly Slice[] | null | undefined }>;

type RendererModule = { default: OwnerPageRenderer };

let handedOver: BlockRenderer | null = null;

/**
 * On the server: mfe-content's block renderer from its server build, handed over by the API's server
 * render before each page (null when that remote is not drawn by this server), so an owner page arrives
 * with its content blocks drawn.
 */
export function provideBlockRenderer(renderer: BlockRenderer | null): void {
  handedOver = renderer;
}

/** A thenable that has already resolved: lazy() renders its value in the same pass (a server render cannot wait for a boundary). */
function settled<T>(value: T): Promise<T> {
  return { then: (resolve: (value: T) => unknown) => resolve(value) } as unknown as Promise<T>;
}

/** mfe-content's renderer, drawing with these owner blocks. */
function withOwnerBlocks(Renderer: BlockRenderer, blocks: Partial<OwnerBlocks>): OwnerPageRenderer {
  return function OwnerPageBlocks({ slices }) {
    return createElement(Renderer, { slices, blocks });
  };
}

/**
 * mfe-content's renderer for lazy(), with the owner blocks `slices` hold (their code only when they hold
 * one): at once when both are at hand (the server: the handed-over renderer, the owner blocks preloaded),
 * as a thenable that has already resolved, so lazy() renders it in the same pass; else once both have
 * loaded (mfe-content's through federation: the browser, or a server without it).
 */
export function blockRendererModule(slices: readonly Slice[] | null | undefined): Promise<RendererModule> {
  const blocks = needsOwnerBlocks(slices) ? loadedOwnerBlocks() : {};
  if (handedOver && blocks) return settled({ default: withOwnerBlocks(handedOver, blocks) });
  return Promise.all([handedOver ?? loadBlockRenderer().then((module) => module.default), blocks ?? loadOwnerBlocks()])
    .then(([renderer, ownerBlocks]) => ({ default: withOwnerBlocks(renderer, ownerBlocks) }));
}

/** mfe-content's renderer for a body the server drew: what heldBlockRenderer returns. */
interface HeldBlockRenderer {
  /** The factory for lazy(): settles with the first attempt that loads, or rejects once the body is gone. */
  module(): Promise<RendererModule>;
  /** Loads the renderer again after a failure. */
  retry(): void;
  /** Called when the drawn body has left the screen (its boundary drew the loading fallback instead). */
  bodyGone(): void;
}

/**
 * mfe-content's renderer, for lazy(), in a page whose body the server drew. A failed load does not reject
 * while the drawn body is on screen (React would drop it for the error boundary's note): `onFailed(true)`
 * reports it, and the renderer arrives with the first attempt that loads, when React adopts the drawn
 * body. Once the body is gone, a failure rejects as any load's would.
 */
export function heldBlockRenderer(slices: readonly Slice[] | null | undefined, onFailed: (failed: boolean) => void): HeldBlockRenderer {
  let arrive!: (module: RendererModule) => void;
  let refuse!: (error: unknown) => void;
  const arrived = new Promise<RendererModule>((resolve, reject) => {
    arrive = resolve;
    refuse = reject;
  });
  let failure: { error: unknown } | null = null;
  let bodyShown = true;
  const attempt = () => {
    blockRendererModule(slices).then(arrive, (error: unknown) => {
      failure = { error };
      if (!bodyShown) return refuse(error);
      // Told as the error boundary tells the failures it catches; the drawn blocks stay, with the note.
      console.error('Remote failed to render', error);
      onFailed(true);
    });
  };
  return {
    module: () => {
      attempt();
      return arrived;
    },
    retry: () => {
      failure = null;
      onFailed(false);
      attempt();
    },
    bodyGone: () => {
      bodyShown = false;
      onFailed(false);
      if (failure) refuse(failure.error);
    },
  };
}

import { lazy, Suspense, useMemo, useState } from 'react';
import { RemoteErrorBoundary, type Slice } from '@rv/shared-lib';
import { blockRendererModule } from '../block-renderer-source';
import { OWNER_BLOCKS } from '../owner-blocks';
import { OwnerBlocksAlone } from './owner-blocks-alone.component';

/** A fresh lazy component per attempt: React.lazy keeps a rejection, so a retry needs a new one. */
const lazyRenderer = () => lazy(blockRendererModule);

/**
 * An owner page's blocks, every one in page order, drawn by mfe-content's renderer (loaded at run time;
 * on the server, its server build) with this remote's owner blocks passed in. Until it loads, and if that
 * remote is down, the owner blocks are drawn on their own, with a note and a retry in place of the
 * general blocks. A page the server drew keeps its drawn blocks until the renderer has loaded.
 */
export function ContentBlocks({ slices }: { slices: readonly Slice[] | null | undefined }) {
  const [Renderer, setRenderer] = useState(lazyRenderer);
  // The same element while the slices and the renderer are: a render of the page above (its data, the
  // browser's render after hydration) reaching a drawn boundary still waiting for the renderer would make
  // React drop the drawn blocks for the loading fallback, then draw them again.
  const blocks = useMemo(() => (
    <RemoteErrorBoundary
      fallback={(_error, retry) => (
        <OwnerBlocksAlone
          slices={slices ?? []}
          inPlaceOfGeneral={(
            <div role="alert" className="rv-remote-fallback">
              <p>This part of the page could not be loaded.</p>
              <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={() => { setRenderer(() => lazyRenderer()); retry(); }}>Try again</button>
            </div>
          )}
        />
      )}
    >
      {/* The general blocks are most of an article: their space is kept while the renderer loads, so what follows does not jump (CLS). */}
      <Suspense fallback={<OwnerBlocksAlone slices={slices ?? []} inPlaceOfGeneral={<p role="status" className="rv-page-loading">Loading…</p>} />}>
        <Renderer slices={slices} blocks={OWNER_BLOCKS} />
      </Suspense>
    </RemoteErrorBoundary>
  ), [slices, Renderer]);
  return slices?.length ? blocks : null;
}

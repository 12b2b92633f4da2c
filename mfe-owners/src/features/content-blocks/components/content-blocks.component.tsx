import { lazy, Suspense, useState } from 'react';
import { loadBlockRenderer, RemoteErrorBoundary, type Slice } from '@rv/shared-lib';
import { OWNER_BLOCKS } from '../owner-blocks';
import { OwnerBlocksAlone } from './owner-blocks-alone.component';

/** A fresh lazy component per attempt: React.lazy keeps a rejection, so a retry needs a new one. */
const lazyRenderer = () => lazy(loadBlockRenderer);

/**
 * An owner page's blocks, every one in page order, drawn by mfe-content's renderer (loaded at run time)
 * with this remote's owner blocks passed in. Until it loads, and if that remote is down, the owner blocks
 * are drawn on their own, with a note and a retry in place of the general blocks.
 */
export function ContentBlocks({ slices }: { slices: readonly Slice[] | null | undefined }) {
  const [Renderer, setRenderer] = useState(lazyRenderer);
  if (!slices?.length) return null;
  return (
    <RemoteErrorBoundary
      fallback={(_error, retry) => (
        <OwnerBlocksAlone
          slices={slices}
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
      <Suspense fallback={<OwnerBlocksAlone slices={slices} inPlaceOfGeneral={<p role="status" className="rv-page-loading">Loading…</p>} />}>
        <Renderer slices={slices} blocks={OWNER_BLOCKS} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

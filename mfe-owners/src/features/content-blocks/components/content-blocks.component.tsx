import { lazy, Suspense, useState } from 'react';
import { loadBlockRenderer, RemoteErrorBoundary, type Slice } from '@rv/shared-lib';

/** A fresh lazy component per attempt: React.lazy keeps a rejection, so a retry needs a new one. */
const lazyRenderer = () => lazy(loadBlockRenderer);

/**
 * General content blocks (text, FAQ, link sections...) drawn by mfe-content's renderer, loaded at run time.
 * If that remote is down the rest of the owner page stays, with a note and a retry in place of the blocks.
 */
export function ContentBlocks({ slices }: { slices: readonly Slice[] }) {
  const [Renderer, setRenderer] = useState(lazyRenderer);
  if (slices.length === 0) return null;
  return (
    <RemoteErrorBoundary
      fallback={(_error, retry) => (
        <div role="alert" className="rv-remote-fallback">
          <p>This part of the page could not be loaded.</p>
          <button type="button" className="rv-button rv-button--secondary rv-button--sm" onClick={() => { setRenderer(() => lazyRenderer()); retry(); }}>Try again</button>
        </div>
      )}
    >
      {/* The blocks are most of an article: their space is kept while the renderer loads, so what follows does not jump (CLS). */}
      <Suspense fallback={<p role="status" className="rv-page-loading">Loading…</p>}>
        <Renderer slices={slices} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

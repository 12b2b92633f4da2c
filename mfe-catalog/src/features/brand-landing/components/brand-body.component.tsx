import { lazy, Suspense, useState } from 'react';
import { loadBlockRenderer, PART_OF_PAGE, RemoteErrorBoundary, RemoteFallback, type Slice } from '@rv/shared-lib';

/** A fresh lazy component per attempt: React.lazy caches a rejection, so a retry needs a new one. */
const lazyRenderer = () => lazy(loadBlockRenderer);

/**
 * The brand landing's `body` content blocks, drawn by mfe-content's block renderer loaded at run time.
 * If that remote is down or a block throws, the rest of the brand page (hero, brochures, RV Finder) stays,
 * with a short note and a retry in place of the blocks.
 */
export function BrandBody({ slices }: { slices: readonly Slice[] | undefined }) {
  const [Renderer, setRenderer] = useState(lazyRenderer);
  if (!slices?.length) return null;
  return (
    <section aria-label="About the brand">
      <RemoteErrorBoundary
        fallback={(_error, retry) => <RemoteFallback label={PART_OF_PAGE} onRetry={() => { setRenderer(() => lazyRenderer()); retry(); }} />}
      >
        <Suspense fallback={<p role="status" className="rv-page-loading">Loading…</p>}>
          <Renderer slices={slices} />
        </Suspense>
      </RemoteErrorBoundary>
    </section>
  );
}

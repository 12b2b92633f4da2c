import { lazy, Suspense, useContext, useEffect, useMemo, useState } from 'react';
import { InsideDrawnPage, PART_OF_PAGE, RemoteErrorBoundary, RemoteFallback, type Slice } from '@rv/shared-lib';
import { blockRendererModule, heldBlockRenderer } from '../block-renderer-source';
import { OwnerBlocksAlone } from './owner-blocks-alone.component';

/** A fresh lazy component per attempt: React.lazy keeps a rejection, so a retry needs a new one. */
const lazyRenderer = (slices: readonly Slice[] | null | undefined) => lazy(() => blockRendererModule(slices));

/** The note, in place of mfe-content's blocks, that they could not be loaded, with a retry. */
const RetryNote = ({ onRetry }: { onRetry(): void }) => <RemoteFallback label={PART_OF_PAGE} onRetry={onRetry} />;

/** The owner blocks alone while the renderer loads; tells `onShown` once on screen (the drawn body, if any, is gone then). */
function LoadingBlocks({ slices, onShown }: { slices: readonly Slice[]; onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return <OwnerBlocksAlone slices={slices} inPlaceOfGeneral={<p role="status" className="rv-page-loading">Loading…</p>} />;
}

/**
 * An owner page's blocks, every one in page order, drawn by mfe-content's renderer (loaded at run time;
 * on the server, its server build) with this remote's owner blocks passed in (their code loaded with it,
 * only when the page holds one). Until it loads, and if that remote is down, the owner blocks are drawn on
 * their own, with a note and a retry in place of the general blocks. A page the server drew keeps its drawn blocks until the renderer has loaded, and if it
 * cannot be loaded, keeps them on screen (an article can still be read) with the note after them.
 */
export function ContentBlocks({ slices }: { slices: readonly Slice[] | null | undefined }) {
  const insideDrawnPage = useContext(InsideDrawnPage);
  const [failedBesideDrawn, setFailedBesideDrawn] = useState(false);
  const [held] = useState(() => (insideDrawnPage ? heldBlockRenderer(slices, setFailedBesideDrawn) : null));
  const [Renderer, setRenderer] = useState(() => (held ? lazy(held.module) : lazyRenderer(slices)));
  // The same element while the slices and the renderer are: a render of the page above (its data, the
  // browser's render after hydration, the note below) reaching a drawn boundary still waiting for the
  // renderer would make React drop the drawn blocks for the loading fallback, then draw them again.
  const blocks = useMemo(() => (
    <RemoteErrorBoundary
      fallback={(_error, retry) => (
        <OwnerBlocksAlone slices={slices ?? []} inPlaceOfGeneral={<RetryNote onRetry={() => { setRenderer(() => lazyRenderer(slices)); retry(); }} />} />
      )}
    >
      {/* The general blocks are most of an article: their space is kept while the renderer loads, so what follows does not jump (CLS). */}
      <Suspense fallback={<LoadingBlocks slices={slices ?? []} onShown={held?.bodyGone} />}>
        <Renderer slices={slices} />
      </Suspense>
    </RemoteErrorBoundary>
  ), [slices, Renderer, held]);
  if (!slices?.length) return null;
  return (
    <>
      {blocks}
      {failedBesideDrawn && held ? <RetryNote onRetry={held.retry} /> : null}
    </>
  );
}

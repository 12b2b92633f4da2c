import { useEffect, useState, type ComponentType } from 'react';
import { bus, loadExposedComponent, RemoteErrorBoundary, RemoteFallback, type SearchOverlayProps } from '@rv/shared-lib';
import { RemoteSlot } from '../remotes/remote-slot';
import { REMOTE_LABELS } from '../remotes/remote-registry';

/** The overlay's component once its code has loaded; later openings draw it in the frame of the click. */
let loadedOverlay: ComponentType<SearchOverlayProps> | null = null;

let loading: Promise<void> | null = null;

/**
 * Loads the overlay's code once and keeps its component: on the first request, or earlier on a sign of
 * intent (the masthead's search toggle hovered or focused), so the first opening can draw it at once. A
 * failed load is left to the slot's fallback and retry, and may be tried again.
 */
export function preloadSearchOverlay(): Promise<void> {
  if (loadedOverlay) return Promise.resolve();
  loading ??= loadExposedComponent('mfe-content', 'search-overlay').then((component) => {
    loadedOverlay = component;
  }, () => {
    loading = null;
  });
  return loading;
}

/**
 * Mounts the search overlay that mfe-content exposes, the first time anyone asks for it on the bus
 * (the masthead's search toggle, or any remote), so its code is only fetched when used. The first
 * opening loads it through a remote slot; later ones render the loaded component at once.
 */
export function SearchOverlayHost() {
  // The component is chosen when the request comes, so an overlay open while the code arrives is not remounted.
  const [request, setRequest] = useState<{ query?: string; at: number; Overlay: typeof loadedOverlay } | null>(null);
  useEffect(() => {
    const sub = bus.subscribe('search:open', (e) => setRequest({ query: e.query, at: Date.now(), Overlay: loadedOverlay }));
    return () => sub.unsubscribe();
  }, []);
  useEffect(() => {
    if (request && !request.Overlay) void preloadSearchOverlay();
  }, [request]);
  if (!request) return null;
  const props: SearchOverlayProps = { initialQuery: request.query, openedAt: request.at, onClose: () => setRequest(null) };
  const { Overlay } = request;
  if (!Overlay) return <RemoteSlot remote="mfe-content" exposed="search-overlay" props={props} />;
  return (
    <RemoteErrorBoundary fallback={(_error, reset) => <RemoteFallback label={REMOTE_LABELS['mfe-content']} onRetry={reset} />}>
      <Overlay {...props} />
    </RemoteErrorBoundary>
  );
}

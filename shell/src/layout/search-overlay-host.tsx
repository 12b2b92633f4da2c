import { useEffect, useState } from 'react';
import { bus } from '@rv/shared-lib';
import { RemoteSlot } from '../remotes/remote-slot';

/**
 * Mounts the search overlay that mfe-content exposes, the first time anyone asks for it on the bus
 * (the masthead's search toggle, or any remote), so its code is only fetched when used.
 */
export function SearchOverlayHost() {
  const [request, setRequest] = useState<{ query?: string; at: number } | null>(null);
  useEffect(() => {
    const sub = bus.subscribe('search:open', (e) => setRequest({ query: e.query, at: Date.now() }));
    return () => sub.unsubscribe();
  }, []);
  if (!request) return null;
  return <RemoteSlot remote="mfe-content" exposed="search-overlay" props={{ initialQuery: request.query, openedAt: request.at, onClose: () => setRequest(null) }} />;
}

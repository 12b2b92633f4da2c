import { useCallback, useRef, useState } from 'react';
import { useResource, type ResourceState } from './use-resource';

/** How the last "Load More" went. */
export type MoreStatus = 'idle' | 'loading' | 'error';

export type PagedResource<P> = ResourceState<readonly P[]> & {
  more: MoreStatus;
  /** Asks for the page after those shown (again, after a failed one). */
  showMore(): void;
  /** Starts again from the first page. */
  reload(): void;
};

interface LaterPages<P> { first: P | null; pages: P[]; more: MoreStatus }

/**
 * A list paged on the server ("Load More", "Show more"): the first page is a useResource read (seeded by
 * the server render, asked again when `key` changes), and each showMore appends the next page.
 * `fetchPage` gets the pages loaded so far and returns the next. A failed later page keeps what is shown.
 */
export function usePagedResource<P>(key: string | null, fetchPage: (loaded: readonly P[]) => Promise<P>): PagedResource<P> {
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const first = useResource(key, () => fetcher.current([]));
  const [later, setLater] = useState<LaterPages<P>>({ first: null, pages: [], more: 'idle' });
  // Later pages belong to the first page they followed: a new key or a reload drops them.
  const current: LaterPages<P> = first.status === 'success' && later.first === first.data ? later : { first: first.data, pages: [], more: 'idle' };

  const showMore = useCallback(() => {
    if (first.status !== 'success' || current.more === 'loading') return;
    const start = first.data;
    const loaded = [start, ...current.pages];
    setLater({ first: start, pages: current.pages, more: 'loading' });
    fetcher.current(loaded).then(
      (page) => setLater((prev) => (prev.first === start ? { first: start, pages: [...prev.pages, page], more: 'idle' } : prev)),
      () => setLater((prev) => (prev.first === start ? { ...prev, more: 'error' } : prev)),
    );
  }, [first.status, first.data, current.more, current.pages]);

  if (first.status !== 'success') return { ...first, more: 'idle', showMore, reload: first.reload };
  return { status: 'success', data: [first.data, ...current.pages], error: null, more: current.more, showMore, reload: first.reload };
}

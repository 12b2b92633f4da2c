import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResourceState } from '@rv/shared-lib';

/** One page of a search group: its results and how many there are in all. */
export interface ResultPage<T> { items: T[]; total: number }
/** The results shown so far, how many were found, and how the last 'Show more' went. */
export interface PagedResults<T> extends ResultPage<T> { more: 'idle' | 'loading' | 'error' }

/**
 * A search group paged on the server: the first page loads whenever `key` changes (with a retry),
 * and `showMore` appends the page after the results shown. Answers for an earlier key are dropped.
 */
export function usePagedResults<T>(key: string, fetchPage: (offset: number) => Promise<ResultPage<T>>) {
  const [state, setState] = useState<ResourceState<PagedResults<T>>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const run = useRef(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;

  useEffect(() => {
    const current = ++run.current;
    setState({ status: 'loading', data: null, error: null });
    fetcher.current(0).then(
      (page) => current === run.current && setState({ status: 'success', data: { ...page, more: 'idle' }, error: null }),
      (error: unknown) => current === run.current && setState({ status: 'error', data: null, error }),
    );
  }, [key, attempt]);

  const shown = state.status === 'success' ? state.data : null;
  const showMore = useCallback(async () => {
    if (!shown || shown.more === 'loading') return;
    const current = run.current;
    const update = (data: PagedResults<T>) => current === run.current && setState({ status: 'success', data, error: null });
    update({ ...shown, more: 'loading' });
    try {
      const page = await fetcher.current(shown.items.length);
      update({ items: [...shown.items, ...page.items], total: page.total, more: 'idle' });
    } catch {
      update({ ...shown, more: 'error' });
    }
  }, [shown]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload, showMore };
}

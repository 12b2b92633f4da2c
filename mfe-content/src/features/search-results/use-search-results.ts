import { useCallback, useEffect, useState } from 'react';
import { canRunQuery, fetchSearchResults, type SearchFirstLoad, type SiteSearchResponse } from '@rv/shared-lib/search';

export interface SearchParams { query: string; owners: boolean; category: string | null; page: number }

export interface SearchResultsState {
  /** Spec (states and transitions): NONE until a query runs, LOADING until its first answer, then LOADED for the page's life. */
  firstLoad: SearchFirstLoad;
  /** A later request (another page or category) is in flight; the previous results stay on screen. */
  busy: boolean;
  data: SiteSearchResponse | null;
  error: unknown;
  retry(): void;
}

/** Runs the search for the URL's parameters; a term under 3 characters runs nothing (spec: validation rules). */
export function useSearchResults({ query, owners, category, page }: SearchParams): SearchResultsState {
  const [firstLoad, setFirstLoad] = useState<SearchFirstLoad>('NONE');
  const [busy, setBusy] = useState(false);
  const [data, setData] = useState<SiteSearchResponse | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const runnable = canRunQuery(query);

  useEffect(() => {
    if (!runnable) {
      setData(null);
      setError(null);
      return undefined;
    }
    let current = true;
    setBusy(true);
    setFirstLoad((state) => (state === 'NONE' ? 'LOADING' : state));
    fetchSearchResults({ query, owners, category, page }).then(
      (response) => {
        if (!current) return;
        setData(response);
        setError(null);
      },
      (failure: unknown) => {
        if (!current) return;
        console.warn('site search failed', failure);
        setError(failure);
      },
    ).finally(() => {
      if (!current) return;
      setBusy(false);
      setFirstLoad('LOADED');
    });
    return () => {
      current = false;
    };
  }, [query, owners, category, page, runnable, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { firstLoad, busy, data, error, retry };
}

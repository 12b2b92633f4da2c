import { useState } from 'react';
import { useLastAnswer, useResource } from '@rv/shared-lib';
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

const loggedSearch = (params: SearchParams) => fetchSearchResults(params).catch((failure: unknown) => {
  console.warn('site search failed', failure);
  throw failure;
});

/** Runs the search for the URL's parameters; a term under 3 characters runs nothing (spec: validation rules). */
export function useSearchResults(params: SearchParams): SearchResultsState {
  const runnable = canRunQuery(params.query);
  const search = useResource(runnable ? `site-search:${JSON.stringify(params)}` : null, () => loggedSearch(params));
  // The last answer stays on screen while the next one loads; a first answer makes the page LOADED for good.
  const last = useLastAnswer(search, runnable);
  const settled = runnable && search.status !== 'loading';
  const [loaded, setLoaded] = useState(false);
  if (settled && !loaded) setLoaded(true);
  return {
    firstLoad: loaded || settled ? 'LOADED' : runnable ? 'LOADING' : 'NONE',
    busy: runnable && !settled,
    data: last,
    error: runnable && search.status === 'error' ? search.error : null,
    retry: search.reload,
  };
}

import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { yieldWhereSupported } from '../spa/next-task';
import { FAILURE_PREFIX, noteResourceRequest, seededResource } from './resource-seed';

export type ResourceState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: null; error: unknown };

export interface ResourceOptions {
  /**
   * false: the server render neither loads nor embeds this read, and the browser reads it after the page
   * shows. For reads a visitor's action starts or only the browser needs (a transcript, a map's layers).
   */
  seed?: boolean;
}

/**
 * Runs a fetcher when its key changes and tracks loading, data and error; stale answers from an
 * earlier key are dropped. `reload` runs it again (a retry button). A value the server rendered the
 * page with, or a 4xx it met (resource-seed.ts), is the first state, and is not fetched again.
 */
export function useResource<T>(key: string | null, fetcher: () => Promise<T>, { seed: seeds = true }: ResourceOptions = {}): ResourceState<T> & { reload(): void } {
  const seededKey = useRef<string | null>(null);
  const [state, setState] = useState<ResourceState<T>>(() => {
    if (!seeds) return { status: 'loading', data: null, error: null };
    const seed = key === null ? null : seededResource(key);
    if (seed?.found) {
      seededKey.current = key;
      return { status: 'success', data: seed.value as T, error: null };
    }
    // A resource the server found missing: its page (a 404) is taken over as drawn, not asked for again.
    const failure = key === null ? null : seededResource(FAILURE_PREFIX + key);
    if (failure?.found) {
      seededKey.current = key;
      return { status: 'error', data: null, error: failure.value };
    }
    if (key !== null) noteResourceRequest(key, fetcher);
    return { status: 'loading', data: null, error: null };
  });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return undefined;
    if (seededKey.current === key && attempt === 0) return undefined;
    seededKey.current = null;
    let current = true;
    setState({ status: 'loading', data: null, error: null });
    // The data renders as a transition: React draws what it shows in slices of a few milliseconds,
    // so a page whose data all arrives at once is not one long task (TBT). An error, a
    // message and a retry, shows at once.
    const read = () => fetcher().then(
      (data) => current && startTransition(() => setState({ status: 'success', data, error: null })),
      (error: unknown) => current && setState({ status: 'error', data: null, error }),
    );
    // Where the browser can yield, each read is prepared in a task of its own: a page that mounts many
    // readers at once (the dealer dashboard's cards) does not build all its requests in one long task.
    const yielded = yieldWhereSupported();
    if (yielded) void yielded.then(() => current && read());
    else void read();
    return () => {
      current = false;
    };
    // The key identifies the request; the fetcher closure changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

/**
 * The last answer a resource gave under any key, kept while the next key loads or fails, so a list that
 * follows filters or a search term does not empty and jump between answers. Not `active` (nothing is
 * asked, e.g. a term too short to search) forgets it.
 */
export function useLastAnswer<T>(state: ResourceState<T>, active = true): T | null {
  const [last, setLast] = useState<T | null>(null);
  const answer = !active ? null : state.status === 'success' ? state.data : last;
  if (answer !== last) setLast(answer);
  return answer;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Model, ResourceState } from '@rv/shared-lib';
import { searchDealerFloorplans } from '../api/dealer-floorplans.resource';

/** The floorplans shown so far, how many were found, and how the last 'Show more' went. */
export interface FloorplanResults { floorplans: Model[]; total: number; more: 'idle' | 'loading' | 'error' }

/**
 * The search's floorplans, a page of 20 at a time: the first page loads when the term or the brand
 * groups change (with a retry), and `showMore` appends the next page. Answers for an earlier term are dropped.
 */
export function useFloorplanResults(query: string, brandGroups: readonly string[]) {
  const groupsKey = brandGroups.join(',');
  const [state, setState] = useState<ResourceState<FloorplanResults>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  const run = useRef(0);
  const groups = useCallback(() => (groupsKey ? groupsKey.split(',') : []), [groupsKey]);

  useEffect(() => {
    const current = ++run.current;
    setState({ status: 'loading', data: null, error: null });
    searchDealerFloorplans(query, groups()).then(
      (page) => current === run.current && setState({ status: 'success', data: { floorplans: page.floorplans, total: page.total, more: 'idle' }, error: null }),
      (error: unknown) => current === run.current && setState({ status: 'error', data: null, error }),
    );
  }, [query, groups, attempt]);

  const shown = state.status === 'success' ? state.data : null;
  const showMore = useCallback(async () => {
    if (!shown || shown.more === 'loading') return;
    const current = run.current;
    const update = (data: FloorplanResults) => current === run.current && setState({ status: 'success', data, error: null });
    update({ ...shown, more: 'loading' });
    try {
      const page = await searchDealerFloorplans(query, groups(), shown.floorplans.length);
      update({ floorplans: [...shown.floorplans, ...page.floorplans], total: page.total, more: 'idle' });
    } catch {
      update({ ...shown, more: 'error' });
    }
  }, [shown, query, groups]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload, showMore };
}

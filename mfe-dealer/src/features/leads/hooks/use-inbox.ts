import { useCallback, useEffect, useState } from 'react';
import type { ResourceState } from '@rv/shared-lib';
import { fetchLeads, type LeadSummary } from '../../dealer-api';

/** How often an open inbox asks again, so a lead routed meanwhile shows within seconds, with no reload. */
const INBOX_REFRESH_MS = 10_000;

/**
 * The inbox's leads: read once, then again every few seconds while the tab is shown. A refresh keeps
 * the list on screen (no loading flash), and a failed refresh keeps the last list.
 */
export function useInbox(): ResourceState<LeadSummary[]> & { reload(): void } {
  const [state, setState] = useState<ResourceState<LeadSummary[]>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    const read = () => fetchLeads().then(
      (data) => current && setState({ status: 'success', data, error: null }),
      (error: unknown) => current && setState((last) => (last.status === 'success' ? last : { status: 'error', data: null, error })),
    );
    void read();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void read();
    }, INBOX_REFRESH_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [attempt]);
  const reload = useCallback(() => {
    setState({ status: 'loading', data: null, error: null });
    setAttempt((n) => n + 1);
  }, []);
  return { ...state, reload };
}

import { useCallback } from 'react';
import { useSearchParams } from '@rv/shared-lib/router';
import { useResource } from '@rv/shared-lib';
import { buildQueryString, parseBuildQuery, toggleOption, fetchBuildOptions, type BuildQuery } from '../../build-state';

/**
 * A build in progress lives in the URL (?year=&options=&decor=), so reloading, going back and forth
 * between options and summary, or copying the address keeps it.
 */
export function useBuildState(referenceId: string) {
  const [params, setParams] = useSearchParams();
  const query = parseBuildQuery(params);
  const model = useResource(`build-options:${referenceId}:${query.year ?? 'newest'}`, () => fetchBuildOptions(referenceId, query.year));
  const update = useCallback((next: Partial<BuildQuery>) => {
    const current = parseBuildQuery(params);
    setParams(new URLSearchParams(buildQueryString({ ...current, ...next, token: null })), { replace: true });
  }, [params, setParams]);
  const toggle = (code: string) => model.data && update({ options: toggleOption(model.data.options, query.options, code) });
  return { query, model, update, toggle };
}

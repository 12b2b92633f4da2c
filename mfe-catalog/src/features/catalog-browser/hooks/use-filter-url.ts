import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@rv/shared-lib/router';
import { parseFilterQuery, serializeFilterQuery, type FilterState } from '@rv/shared-lib/catalog';

/**
 * The filter state lives in the URL (spec: screens and routes): every change pushes a history entry, so a filtered list can
 * be shared, bookmarked and reloaded, and Back/Forward move through filter states.
 */
export function useFilterUrl() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => parseFilterQuery(new URLSearchParams(query)), [query]);
  const update = useCallback((next: FilterState) => setParams(serializeFilterQuery(next), { preventScrollReset: true }), [setParams]);
  return { state, update, query };
}

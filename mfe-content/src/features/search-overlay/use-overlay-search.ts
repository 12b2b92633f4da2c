import { useEffect, useState } from 'react';
import {
  canRunQuery, fetchSearchPreviews, fetchSearchSuggestions, normalizeSearchTerm, shouldSuggest, SUGGEST_THROTTLE_MS, type SiteSearchResult,
} from '@rv/shared-lib/search';
import { useThrottledValue } from './use-throttled-value';

export interface OverlaySearch {
  /** The term the lists below belong to. */
  term: string;
  suggestions: string[];
  previews: SiteSearchResult[];
}

const EMPTY: OverlaySearch = { term: '', suggestions: [], previews: [] };

/**
 * Suggestions for any non-empty input and 'Top Suggestions' previews once the term has 3
 * characters (spec: validation rules), asked for at most every 300 ms. Failures leave the lists empty: spec (error catalogue)
 * says search failures are logged only.
 */
export function useOverlaySearch(input: string, owners = false): OverlaySearch {
  const term = useThrottledValue(normalizeSearchTerm(input), SUGGEST_THROTTLE_MS);
  const [state, setState] = useState<OverlaySearch>(EMPTY);
  useEffect(() => {
    if (!shouldSuggest(term)) {
      setState(EMPTY);
      return undefined;
    }
    let current = true;
    const logged = <T,>(fallback: T) => (error: unknown) => {
      console.warn('site search suggestions failed', error);
      return fallback;
    };
    Promise.all([
      fetchSearchSuggestions(term, owners).then((list) => list.map((s) => s.suggestion), logged<string[]>([])),
      canRunQuery(term) ? fetchSearchPreviews(term, owners).catch(logged<SiteSearchResult[]>([])) : Promise.resolve([]),
    ]).then(([suggestions, previews]) => {
      if (current) setState({ term, suggestions, previews });
    });
    return () => {
      current = false;
    };
  }, [term, owners]);
  return state;
}

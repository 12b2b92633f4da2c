import { useLastAnswer, useResource } from '@rv/shared-lib';
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

const logged = <T,>(fallback: T) => (error: unknown) => {
  console.warn('site search suggestions failed', error);
  return fallback;
};

/** Both lists for a term; a failed list is logged and left empty. */
async function overlayLists(term: string, owners: boolean): Promise<OverlaySearch> {
  const [suggestions, previews] = await Promise.all([
    fetchSearchSuggestions(term, owners).then((list) => list.map((s) => s.suggestion), logged<string[]>([])),
    canRunQuery(term) ? fetchSearchPreviews(term, owners).catch(logged<SiteSearchResult[]>([])) : Promise.resolve([]),
  ]);
  return { term, suggestions, previews };
}

/**
 * Suggestions for any non-empty input and 'Top Suggestions' previews once the term has 3
 * characters (spec: validation rules), asked for at most every 300 ms. Failures leave the lists empty: spec (error catalogue)
 * says search failures are logged only. The last lists stay shown while the next term's load.
 */
export function useOverlaySearch(input: string, owners = false): OverlaySearch {
  const term = useThrottledValue(normalizeSearchTerm(input), SUGGEST_THROTTLE_MS);
  const asked = shouldSuggest(term);
  const lists = useResource(asked ? `search-overlay:${owners}:${term}` : null, () => overlayLists(term, owners));
  return useLastAnswer(lists, asked) ?? EMPTY;
}

import { serviceClient } from '@rv/shared-lib';
import { PREVIEW_SIZE, SEARCH_PAGE_SIZE, SUGGESTION_SIZE } from '@rv/domain/search';

/** A field as the site-search engine returns it. */
export interface RawField<T> { raw: T }

/** Spec (entities and fields) search suggestion. */
export interface SearchSuggestion { suggestion: string }

/** Spec (entities and fields) preview result, also one result of the results page (snippet marks matches with <mark>). */
export interface SiteSearchResult {
  id: RawField<string>;
  data: {
    url_path: RawField<string>;
    title: RawField<string>;
    featured_image: RawField<string | null>;
    category: RawField<string>;
    meta_description: RawField<string>;
    snippet: RawField<string>;
  };
}

export interface CategoryFacetValue { value: string; count: number }

export interface SiteSearchResponse {
  meta: {
    query: string;
    engine: 'site' | 'owners';
    /** The term with misspelt words replaced, when the engine corrected any. */
    corrected_query: string | null;
    /** Close words to try when nothing was found. */
    alternatives: string[];
    page: { current: number; size: number; total_pages: number; total_results: number };
  };
  results: SiteSearchResult[];
  facets: { category: CategoryFacetValue[] };
}

export interface SiteSearchRequest { query: string; owners?: boolean; page?: number; size?: number; category?: string | null }

/** GET /site-search/v1/suggestions: up to 4 text suggestions (spec: the calls) for what was typed. */
export async function fetchSearchSuggestions(query: string, owners = false, size = SUGGESTION_SIZE): Promise<SearchSuggestion[]> {
  const { data } = await serviceClient('siteSearch').get<{ results: SearchSuggestion[] }>('/suggestions', { params: { query, owners, size } });
  return data.results;
}

/** GET /site-search/v1/searches: a page of results (10 by default) with the category facet. */
export async function fetchSearchResults({ query, owners = false, page = 1, size = SEARCH_PAGE_SIZE, category }: SiteSearchRequest): Promise<SiteSearchResponse> {
  const params = { query, owners, page, size, ...(category ? { category } : {}) };
  const { data } = await serviceClient('siteSearch').get<SiteSearchResponse>('/searches', { params });
  return data;
}

/** The overlay's 'Top Suggestions': the first 3 results of the term (spec: constants and limits, preview size). */
export async function fetchSearchPreviews(query: string, owners = false): Promise<SiteSearchResult[]> {
  return (await fetchSearchResults({ query, owners, size: PREVIEW_SIZE })).results;
}

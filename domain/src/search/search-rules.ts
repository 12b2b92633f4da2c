/** Search rules and constants of consumer spec (validation rules; constants and limits), shared by the overlay, the results page and the API. */

/** Spec (validation rules; constants and limits): the search input takes at most 100 characters. */
export const SEARCH_MAX_LENGTH = 100;
/** Spec (validation rules; constants and limits): a query runs only when the term has at least 3 characters. */
export const SEARCH_MIN_TERM = 3;
/** Spec (constants and limits): results per page, text suggestions and 'Top Suggestions' previews. */
export const SEARCH_PAGE_SIZE = 10;
export const SUGGESTION_SIZE = 4;
export const PREVIEW_SIZE = 3;
/** Spec (validation rules; constants and limits): suggestions are asked for at most once per 300 ms of typing. */
export const SUGGEST_THROTTLE_MS = 300;
/** Spec (states and transitions): focus reaches the input 300 ms after opening; the overlay is removed 500 ms after closing. */
export const OVERLAY_FOCUS_DELAY_MS = 300;
export const OVERLAY_REMOVE_DELAY_MS = 500;
/** Spec (constants and limits): preview images are resized to 520x346. */
export const PREVIEW_IMAGE_SIZE = { width: 520, height: 346 } as const;

/** Spec (states and transitions): the results page's first-load state. */
export type SearchFirstLoad = 'NONE' | 'LOADING' | 'LOADED';

/** Spec (validation rules): a word of 1-4 digits followed by 1-6 letters (308RL, 3121RL) is a model reference id. */
const REFERENCE_ID = /^\d{1,4}[a-z]{1,6}$/i;

/** Whether one word is a model reference id . */
export function isModelReferenceId(word: string): boolean {
  return REFERENCE_ID.test(word.trim());
}

/** The words of a term that are model reference ids, upper-cased as the catalogue writes them. */
export function referenceIdsIn(term: string): string[] {
  return term.split(/[\s,;/]+/).filter(isModelReferenceId).map((w) => w.toUpperCase());
}

/** The term as searched: whitespace collapsed and trimmed, cut to the 100-character limit. */
export function normalizeSearchTerm(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);
}

/** Said when a search term (from the URL, say) was longer than the limit and only its start was searched. */
export const SEARCH_TERM_CUT_MESSAGE = `Searches are limited to ${SEARCH_MAX_LENGTH} characters, so only the first ${SEARCH_MAX_LENGTH} were searched.`;

/** Whether normalizeSearchTerm had to cut the term to the limit. */
export function isSearchTermCut(raw: string | null | undefined): boolean {
  return (raw ?? '').replace(/\s+/g, ' ').trim().length > SEARCH_MAX_LENGTH;
}

/** Spec (validation rules): submit is disabled while the input is empty (spaces count as empty). */
export function canSubmitSearch(raw: string): boolean {
  return normalizeSearchTerm(raw).length > 0;
}

/** Spec (validation rules): suggestions are asked for only for non-empty input. */
export function shouldSuggest(raw: string): boolean {
  return normalizeSearchTerm(raw).length > 0;
}

/** Spec (validation rules): a query (results, previews) runs only for a term of at least 3 characters. */
export function canRunQuery(raw: string): boolean {
  return normalizeSearchTerm(raw).length >= SEARCH_MIN_TERM;
}

/** Spec (validation rules): a page number is accepted only if numeric and above 0; anything else gives null. */
export function parseSearchPage(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\s*\d+\s*$/.test(raw)) return null;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page > 0 ? page : null;
}

/** Spec (screens and routes): `owners=true` searches the owners engine; anything else the whole site. */
export function parseOwnersFlag(raw: string | null | undefined): boolean {
  return raw?.trim().toLowerCase() === 'true';
}

/** The results page URL for a term, owners flag, category and page (defaults left out, except owners as shows it). */
export function searchPageHref(query: string, options: { owners?: boolean; category?: string | null; page?: number } = {}): string {
  const params = new URLSearchParams({ query, owners: String(options.owners ?? false) });
  if (options.category) params.set('category', options.category);
  if (options.page && options.page > 1) params.set('page', String(options.page));
  return `/search?${params}`;
}

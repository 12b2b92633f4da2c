import { normalizeSearchTerm } from './search-rules';

/** The words of a term, lower-cased (the term normalised as searched first). */
export function searchWords(term: string | null | undefined): string[] {
  const normal = normalizeSearchTerm(term).toLowerCase();
  return normal ? normal.split(' ') : [];
}

/**
 * Whether a record matches a typed term: every word of the term occurs, case-insensitively, somewhere in
 * the record's texts ("cougar 29" matches "Cougar 293RK"). A term without words matches nothing. Used
 * by the catalogue's text filter and the dealer portal's course search, so both read a term alike.
 */
export function matchesEveryWord(term: string | null | undefined, texts: ReadonlyArray<string | null | undefined>): boolean {
  return wordMatcher(term)(texts);
}

/** matchesEveryWord with the term read once, for testing many records against one term. */
export function wordMatcher(term: string | null | undefined): (texts: ReadonlyArray<string | null | undefined>) => boolean {
  const words = searchWords(term);
  return (texts) => {
    if (words.length === 0) return false;
    const haystack = texts.filter(Boolean).join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  };
}

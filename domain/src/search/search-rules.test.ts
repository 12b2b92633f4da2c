import {
  canRunQuery, canSubmitSearch, isModelReferenceId, normalizeSearchTerm, parseOwnersFlag, parseSearchPage, PREVIEW_IMAGE_SIZE, PREVIEW_SIZE,
  isSearchTermCut, referenceIdsIn, SEARCH_MAX_LENGTH, SEARCH_MIN_TERM, SEARCH_PAGE_SIZE, searchPageHref, shouldSuggest, SUGGEST_THROTTLE_MS, SUGGESTION_SIZE,
} from './search-rules';

describe('search constants (spec: constants and limits)', () => {
  it('match the spec', () => {
    expect({ SEARCH_PAGE_SIZE, SUGGESTION_SIZE, PREVIEW_SIZE, SEARCH_MIN_TERM, SEARCH_MAX_LENGTH, SUGGEST_THROTTLE_MS, PREVIEW_IMAGE_SIZE })
      .toEqual({ SEARCH_PAGE_SIZE: 10, SUGGESTION_SIZE: 4, PREVIEW_SIZE: 3, SEARCH_MIN_TERM: 3, SEARCH_MAX_LENGTH: 100, SUGGEST_THROTTLE_MS: 300, PREVIEW_IMAGE_SIZE: { width: 520, height: 346 } });
  });
});

describe('model reference ids (spec: validation rules: 1-4 digits then 1-6 characters)', () => {
  it.each([
    ['308RL', true], ['3121rl', true], ['1A', true], ['2500abcdef', true], [' 25BH ', true],
    ['12345RL', false], ['308', false], ['RL308', false], ['308abcdefg', false], ['2026', false], ['', false], ['30-8RL', false],
  ])('%p is %p', (word, expected) => expect(isModelReferenceId(word)).toBe(expected));

  it('picks them out of a term, upper-cased', () => {
    expect(referenceIdsIn('alpine 308rl or 3121RL, 2026')).toEqual(['308RL', '3121RL']);
  });
});

describe('term limits (spec: validation rules)', () => {
  it.each([
    ['', false, false, false], ['   ', false, false, false], ['a', true, true, false], ['ab ', true, true, false], ['abc', true, true, true], ['  a  b ', true, true, true],
  ])('%p: submit %p, suggest %p, query %p', (term, submit, suggest, query) => {
    expect(canSubmitSearch(term)).toBe(submit);
    expect(shouldSuggest(term)).toBe(suggest);
    expect(canRunQuery(term)).toBe(query);
  });

  it('collapses whitespace and cuts to 100 characters', () => {
    expect(normalizeSearchTerm('  fifth \n  wheel ')).toBe('fifth wheel');
    expect(normalizeSearchTerm('x'.repeat(150))).toHaveLength(100);
    expect(normalizeSearchTerm(null)).toBe('');
  });
});

describe('page parameter (spec: validation rules: numeric and above 0)', () => {
  it.each([['1', 1], ['12', 12], [' 3 ', 3], ['0', null], ['-1', null], ['1.5', null], ['two', null], ['', null], [null, null], [undefined, null], ['1e3', null]])(
    '%p gives %p', (raw, expected) => expect(parseSearchPage(raw)).toBe(expected));
});

describe('owners flag and results URL (spec: screens and routes)', () => {
  it.each([['true', true], ['TRUE', true], ['false', false], ['yes', false], [null, false]])('%p is %p', (raw, expected) => expect(parseOwnersFlag(raw)).toBe(expected));

  it('builds /search?query=&owners= with category and page only when set', () => {
    expect(searchPageHref('fifth wheel')).toBe('/search?query=fifth+wheel&owners=false');
    expect(searchPageHref('tank', { owners: true, category: 'How-To', page: 2 })).toBe('/search?query=tank&owners=true&category=How-To&page=2');
    expect(searchPageHref('tank', { page: 1 })).toBe('/search?query=tank&owners=false');
  });
});

describe('a search term over the limit (seen before the fix: a 300-character query in the URL)', () => {
  it('is cut to the first 100 characters and says so', () => {
    const long = 'x'.repeat(300);
    expect(normalizeSearchTerm(long)).toHaveLength(SEARCH_MAX_LENGTH);
    expect(isSearchTermCut(long)).toBe(true);
    expect(isSearchTermCut(`  ${'y'.repeat(100)}  `)).toBe(false);
    expect(isSearchTermCut(null)).toBe(false);
  });
});

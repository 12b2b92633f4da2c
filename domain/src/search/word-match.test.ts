import { matchesEveryWord, searchWords, wordMatcher } from './word-match';

describe('text search matching (dealer search, catalogue text filter)', () => {
  it('splits a term into lower-case words, spaces collapsed', () => {
    expect(searchWords('  Cougar   293RK ')).toEqual(['cougar', '293rk']);
    expect(searchWords('   ')).toEqual([]);
    expect(searchWords(null)).toEqual([]);
  });

  it.each([
    ['cougar', ['Cougar 293RK'], true],
    ['COUGAR 29', ['Cougar 293RK'], true],
    ['cougar bunk', ['Cougar 293RK', 'Rear bunkhouse'], true],
    ['cougar montana', ['Cougar 293RK', 'Rear bunkhouse'], false],
    ['walkthrough', ['Cougar walkthrough', null, undefined], true],
    ['', ['anything'], false],
    ['  ', ['anything'], false],
  ])('%p in %p is %p', (term, texts, expected) => expect(matchesEveryWord(term, texts)).toBe(expected));

  it('reads the term once for many records', () => {
    const matches = wordMatcher('alpine 308');
    expect([['Alpine 308RL'], ['Alpine 286BH'], ['Cougar 308RL']].map((texts) => matches(texts))).toEqual([true, false, false]);
  });
});

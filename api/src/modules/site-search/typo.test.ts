import { prepareQuery } from './query';
import { buildDictionary, closeWords, correctWord, editDistance } from './typo';

const dictionary = buildDictionary(['Montana High Country', 'Cougar fifth wheels', 'Winterizing your water heater', 'Bunkhouse travel trailers']);

describe('edit distance', () => {
  it.each([['cougr', 'cougar', 1], ['montanna', 'montana', 1], ['cuogar', 'cougar', 1], ['bunkhose', 'bunkhouse', 1], ['same', 'same', 0], ['abc', 'xyz', 3]])(
    '%s to %s is %i', (a, b, d) => expect(editDistance(a, b)).toBe(d));
});

describe('typo correction by edit distance', () => {
  it.each([
    ['montanna', 'montana'], ['cougr', 'cougar'], ['bunkhose', 'bunkhouse'], ['winterising', 'winterizing'],
    // The swaps and drops in short names that trigram similarity scores under its 0.3 cut-off.
    ['cuogar', 'cougar'], ['fith', 'fifth'], ['montnaa', 'montana'],
    ['wheel', null], ['cougars', null], ['fifth', null], ['308rl', null], ['rv', null], ['qqqqqq', null],
  ])('%s becomes %s', (word, expected) => expect(correctWord(word, dictionary)).toBe(expected));

  it('offers close words for an empty result', () => {
    expect(closeWords('cougir', dictionary)).toEqual(['cougar']);
  });
});

describe('prepared query', () => {
  it('keeps only letters and digits in tsquery operands and ORs corrections in', () => {
    const q = prepareQuery("montanna's & (fifth) | !wheel:*", dictionary);
    expect(q.all).toBe('(montanna | montana) & s & fifth & wheel');
    expect(q.prefix).toBe('(montanna | montana) & s & fifth & wheel:*');
    expect(q.any).toBe('(montanna | montana) | s | fifth | wheel');
    expect(q.corrected).toBe('montana s fifth wheel');
  });

  it('finds model reference ids (spec: validation rules) lower-cased and keeps the phrase for exact matches', () => {
    const q = prepareQuery('Cougar 308RL', dictionary);
    expect(q.referenceIds).toEqual(['308rl']);
    expect(q.phrases).toEqual(['cougar 308rl']);
    expect(prepareQuery('  ', dictionary).all).toBeNull();
  });
});

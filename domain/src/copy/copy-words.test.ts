import { countInWords } from './copy-words';

describe('a small count in words (copy such as "eight questions")', () => {
  it.each([[0, 'zero'], [6, 'six'], [8, 'eight'], [12, 'twelve'], [13, '13'], [1500, '1,500']])('%i -> %s', (n, words) => expect(countInWords(n)).toBe(words));
});

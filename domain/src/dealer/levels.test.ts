import { currentLevel, levelProgress, levelsOf, nextLevel, type Level } from './levels';

const level = (id: string, category: string, points: number, awarded: boolean, completed?: number): Level => ({
  id, name: id, tags: [{ tag: category }], awarded: awarded ? { rewardId: id, awardedOn: '2026-01-01' } : null,
  attrs: { points, progress: completed === undefined ? undefined : { criteriaProgress: [{ required: points, completed }] } },
});
const levels = [
  level('gold', 'sales_level', 3000, false, 1200), level('member', 'sales_level', 0, true, 0), level('bronze', 'sales_level', 500, true, 500),
  level('silver', 'sales_level', 1500, false, 1200), level('l-member', 'learning_level', 0, true, 0), level('l-sapphire', 'learning_level', 900, true, 900),
];

describe('dealer spec (states and transitions): next level is the one after the current in ascending order, or the same if last', () => {
  it.each<[string, string | undefined, string | undefined]>([
    ['bronze -> silver (unsorted input)', 'bronze', 'silver'],
    ['member -> bronze', 'member', 'bronze'],
    ['the last level stays itself', 'l-sapphire', 'l-sapphire'],
    ['no current level -> none', undefined, undefined],
  ])('%s', (_case, currentId, expected) => {
    const current = levels.find((l) => l.id === currentId);
    expect(nextLevel(levels, current)?.id).toBe(expected);
  });
  it('finds the current level as the highest awarded of the category', () => {
    expect(currentLevel(levels, 'sales_level')?.id).toBe('bronze');
    expect(currentLevel(levels, 'user_level')).toBeUndefined();
    expect(levelsOf(levels, 'sales_level').map((l) => l.id)).toEqual(['member', 'bronze', 'silver', 'gold']);
  });
});

describe('dealer spec (states and transitions): level progress lookups fail silently to 0', () => {
  it.each<[string, unknown, number]>([
    ['1200 of 1500', level('s', 'sales_level', 1500, false, 1200), 80],
    ['complete', level('s', 'sales_level', 500, true, 500), 100],
    ['no progress', level('s', 'sales_level', 500, false), 0],
    ['required 0', level('m', 'sales_level', 0, true, 0), 0],
    ['null level', null, 0],
    ['undefined level', undefined, 0],
    ['malformed attrs', { attrs: null }, 0],
    ['empty criteria', { attrs: { progress: { criteriaProgress: [] } } }, 0],
  ])('%s -> %d', (_case, value, expected) => expect(levelProgress(value as Level)).toBe(expected));
});

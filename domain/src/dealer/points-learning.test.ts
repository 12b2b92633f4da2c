import { activitiesQuery, firstOrgTag, summaryPoints, type UserPoint } from '@rv/domain/dealer';
import { learningProgress, sortLearningPaths } from '@rv/domain/dealer';
import { timeFrameStart } from '@rv/domain/dealer';

const point = (name: string, hideInSummary: boolean, total: number): UserPoint => ({ point: { name, hideInSummary }, total });

describe('dealer spec (validation rules): points flagged hideInSummary are hidden', () => {
  it.each<[string, UserPoint[] | undefined, string[]]>([
    ['mixed', [point('Sales', false, 1), point('Units Sold', true, 2), point('Learning', false, 3)], ['Sales', 'Learning']],
    ['all hidden', [point('Units Sold', true, 2)], []],
    ['none', undefined, []],
  ])('%s', (_case, points, names) => expect(summaryPoints(points).map((p) => p.point.name)).toEqual(names));
});

describe('dealer spec (validation rules): activities are filtered by the first org_ tag and ask for behaviours only (page 0, count 100)', () => {
  it.each<[string, Array<string | { tag: string }> | undefined, string | undefined]>([
    ['first of two org tags', ['brand_CG', 'org_D1001', 'org_D1002'], 'org_D1001'],
    ['tag objects', [{ tag: 'user_level' }, { tag: 'org_D1004' }], 'org_D1004'],
    ['no org tag', ['brand_CG'], undefined],
    ['no tags', undefined, undefined],
  ])('%s', (_case, tags, expected) => {
    expect(firstOrgTag(tags)).toBe(expected);
    expect(activitiesQuery(tags)).toEqual({ page: 0, count: 100, onlyBehaviours: true, ...(expected ? { tags: expected } : {}) });
  });
});

describe('dealer spec (validation rules): learning paths sort by name; brand refs are de-duplicated and sorted', () => {
  it('sorts paths by name ascending', () => {
    expect(sortLearningPaths([{ name: 'Montana' }, { name: 'alpine' }, { name: 'Cougar' }]).map((p) => p.name)).toEqual(['alpine', 'Cougar', 'Montana']);
  });
  it.each<[number, number, number]>([[0, 4, 0], [1, 4, 25], [4, 4, 100], [5, 4, 100], [0, 0, 0], [1, 3, 33]])('%d of %d -> %d%%', (done, count, percent) => {
    expect(learningProgress(done, count)).toBe(percent);
  });
});

describe('dealer spec (constants and limits): leaderboard constants', () => {
  const now = new Date('2026-11-19T15:30:00Z'); // a Thursday
  it.each<['all' | 'month' | 'week' | 'day', string]>([
    ['all', '2026-01-01'], ['month', '2026-11-01'], ['week', '2026-11-16'], ['day', '2026-11-19'],
  ])('%s starts %s', (frame, start) => expect(timeFrameStart(frame, now).toISOString().slice(0, 10)).toBe(start));
});

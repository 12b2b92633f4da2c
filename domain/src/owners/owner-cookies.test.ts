import {
  addRecentArticle, parseRecentArticles, parseSelectedBrand, recentArticlesExcept, selectedBrandCookie, SELECTED_BRAND_MAX_AGE_S, type RecentArticle,
} from './owner-cookies';

const a = (uid: string, hasVideo = false): RecentArticle => ({ uid, title: uid.toUpperCase(), heroImage: `/img/${uid}.svg`, hasVideo });

describe('recently viewed articles cookie (spec: entities and fields; constants and limits: at most 4, one year)', () => {
  it.each([
    ['an empty list', [], a('x'), ['x']],
    ['a new article goes first', [a('b'), a('c')], a('x'), ['x', 'b', 'c']],
    ['a re-read article moves to the front once', [a('b'), a('x'), a('c')], a('x'), ['x', 'b', 'c']],
    ['the oldest falls off after 4', [a('b'), a('c'), a('d'), a('e')], a('x'), ['x', 'b', 'c', 'd']],
    ['the newest already first stays first', [a('x'), a('b')], a('x'), ['x', 'b']],
  ])('%s', (_name, list, article, uids) => {
    expect(addRecentArticle(list, article).map((r) => r.uid)).toEqual(uids);
  });

  it.each([
    ['missing', undefined, 0],
    ['empty', '', 0],
    ['not JSON', '{broken', 0],
    ['not a list', '{"uid":"a"}', 0],
    ['entries without uid or title dropped', JSON.stringify([{ uid: 'a', title: 'A' }, { uid: '', title: 'B' }, { title: 'C' }, null]), 1],
    ['more than 4 cut to 4', JSON.stringify([1, 2, 3, 4, 5, 6].map((n) => a(`a${n}`))), 4],
  ])('reads a cookie that is %s', (_name, value, count) => {
    expect(parseRecentArticles(value)).toHaveLength(count);
  });

  it('normalises heroImage and hasVideo', () => {
    expect(parseRecentArticles(JSON.stringify([{ uid: 'a', title: 'A', heroImage: 3, hasVideo: 'yes' }]))).toEqual([{ uid: 'a', title: 'A', heroImage: null, hasVideo: false }]);
  });

  it('lists the recent articles other than the one being read', () => {
    expect(recentArticlesExcept([a('x'), a('b')], 'x').map((r) => r.uid)).toEqual(['b']);
    expect(recentArticlesExcept([a('x'), a('b')], null)).toHaveLength(2);
  });
});

describe('selected-brand cookie (spec: constants and limits: 31536000 s)', () => {
  it.each([
    ['montana', { value: 'montana', maxAgeSeconds: SELECTED_BRAND_MAX_AGE_S }],
    ['  cougar ', { value: 'cougar', maxAgeSeconds: 31536000 }],
    [null, { value: '', maxAgeSeconds: 0 }],
    ['', { value: '', maxAgeSeconds: 0 }],
  ])('selecting %p writes %j', (slug, expected) => {
    expect(selectedBrandCookie(slug)).toEqual({ name: 'selected-brand', ...expected });
  });

  it.each([
    ['montana', 'montana'],
    ['high-country-2', 'high-country-2'],
    ['', null],
    [undefined, null],
    ['<script>', null],
    ['Montana', null],
  ])('reads %p as %p', (value, expected) => {
    expect(parseSelectedBrand(value)).toBe(expected);
  });
});

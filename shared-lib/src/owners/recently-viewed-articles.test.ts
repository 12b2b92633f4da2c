import { RECENT_ARTICLES_COOKIE } from '@rv/domain/owners';
import { readRecentArticles } from './recently-viewed-articles';

describe('recently viewed articles cookie (spec: entities and fields; constants and limits: at most 4)', () => {
  const cookie = (value: unknown) => `other=1; ${RECENT_ARTICLES_COOKIE}=${encodeURIComponent(JSON.stringify(value))}`;
  it.each([
    ['absent', 'other=1', 0],
    ['not JSON', `${RECENT_ARTICLES_COOKIE}=%7Bbroken`, 0],
    ['not a list', cookie({ uid: 'a' }), 0],
    ['two articles', cookie([{ uid: 'a', title: 'A' }, { uid: 'b', title: 'B' }]), 2],
    ['six articles', cookie(Array.from({ length: 6 }, (_, i) => ({ uid: `u${i}`, title: `T${i}` }))), 4],
    ['entries without a title', cookie([{ uid: 'a' }, { uid: 'b', title: 'B' }]), 1],
  ])('%s gives %i', (_case, value, count) => expect(readRecentArticles(value)).toHaveLength(count));
});

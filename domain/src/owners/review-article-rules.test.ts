import { articleHero, articleTags, toRecentArticle } from '@rv/domain/owners';
import { formatReviewDate, reviewLocation, shownReviews, starRating } from '@rv/domain/owners';

const img = (url: string) => ({ url, alt: '' });
const tag = (type: string, uid: string, isBroken = false) => ({ tag: { link_type: 'Document' as const, type, uid, slug: uid, isBroken } });

describe('review date (spec: constants and limits: short month, 2-digit day, year)', () => {
  it.each([
    ['2025-03-04T12:00:00Z', 'Mar 04, 2025'],
    ['2024-12-31', 'Dec 31, 2024'],
    ['2023-07-09T23:59:59Z', 'Jul 09, 2023'],
    ['not a date', ''],
    ['', ''],
    [null, ''],
  ])('%p -> %p', (value, expected) => {
    expect(formatReviewDate(value)).toBe(expected);
  });
});

describe('testimonial location and shown reviews (spec: entities and fields, "Testimonial")', () => {
  it.each([
    ['Goshen', 'IN', 'Goshen, IN'],
    ['Goshen', '', 'Goshen'],
    [null, 'IN', 'IN'],
    [' ', undefined, ''],
  ])('%p, %p -> %p', (city, state, expected) => {
    expect(reviewLocation(city, state)).toBe(expected);
  });

  it('drops reviews without text and keeps at most the limit', () => {
    const reviews = [{ Review: 'Great' }, { Review: ' ' }, { Review: null }, { Review: 'Good' }, { Review: 'Fine' }];
    expect(shownReviews(reviews, 2)).toEqual([{ Review: 'Great' }, { Review: 'Good' }]);
    expect(shownReviews(reviews, -1)).toEqual([]);
  });
});

describe('support article hero and recently viewed entry (spec: entities and fields)', () => {
  it.each([
    ['a video with an id', { hero_video: { youtube_video_id: 'abc', poster_image: img('/p.svg') }, hero_banner: img('/b.svg') }, 'video'],
    ['a video without an id falls back to the banner', { hero_video: { youtube_video_id: ' ' }, hero_banner: img('/b.svg') }, 'image'],
    ['a banner without a URL is none', { hero_banner: img('') }, null],
    ['nothing', {}, null],
  ])('%s', (_name, data, kind) => {
    expect(articleHero(data)?.kind ?? null).toBe(kind);
  });

  it.each([
    ['card image first', { title: 'A', card_image: img('/c.svg'), hero_banner: img('/b.svg') }, { uid: 'a', title: 'A', heroImage: '/c.svg', hasVideo: false }],
    ['banner when no card image', { title: 'A', hero_banner: img('/b.svg') }, { uid: 'a', title: 'A', heroImage: '/b.svg', hasVideo: false }],
    ['video poster and flag', { title: 'A', hero_video: { youtube_video_id: 'v', poster_image: img('/p.svg') } }, { uid: 'a', title: 'A', heroImage: '/p.svg', hasVideo: true }],
    ['no title is not kept', { title: ' ' }, null],
  ])('%s', (_name, data, expected) => {
    expect(toRecentArticle('a', data)).toEqual(expected);
  });

  it('reads the usable tags of one type', () => {
    const data = { tags_group: [tag('or_support_sub_category', 'batteries'), tag('or_support_category', 'electrical'), tag('or_support_sub_category', 'gone', true), null] };
    expect(articleTags(data, 'or_support_sub_category').map((t) => t.uid)).toEqual(['batteries']);
    expect(articleTags(data, 'or_support_category').map((t) => t.uid)).toEqual(['electrical']);
    expect(articleTags({}, 'or_support_brand')).toEqual([]);
  });
});

describe('a review\'s stars', () => {
  it.each([
    [5, '★★★★★', 'Rated 5 out of 5 stars'], [3, '★★★☆☆', 'Rated 3 out of 5 stars'], [1, '★☆☆☆☆', 'Rated 1 out of 5 stars'],
  ])('%s stars read %s', (rating, stars, label) => expect(starRating(rating)).toEqual({ stars, label }));
  it.each([[undefined], [null], [0], [6], [3.5], [Number.NaN]])('shows none for %s', (rating) => expect(starRating(rating)).toBeNull());
});

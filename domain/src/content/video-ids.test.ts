import { parseVideoId, siteVideoUrls, videoIdOf } from './video-ids';

describe('site video ids', () => {
  it.each([
    ['howto--how-to-level-your-trailer', { kind: 'howto', uid: 'how-to-level-your-trailer' }],
    ['owner--video-3', { kind: 'owner', uid: 'video-3' }],
    ['plant-tour', { standalone: 'plant-tour' }],
    ['kRvHowTo000', null], ['abc123', null], ['movie--x', null], ['howto--', null], ['', null],
  ])('reads %s', (id, parsed) => expect(parseVideoId(id)).toEqual(parsed));

  it('names a document video and the files the site serves for it', () => {
    expect(videoIdOf('blog', 'a-trip')).toBe('blog--a-trip');
    expect(siteVideoUrls('blog--a-trip')).toEqual({
      webm: '/api/media/video/blog--a-trip.webm', captions: '/api/media/video/blog--a-trip.vtt',
      poster: '/api/media/video/blog--a-trip.svg', details: '/api/media/video/blog--a-trip.json',
    });
  });
});

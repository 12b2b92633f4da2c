import { fetchFirstImagePreloads } from './fetch-first-images';

describe('fetchFirstImagePreloads', () => {
  it('preloads the image a page fetches first, once', () => {
    const html = '<main><img src="/a.svg?v=1&amp;x=2" alt="" fetchpriority="high"/><img src="/b.svg" loading="lazy"/><img src="/a.svg?v=1&amp;x=2" fetchpriority="high"/></main>';
    expect(fetchFirstImagePreloads(html)).toEqual(['<link rel="preload" as="image" href="/a.svg?v=1&amp;x=2" fetchpriority="high">']);
  });

  it('leaves an image inside a <picture> to the browser, which picks its source by screen', () => {
    const html = '<picture><source media="(max-width: 767px)" srcSet="/m.svg"/><img src="/d.svg" fetchpriority="high"/></picture><img src="/after.svg" fetchpriority="high"/>';
    expect(fetchFirstImagePreloads(html)).toEqual(['<link rel="preload" as="image" href="/after.svg" fetchpriority="high">']);
  });

  it('preloads an image with a srcset by the same srcset and sizes, so the browser fetches one file', () => {
    const html = '<img src="/s.svg" srcSet="/s.webp?w=480 480w, /s.webp?w=800 800w" sizes="100vw" fetchpriority="high"/>';
    expect(fetchFirstImagePreloads(html)).toEqual(['<link rel="preload" as="image" href="/s.svg" imagesrcset="/s.webp?w=480 480w, /s.webp?w=800 800w" imagesizes="100vw" fetchpriority="high">']);
  });

  it('gives nothing for a page without such an image', () => {
    expect(fetchFirstImagePreloads('<p>No images</p>')).toEqual([]);
  });
});

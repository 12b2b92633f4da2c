import { drawnImageProps, drawnImageSrcSet } from './drawn-image';

describe('drawn images as rasters', () => {
  it.each([
    ['/api/media/scene/home-slide-1-mobile.svg', '/api/media/scene/home-slide-1-mobile'],
    ['http://127.0.0.1:8080/api/media/scene/boondocking-101.svg', 'http://127.0.0.1:8080/api/media/scene/boondocking-101'],
    ['/api/media/elevation/AP-308RL-2026/side-right.svg', '/api/media/elevation/AP-308RL-2026/side-right'],
    ['/api/media/brand-elevation/alpine--fifth-wheels.svg', '/api/media/brand-elevation/alpine--fifth-wheels'],
  ])('offers %s as WebP in every width', (url, stem) => {
    expect(drawnImageSrcSet(url)).toBe(`${stem}.webp?w=480 480w, ${stem}.webp?w=800 800w, ${stem}.webp?w=1200 1200w, ${stem}.webp?w=1600 1600w`);
  });

  it.each([
    '/api/media/icon/wrench.svg', '/api/media/brand-logo/alpine.svg', '/api/media/avatar/jo.svg', '/uploads/photo.jpg',
    'https://cdn.example.com/api/media/scene/x.svg?v=2', '/api/media/scene/x.webp', '', null, undefined,
  ])('leaves %p alone', (url) => {
    expect(drawnImageSrcSet(url)).toBeUndefined();
    expect(drawnImageProps(url, '100vw')).toEqual({});
  });

  it('gives the sizes with the srcset, and takes other widths', () => {
    expect(drawnImageProps('/api/media/scene/a.svg', '(max-width: 767px) 100vw, 400px')).toEqual({
      srcSet: expect.stringContaining('/api/media/scene/a.webp?w=800 800w'),
      sizes: '(max-width: 767px) 100vw, 400px',
    });
    expect(drawnImageSrcSet('/api/media/scene/a.svg', [96, 192])).toBe('/api/media/scene/a.webp?w=96 96w, /api/media/scene/a.webp?w=192 192w');
  });
});

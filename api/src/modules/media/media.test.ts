import sharp from 'sharp';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { LIVERIES } from './elevation/livery';

/** Generated media the content seed points at: no binaries in the repo. */
describe(`media (${testDbKind})`, () => {
  const ctx = testAppPerFile({ seed: false });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url: `/api/media${url}` });

  it.each([
    ['/scene/home-slide-1.svg', 'home-slide-1'],
    ['/icon/plumbing.svg', 'stroke-linejoin="round"'],
    ['/avatar/jenna-whitaker.svg', 'Jenna Whitaker'],
    ['/brand-logo/cougar.svg', 'COUGAR'],
    ['/brochure-cover/montana-2026.svg', '2026 Montana brochure'],
    ['/region-map.svg', 'WEST'],
    ['/swatch/f3efe7-8c7b6b-2f2f2f.svg', 'fill="#8c7b6b"'],
    ['/interior/f3efe7-8c7b6b-2f2f2f.svg', 'fill="#8c7b6b"'],
  ])('draws %s as SVG', async (url, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.body).toMatch(/^<svg /);
    expect(res.body).toContain(text);
  });

  it('sends a scene as a WebP raster of the width asked, in the SVG\'s proportions', async () => {
    const res = await get('/scene/home-slide-1.webp?w=480');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480, height: 300 });
    expect(await sharp((await get('/scene/home-slide-1.webp')).rawPayload).metadata()).toMatchObject({ width: 1200 });
  });

  it('draws a brochure cover in the brand\'s livery with its trailer', async () => {
    const res = await get('/brochure-cover/montana-2026.svg');
    expect(res.body).toContain(LIVERIES.montana.cap);
    expect(res.body).toContain('class="el-body"');
    expect(res.body).toContain('>MONTANA</text>');
  });

  it.each([
    ['/brochure/nobrand-2026.pdf', 404], ['/brochure-cover/nobrand-2026.svg', 404], ['/brand-logo/nobrand.svg', 404],
    ['/brochure/montana.pdf', 400], ['/scene/BAD.svg', 400], ['/scene/home-banner.png', 400], ['/scene/home-banner.webp?w=5000', 400], ['/scene/home-banner.webp?w=wide', 400], ['/swatch/red.svg', 400], ['/interior/f3efe7-8c7b6b.svg', 400],
  ])('answers %s with %i', async (url, status) => {
    expect((await get(url)).statusCode).toBe(status);
  });
});

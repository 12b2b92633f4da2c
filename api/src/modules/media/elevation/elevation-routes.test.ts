import sharp from 'sharp';
import { testDbKind, testAppPerFile } from '../../../../test/test-app';
import { floorplanShareImageUrl } from '@rv/domain/catalog';
import { catalogSearchFor } from '../../catalog-search/service';
import { representative } from './elevation-routes';
import { drawElevation } from './draw-elevation';
import { SIDE_SCALE } from './draw-side';
import { TONGUE } from './layout';
import { liveryFor } from './livery';
import { specsFromRow } from './specs';

const count = (svg: string, part: string) => (svg.match(new RegExp(`class="${part}"`, 'g')) ?? []).length;
function bodyWidth(svg: string): number {
  const xs = [.../class="el-body" d="([^"]+)"/.exec(svg)![1].matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((m) => Number(m[1]));
  return Math.max(...xs) - Math.min(...xs);
}

describe(`elevation images (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const get = (url: string) => ctx().app.inject({ method: 'GET', url: `/api/media${url}` });
  const rows = async () => (await catalogSearchFor(ctx().db).index()).rows;

  it('draws every seeded floorplan by its type, length and slide count', async () => {
    const all = await rows();
    expect(all.length).toBeGreaterThan(50);
    for (const row of all) {
      const specs = specsFromRow(row);
      const left = drawElevation(specs, liveryFor(row.brand_slug), 'side-left');
      const right = drawElevation(specs, liveryFor(row.brand_slug), 'side-right');
      const fifth = row.rv_type === 'fifth-wheels';
      expect([row.unique_id, count(left, 'el-pinbox')]).toEqual([row.unique_id, fifth ? 1 : 0]);
      expect([row.unique_id, count(left, 'el-ramp')]).toEqual([row.unique_id, row.type_class_slug === 'toy-haulers' ? 1 : 0]);
      expect([row.unique_id, count(left, 'el-slide') + count(right, 'el-slide')]).toEqual([row.unique_id, row.slides]);
      expect(bodyWidth(left)).toBeCloseTo(Math.max(120, fifth ? row.length : row.length - TONGUE) * SIDE_SCALE, 0);
    }
  });

  it('serves a floorplan elevation as SVG, PNG and WebP with the media cache headers', async () => {
    const row = (await rows())[0];
    const svg = await get(`/elevation/${row.unique_id}/side-right.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(svg.body).toContain(`${row.name} exterior, door side</title>`);
    const png = await get(`/elevation/${row.unique_id}/side-right.png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['cache-control']).toBe(svg.headers['cache-control']);
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200, height: 450 });
    const webp = await get(`/elevation/${row.unique_id}/front.webp?w=400`);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 300 });
  });

  it('draws neighbouring floorplans and brands differently', async () => {
    const all = await rows();
    const [a, b] = all;
    const first = await get(`/elevation/${a.unique_id}/side-left.svg`);
    const second = await get(`/elevation/${b.unique_id}/side-left.svg`);
    expect(first.body).not.toBe(second.body);
    const otherBrand = all.find((r) => r.brand_slug !== a.brand_slug && r.type_class_slug === a.type_class_slug)!;
    const x = await get(`/brand-elevation/${a.brand_slug}--${a.type_class_slug}.png?w=300`);
    const y = await get(`/brand-elevation/${otherBrand.brand_slug}--${otherBrand.type_class_slug}.png?w=300`);
    expect(x.statusCode).toBe(200);
    expect(y.statusCode).toBe(200);
    expect(Buffer.compare(x.rawPayload, y.rawPayload)).not.toBe(0);
  });

  it('shows a brand and type page scene with the floorplan that brand and type are shown by', async () => {
    const row = representative(await rows(), 'cougar', 'fifth-wheels')!;
    const res = await get('/scene/cougar-fifth-wheels.svg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`>${row.name.toUpperCase().replace(/^COUGAR /, '')}</text>`);
    expect(res.body).toContain('class="el-pinbox"');
  });

  it('answers the share image URL shared-lib gives floorplan pages with a PNG', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: floorplanShareImageUrl((await rows())[3].unique_id) });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it('serves each brand mark with its emblem and word mark, distinct per brand', async () => {
    const cougar = await get('/brand-logo/cougar.svg');
    const carbon = await get('/brand-logo/carbon.svg');
    expect(cougar.body).toMatch(/aria-label="Cougar".*<circle .*>COUGAR<\/text>/);
    expect(carbon.body).toContain('>CARBON</text>');
    expect(cougar.body.replace('COUGAR', 'CARBON').replace('Cougar', 'Carbon')).not.toBe(carbon.body);
  });

  it('answers every generated image the seeded content points at', async () => {
    const { rows: docs } = await ctx().db.query<{ data: unknown }>('SELECT data FROM content_documents');
    const urls = new Set([...JSON.stringify(docs).matchAll(/\/api\/media\/[a-z0-9/._-]+/g)].map((m) => m[0]).filter((url) => !url.endsWith('.pdf')));
    expect(urls.size).toBeGreaterThan(100);
    const failed: string[] = [];
    for (const url of urls) {
      const res = await ctx().app.inject({ method: 'GET', url });
      if (res.statusCode !== 200 || !res.headers['content-type']?.toString().startsWith('image/')) failed.push(`${url} ${res.statusCode}`);
    }
    expect(failed).toEqual([]);
  });

  it.each([
    ['/elevation/NOPE-1-2026/side-left.svg', 404], ['/elevation/x/top.svg', 400], ['/elevation/x/side-left.gif', 400],
    ['/elevation/x/side-left.png?w=5000', 400], ['/brand-elevation/alpine--toy-haulers.svg', 404], ['/brand-elevation/alpine.svg', 400],
  ])('answers %s with %i', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toBeTruthy();
  });
});

import sharp from 'sharp';
import type { Model, SearchResponse } from '@rv/domain/catalog';
import { tourLink } from '@rv/domain/catalog';
import { testDbKind, testAppPerFile } from '../../../../test/test-app';
import { catalogSearchFor } from '../../catalog-search/service';
import { TOUR_WIDTH } from './tour-routes';
import { tourFactsFromRow, tourUrl } from '../../catalog-search';

// Each panorama takes a few seconds to draw on a busy 2-core machine.
jest.setTimeout(120000);

describe(`GET /api/media/tour/{uniqueId}.jpg (${testDbKind})`, () => {
  const ctx = testAppPerFile();
  const get = (url: string, headers: Record<string, string> = {}) => ctx().app.inject({ method: 'GET', url, headers });
  const rows = async () => (await catalogSearchFor(ctx().db).index()).rows;

  it('serves a 2:1 JPEG panorama at the address linkto360 names, cached for a year under its revision', async () => {
    const row = (await rows()).find((r) => r.has360 && r.slides > 0)!;
    const url = tourUrl(row)!;
    expect(url).toMatch(new RegExp(`^/api/media/tour/${row.unique_id}\\.jpg\\?v=[0-9a-z]+$`));
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"tour-[0-9a-z]+"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', TOUR_WIDTH, TOUR_WIDTH / 2]);
    // Floor below, ceiling above: the nadir row is darker than the zenith row (wood under a light ceiling).
    const { data } = await sharp(res.rawPayload).resize(64, 32, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
    const luma = (y: number) => Array.from({ length: 64 }, (_, x) => data[(y * 64 + x) * 3] + data[(y * 64 + x) * 3 + 1] + data[(y * 64 + x) * 3 + 2]).reduce((a, b) => a + b) / 64;
    expect(luma(31)).toBeLessThan(luma(0));

    const again = await get(url, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('answers 404 with a message for an unknown floorplan and one without a tour, 400 for a bad name', async () => {
    const missing = await get('/api/media/tour/no-such-floorplan.jpg');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('No floorplan "no-such-floorplan"');
    const without = (await rows()).find((r) => !r.has360)!;
    const none = await get(`/api/media/tour/${without.unique_id}.jpg`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toContain('has no 360° tour');
    const bad = await get('/api/media/tour/a%20b.png');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/file/);
  });

  it('names the tour in linkto360 of every floorplan with has360, and tourLink agrees', async () => {
    const res = await ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: { size: 200 } });
    const { docs } = res.json() as SearchResponse<Model>;
    expect(docs.some((m) => m.has360) && docs.some((m) => !m.has360)).toBe(true);
    const byId = new Map((await rows()).map((r) => [r.unique_id, r]));
    for (const model of docs) {
      expect(model.linkto360).toBe(model.has360 ? tourUrl(byId.get(model.uniqueId)!) : null);
      expect(tourLink(model)).toBe(model.linkto360);
    }
  });

  it('changes the address when the drawn facts change, and keeps it otherwise', async () => {
    const row = (await rows()).find((r) => r.has360)!;
    expect(tourUrl({ ...row })).toBe(tourUrl(row));
    expect(tourUrl({ ...row, slides: row.slides + 1 })).not.toBe(tourUrl(row));
    expect(tourUrl({ ...row, has360: false })).toBeNull();
    expect(tourFactsFromRow(row).palette).toHaveLength(3);
  });
});

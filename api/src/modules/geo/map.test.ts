import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import { simplifyLine, type Line, type MapOutlines } from './map-outlines';

/** Even-odd rule over every ring: is the point on land? */
function onLand(outlines: MapOutlines, lng: number, lat: number): boolean {
  let inside = false;
  for (const ring of outlines.land) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if ((yi > lat) !== (yj > lat) && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

describe('simplifyLine', () => {
  it('drops points closer to the line than the tolerance and keeps corners and ends', () => {
    const line: Line = [[0, 0], [1, 0.01], [2, 0], [2, 2], [2.01, 3], [2, 4]];
    expect(simplifyLine(line, 0.05)).toEqual([[0, 0], [2, 0], [2, 4]]);
    expect(simplifyLine(line, 0.001)).toEqual(line);
  });
});

describe(`locator map data: outlines and tiles (${testDbKind})`, () => {
  const tiles = http.createServer((req, res) => {
    if (req.url === '/5/8/11.png') res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    else res.writeHead(200, { 'content-type': 'text/html' }).end('<p>not a tile</p>');
  });
  beforeAll(async () => {
    await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => {
    delete process.env.MAP_TILE_URL;
    tiles.close();
  });
  // Hooks run in the order declared: the app is built after the hooks above and closed after them.
  const ctx = testAppPerFile({ seed: false });
  const get = (url: string) => ctx().app.inject({ method: 'GET', url });

  it('names a versioned outlines URL and no tile layer when none is configured', async () => {
    const res = await get('/api/geo/map');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ outlinesUrl: expect.stringMatching(/^\/api\/geo\/outlines\/[0-9a-f]{16}$/), tileUrl: null, attribution: null });
  });

  it('serves US and Canada outlines from the bundled atlases, cached for a year, small enough to download', async () => {
    const res = await get((await get('/api/geo/map')).json().outlinesUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(250_000);
    const outlines = res.json() as MapOutlines;
    expect(outlines.borders.length).toBeGreaterThan(40); // state borders
    expect(onLand(outlines, -85.83, 41.58)).toBe(true); // Goshen, IN
    expect(onLand(outlines, -114.07, 51.04)).toBe(true); // Calgary, AB
    expect(onLand(outlines, -149.9, 61.22)).toBe(true); // Anchorage, AK
    expect(onLand(outlines, -60, 35)).toBe(false); // the Atlantic
    expect(onLand(outlines, -99.13, 19.43)).toBe(false); // Mexico City: not drawn
  });

  it('answers 404 for an outlines version it does not have', async () => {
    const res = await get('/api/geo/outlines/0000000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No map outlines version "0000000000000000"/);
  });

  it('proxies the tile layer when MAP_TILE_URL is set: images only, tile numbers checked', async () => {
    expect((await get('/api/geo/tiles/5/8/11')).statusCode).toBe(404);
    process.env.MAP_TILE_URL = `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/{z}/{x}/{y}.png`;
    process.env.MAP_TILE_ATTRIBUTION = '© Test tiles';
    expect((await get('/api/geo/map')).json()).toMatchObject({ tileUrl: '/api/geo/tiles/{z}/{x}/{y}', attribution: '© Test tiles' });
    const tile = await get('/api/geo/tiles/5/8/11');
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    expect(tile.headers['cache-control']).toBe('public, max-age=86400');
    expect(tile.rawPayload).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect((await get('/api/geo/tiles/5/9/11')).statusCode).toBe(502);
    expect((await get('/api/geo/tiles/5/32/1')).json()).toMatchObject({ statusCode: 400, field: 'x', message: 'Tile x must be below 32 at zoom 5.' });
    expect((await get('/api/geo/tiles/20/1/1')).statusCode).toBe(400);
    expect((await get('/api/geo/tiles/a/1/1')).statusCode).toBe(400);
    delete process.env.MAP_TILE_ATTRIBUTION;
  });
});

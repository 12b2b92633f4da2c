import { MAP_START, START_HALF_SPAN_MILES, linesToPath, mercatorX, mercatorY, pixelsPerMile, project, tileHref, viewAround, visibleTiles } from './map-projection';

describe('locator map projection (Web Mercator, like map tiles)', () => {
  it('maps the world to the unit square', () => {
    expect([mercatorX(-180), mercatorX(0), mercatorX(180)]).toEqual([0, 0.5, 1]);
    expect(mercatorY(0)).toBeCloseTo(0.5);
    expect(mercatorY(85.0511)).toBeCloseTo(0, 3);
    expect(mercatorY(-85.0511)).toBeCloseTo(1, 3);
  });

  it('starts centred on 39.83, -98.57 showing the contiguous US', () => {
    const view = viewAround(MAP_START, START_HALF_SPAN_MILES, 640, 420);
    expect(project(view, MAP_START.lat, MAP_START.lng)).toEqual({ x: 320, y: 210 });
    for (const [lat, lng] of [[47.6, -122.3], [25.8, -80.2], [44.8, -68.8], [32.7, -117.2]]) { // Seattle, Miami, Bangor, San Diego
      const { x, y } = project(view, lat, lng);
      expect([x > 0 && x < 640, y > 0 && y < 420]).toEqual([true, true]);
    }
  });

  it('fits the search radius into the map height and draws it to scale', () => {
    const view = viewAround({ lat: 41.58, lng: -85.83 }, 100, 640, 420);
    const north = project(view, 41.58 + 100 / 69, -85.83);
    expect(Math.abs(north.y)).toBeLessThan(5); // the top edge (Mercator stretches north a little)
    expect(100 * pixelsPerMile(view, 41.58)).toBeCloseTo(210, -1);
  });

  it('lists the tiles that cover the view, at the zoom nearest its scale', () => {
    const view = viewAround({ lat: 41.58, lng: -85.83 }, 100, 640, 420);
    const tiles = visibleTiles(view);
    const z = tiles[0].z;
    expect(tiles.every((t) => t.z === z && t.x >= 0 && t.x < 2 ** z && t.y >= 0 && t.y < 2 ** z)).toBe(true);
    expect(Math.min(...tiles.map((t) => t.left))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.left + t.size))).toBeGreaterThanOrEqual(640);
    expect(Math.min(...tiles.map((t) => t.top))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((t) => t.top + t.size))).toBeGreaterThanOrEqual(420);
    expect(tileHref('/t/{z}/{x}/{y}.png', { z: 7, x: 33, y: 47, left: 0, top: 0, size: 256 })).toBe('/t/7/33/47.png');
  });

  it('turns [lng, lat] lines into an SVG path', () => {
    const view = viewAround({ lat: 0, lng: 0 }, 69, 200, 200);
    expect(linesToPath(view, [[[0, 0], [1, 0]]], false)).toMatch(/^M100\.0 100\.0L\d+\.\d 100\.0$/);
    expect(linesToPath(view, [[[0, 0], [1, 0], [1, 1]]], true)).toMatch(/Z$/);
  });
});

/** The locator map's geometry: Web Mercator (the projection of map tiles), so outlines, markers and tiles line up. */

/** Spec (the calls): the map starts at about 39.83, -98.57 (the middle of the contiguous US). */
export const MAP_START = { lat: 39.83, lng: -98.57 };
/** Half the height shown before any search, in miles: the contiguous US and southern Canada. */
export const START_HALF_SPAN_MILES = 1100;
export const MILES_PER_DEGREE_LATITUDE = 69;
export const TILE_SIZE = 256;
const MAX_LATITUDE = 85.05;

/** A [longitude, latitude] pair, as GeoJSON and the outlines API have them. */
export type LngLat = [number, number];

export interface MapView {
  /** The centre in world units (0..1 across the Mercator square). */
  cx: number;
  cy: number;
  /** Pixels per world unit. */
  scale: number;
  width: number;
  height: number;
}

export const mercatorX = (lng: number) => (lng + 180) / 360;
export function mercatorY(lat: number): number {
  const s = Math.sin((Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
}

/** A view centred on a place that shows halfSpanMiles north and south of it (and at least as much east and west). */
export function viewAround(center: { lat: number; lng: number }, halfSpanMiles: number, width: number, height: number): MapView {
  const degrees = halfSpanMiles / MILES_PER_DEGREE_LATITUDE;
  const halfSpan = Math.abs(mercatorY(center.lat - degrees) - mercatorY(center.lat + degrees)) / 2;
  return { cx: mercatorX(center.lng), cy: mercatorY(center.lat), scale: Math.min(width, height) / 2 / halfSpan, width, height };
}

/** Screen position of a place in the view. */
export function project(view: MapView, lat: number, lng: number): { x: number; y: number } {
  return { x: view.width / 2 + (mercatorX(lng) - view.cx) * view.scale, y: view.height / 2 + (mercatorY(lat) - view.cy) * view.scale };
}

/** Pixels per mile at a latitude (for the radius circle). */
export function pixelsPerMile(view: MapView, lat: number): number {
  const degrees = 1 / MILES_PER_DEGREE_LATITUDE;
  return Math.abs(mercatorY(lat - degrees / 2) - mercatorY(lat + degrees / 2)) * view.scale;
}

/** An SVG path of lines or rings given as [lng, lat] pairs; points off far outside the view are kept (the SVG clips). */
export function linesToPath(view: MapView, lines: readonly LngLat[][], closed: boolean): string {
  return lines.map((line) => line.map(([lng, lat], i) => {
    const { x, y } = project(view, lat, lng);
    return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
  }).join('') + (closed ? 'Z' : '')).join('');
}

export interface Tile {
  z: number;
  x: number;
  y: number;
  left: number;
  top: number;
  size: number;
}

/** The map tiles covering the view, at the zoom level nearest its scale. */
export function visibleTiles(view: MapView): Tile[] {
  const z = Math.max(0, Math.min(19, Math.round(Math.log2(view.scale / TILE_SIZE))));
  const count = 2 ** z;
  const size = view.scale / count;
  const left = view.cx * view.scale - view.width / 2;
  const top = view.cy * view.scale - view.height / 2;
  const tiles: Tile[] = [];
  for (let y = Math.max(0, Math.floor(top / size)); y <= Math.min(count - 1, Math.floor((top + view.height) / size)); y += 1) {
    for (let x = Math.max(0, Math.floor(left / size)); x <= Math.min(count - 1, Math.floor((left + view.width) / size)); x += 1) {
      tiles.push({ z, x, y, left: x * size - left, top: y * size - top, size });
    }
  }
  return tiles;
}

export const tileHref = (template: string, tile: Tile) =>
  template.replace('{z}', String(tile.z)).replace('{x}', String(tile.x)).replace('{y}', String(tile.y));

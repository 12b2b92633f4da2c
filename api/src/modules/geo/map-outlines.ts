import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { feature, mesh, type Topology } from 'topojson-client';

/** A line or ring of [longitude, latitude] pairs. */
export type Line = Array<[number, number]>;

/** The locator map's base layer: land to fill and borders to draw, simplified, in longitude/latitude. */
export interface MapOutlines {
  /** Outer and inner rings of the US and Canada. */
  land: Line[];
  /** Borders between US states. */
  borders: Line[];
}

/** Douglas-Peucker tolerance in degrees (about 3 km): enough for a locator map, a small download. */
export const SIMPLIFY_DEGREES = 0.03;
/** Islands smaller than this (degrees on both sides of their box) are left out. */
export const MIN_ISLAND_DEGREES = 0.25;
/** Canada in world-atlas (ISO 3166 numeric). */
const CANADA_ID = '124';

function perpendicular(p: [number, number], a: [number, number], b: [number, number]): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(p[0] - a[0], p[1] - a[1]);
  return Math.abs(dy * p[0] - dx * p[1] + b[0] * a[1] - b[1] * a[0]) / length;
}

/** Douglas-Peucker simplification of one line; the ends always stay. */
export function simplifyLine(line: Line, tolerance: number): Line {
  if (line.length <= 2) return line;
  const keep = new Array<boolean>(line.length).fill(false);
  keep[0] = keep[line.length - 1] = true;
  const stack: Array<[number, number]> = [[0, line.length - 1]];
  while (stack.length) {
    const [from, to] = stack.pop() as [number, number];
    let [worst, index] = [0, -1];
    for (let i = from + 1; i < to; i += 1) {
      const d = perpendicular(line[i], line[from], line[to]);
      if (d > worst) [worst, index] = [d, i];
    }
    if (index >= 0 && worst > tolerance) {
      keep[index] = true;
      stack.push([from, index], [index, to]);
    }
  }
  return line.filter((_, i) => keep[i]);
}

const round = (line: Line): Line => line.map(([x, y]) => [Math.round(x * 100) / 100, Math.round(y * 100) / 100]);

function bigEnough(ring: Line): boolean {
  const xs = ring.map((p) => p[0]);
  const ys = ring.map((p) => p[1]);
  return Math.max(...xs) - Math.min(...xs) >= MIN_ISLAND_DEGREES || Math.max(...ys) - Math.min(...ys) >= MIN_ISLAND_DEGREES;
}

function rings(geometry: { type: string; coordinates: unknown }): Line[] {
  if (geometry.type === 'Polygon') return geometry.coordinates as Line[];
  if (geometry.type === 'MultiPolygon') return (geometry.coordinates as Line[][]).flat();
  return [];
}

const readAtlas = (file: string) => JSON.parse(readFileSync(require.resolve(file), 'utf8')) as Topology;

/** Builds the outlines from the bundled atlases (us-atlas, world-atlas); no outside service. */
export function buildMapOutlines(): MapOutlines {
  const nation = readAtlas('us-atlas/nation-10m.json');
  const states = readAtlas('us-atlas/states-10m.json');
  const world = readAtlas('world-atlas/countries-50m.json');
  const us = feature(nation, nation.objects.nation).features ?? [];
  const canada = (feature(world, world.objects.countries).features ?? []).filter((f) => String(f.id) === CANADA_ID);
  const land = [...us, ...canada].flatMap((f) => rings(f.geometry))
    .filter(bigEnough)
    .map((ring) => round(simplifyLine(ring, SIMPLIFY_DEGREES)))
    .filter((ring) => ring.length >= 4);
  const borders = mesh(states, states.objects.states, (a, b) => a !== b).coordinates
    .map((line) => round(simplifyLine(line, SIMPLIFY_DEGREES)))
    .filter((line) => line.length >= 2);
  return { land, borders };
}

let cached: { version: string; body: string } | undefined;

/** The outlines as served: computed once per process, with a version that changes when they do. */
export function mapOutlines(): { version: string; body: string } {
  if (!cached) {
    const body = JSON.stringify(buildMapOutlines());
    cached = { version: createHash('sha256').update(body).digest('hex').slice(0, 16), body };
  }
  return cached;
}

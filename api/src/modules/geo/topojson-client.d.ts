/** The two topojson-client functions the map outlines use (the package ships no types). */
declare module 'topojson-client' {
  type Position = [number, number];
  interface Geometry { type: string; coordinates: unknown; id?: string | number }
  export interface Topology { type: 'Topology'; objects: Record<string, { type: string; geometries?: Array<{ id?: string | number }> }>; arcs: unknown }
  export function feature(topology: Topology, object: unknown): { type: string; geometry?: Geometry; features?: Array<{ id?: string | number; geometry: Geometry }> };
  export function mesh(topology: Topology, object?: unknown, filter?: (a: unknown, b: unknown) => boolean): { type: 'MultiLineString'; coordinates: Position[][] };
}

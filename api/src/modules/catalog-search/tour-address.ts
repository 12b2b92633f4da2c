import { LEAD_BRANDS } from '@rv/domain';
import type { ModelRow } from './repository';
import { versionHash } from './version-hash';

/** What a floorplan's 360° tour draws; the tour's address is a hash of it (the media module draws the panorama). */
export interface TourFacts {
  name: string;
  rvType: string;
  /** Overall length in inches (the spec sheet's LENGTH). */
  length: number;
  slides: number;
  /** Layout rooms as `Room@Front|Middle|Rear`, front to rear. */
  rooms: string[];
  garageLength: number | null;
  palette: [wall: string, wood: string, accent: string];
}

/** Bump when the drawing changes, so every tour address changes with it and caches may keep each for a year. */
const TOUR_REVISION = 1;
export const TOUR_BASE = '/api/media/tour';

/**
 * The four décors the site offers (wall-wood-accent, as the décor interiors draw them); a floorplan's tour shows
 * its brand's first, the one the brand's décor page lists first.
 */
export const DEFAULT_DECORS: ReadonlyArray<TourFacts['palette']> = [
  ['#f3efe7', '#8c7b6b', '#2f2f2f'], ['#e9eef0', '#9fb3bb', '#5c4a3d'], ['#d9d9d9', '#4a4a4a', '#b5651d'], ['#efe6d8', '#6b4f3a', '#3f5a3c'],
];

export function tourFactsFromRow(row: ModelRow): TourFacts {
  const brand = Math.max(0, LEAD_BRANDS.findIndex((b) => b.slug === row.brand_slug));
  return {
    name: row.name, rvType: row.rv_type, length: row.length, slides: row.slides, rooms: row.rooms,
    garageLength: row.garage_length, palette: DEFAULT_DECORS[brand % DEFAULT_DECORS.length],
  };
}

/** A version of the drawn facts: the tour address changes whenever the panorama would. */
export function tourVersion(facts: TourFacts): string {
  return versionHash(JSON.stringify([TOUR_REVISION, facts]));
}

/** The address of a floorplan's 360° panorama (a 2:1 JPEG), or null for a floorplan without a tour (has360 false). */
export function tourUrl(row: ModelRow): string | null {
  if (!row.has360) return null;
  return `${TOUR_BASE}/${encodeURIComponent(row.unique_id)}.jpg?v=${tourVersion(tourFactsFromRow(row))}`;
}

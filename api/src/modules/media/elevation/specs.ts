import type { ModelRow } from '../../catalog-search';

/** The silhouette families an elevation is drawn in. */
export type ElevationKind = 'travel-trailer' | 'fifth-wheel' | 'toy-hauler' | 'destination-trailer';
/** Road side (left, hitch to the left of the picture), door side (right, hitch to the right), front, rear. */
export type ElevationView = 'side-left' | 'side-right' | 'front' | 'rear';
export const VIEW_NAMES: Record<ElevationView, string> = {
  'side-left': 'road side', 'side-right': 'door side', front: 'front', rear: 'rear',
};

/** What an exterior drawing is made from: the floorplan's specifications, nothing else. */
export interface ElevationSpecs {
  name: string;
  brandSlug: string;
  brandName: string;
  modelYear: number;
  kind: ElevationKind;
  /** Towed by a fifth-wheel hitch (pin box) or a bumper hitch (A-frame); a toy hauler may be either. */
  hitch: 'pin-box' | 'bumper';
  lengthIn: number;
  heightIn: number;
  gvwrLb: number;
  slides: number;
  /** Layout rooms as `Room@Front|Middle|Rear`. */
  rooms: string[];
  garageLengthIn: number | null;
  awnings: number;
  entryDoors: 1 | 2;
  /** Roof solar panels fitted (0 when only prepped). */
  solarPanels: number;
  acUnits: number;
  propaneTanks: number;
}

/**
 * Axle count from GVWR (a named rule, see the module README): up to 5,500 lb one axle; up to 16,000 lb two
 * (two 6,000-8,000 lb axles with the hitch or pin carrying the rest); heavier, three.
 */
export function axleCountFor(gvwrLb: number): 1 | 2 | 3 {
  if (gvwrLb <= 5500) return 1;
  if (gvwrLb <= 16000) return 2;
  return 3;
}

/** Roof panels of a SolarFlex package: one 200 W panel per 200 W; none without a package. */
export function solarPanelsFor(flags: readonly string[]): number {
  if (flags.includes('solarflex_800')) return 4;
  if (flags.includes('solarflex_400')) return 2;
  if (flags.includes('solarflex_200')) return 1;
  return 0;
}

/** A catalogue row's elevation facts, by the same rules as its spec sheet (awnings: two from 34 ft). */
export function specsFromRow(row: ModelRow): ElevationSpecs {
  const toyHauler = row.type_class_slug === 'toy-haulers';
  const kind: ElevationKind = toyHauler ? 'toy-hauler'
    : row.type_class_slug === 'destination-trailers' ? 'destination-trailer'
      : row.rv_type === 'fifth-wheels' ? 'fifth-wheel' : 'travel-trailer';
  return {
    name: row.name, brandSlug: row.brand_slug, brandName: row.brand_name, modelYear: row.model_year, kind,
    hitch: row.rv_type === 'fifth-wheels' ? 'pin-box' : 'bumper',
    lengthIn: row.length, heightIn: row.height, gvwrLb: row.shipping_weight + row.carrying_capacity,
    slides: row.slides, rooms: row.rooms, garageLengthIn: row.garage_length,
    awnings: row.flags.includes('awnings') ? (row.length >= 34 * 12 ? 2 : 1) : 0,
    entryDoors: row.flags.includes('two_entry_doors') ? 2 : 1,
    solarPanels: solarPanelsFor(row.flags), acUnits: row.ac_units, propaneTanks: row.propane_tanks,
  };
}

import type { Random } from '../random';

/** What a feature's presence depends on: the floorplan facts the generator has already decided. */
export interface FloorplanFacts {
  rvType: 'travel-trailers' | 'fifth-wheels';
  typeClassSlug: string;
  class: 'Comfort' | 'Premium' | 'Luxury';
  lengthFt: number;
  layout: string;
  bathrooms: number;
  bedType: string;
  refrigeratorCuFt: number;
}

type Presence = 'S' | 'O' | null;
export interface FeatureRule {
  group: string;
  label: string;
  /** Filter flag (FILTER_KEYS boolean key) a floorplan gets when it has the feature. */
  flag?: string;
  source?: string;
  presence(facts: FloorplanFacts, random: Random): Presence;
}

const lux = (f: FloorplanFacts) => f.class === 'Luxury';
const big = (f: FloorplanFacts) => f.lengthFt >= 34;
const fw = (f: FloorplanFacts) => f.rvType === 'fifth-wheels';
const std = (): Presence => 'S';
const opt = (p: number) => (_f: FloorplanFacts, r: Random): Presence => (r.chance(p) ? 'O' : null);
const stdIf = (test: (f: FloorplanFacts) => boolean, optional = 0.4) => (f: FloorplanFacts, r: Random): Presence =>
  test(f) ? 'S' : r.chance(optional) ? 'O' : null;
const only = (test: (f: FloorplanFacts) => boolean) => (f: FloorplanFacts): Presence => (test(f) ? 'S' : null);
const rule = (group: string, label: string, presence: FeatureRule['presence'], flag?: string, source = 'SO'): FeatureRule =>
  ({ group, label, presence, flag, source });

/** Option group order of the spec sheet (spec: constants and limits: Exterior, Interior, Kitchen Features, then the others). */
export const FEATURE_GROUP_ORDER = ['Exterior', 'Interior', 'Kitchen Features', 'Convenience', 'Sleeping', 'Bath', 'Solar', 'Towing & Chassis'];

/** The feature catalogue: equipment a believable line-up carries, and when a floorplan has it. */
export const FEATURE_RULES: readonly FeatureRule[] = [
  rule('Exterior', 'Power Awning with LED Lighting', stdIf((f) => f.class !== 'Comfort', 0.6), 'awnings'),
  rule('Exterior', 'Outdoor Kitchen', stdIf((f) => f.layout === 'RK' && big(f), 0.15), 'outdoor_kitchen'),
  rule('Exterior', 'Outdoor TV Mount', stdIf((f) => lux(f), 0.35), 'outdoor_tv'),
  rule('Exterior', 'Exterior Shower', stdIf((f) => f.typeClassSlug === 'toy-haulers', 0.3), 'exterior_shower'),
  rule('Exterior', 'Pass-Through Storage', stdIf((f) => f.lengthFt >= 24, 0)),
  rule('Exterior', 'Two Entry Doors', only((f) => f.lengthFt >= 33 && ['BH', 'MB', 'RL'].includes(f.layout)), 'two_entry_doors'),
  rule('Exterior', 'Aluminum Wheels', stdIf((f) => f.class !== 'Comfort', 0.5)),
  rule('Exterior', 'Rear Ladder', opt(0.5)),
  rule('Interior', 'Theater Seating', stdIf((f) => f.layout === 'RL' || (lux(f) && big(f)), 0.3), 'theater_seating'),
  rule('Interior', 'Electric Fireplace', stdIf((f) => lux(f) || (fw(f) && big(f)), 0.25), 'fireplace'),
  rule('Interior', 'Loft', only((f) => f.layout === 'BL'), 'loft'),
  rule('Interior', 'Office Desk', only((f) => f.layout === 'RD' || f.layout === 'MB'), 'office'),
  rule('Interior', 'Day/Night Shades', std),
  rule('Interior', 'LED Interior Lighting', std),
  rule('Interior', 'Washer/Dryer Prep', stdIf((f) => fw(f) && big(f), 0.2), 'washerdryer_prep'),
  rule('Kitchen Features', 'Kitchen Island', only((f) => big(f) && ['RK', 'FK', 'MK'].includes(f.layout)), 'kitchen_island'),
  rule('Kitchen Features', 'Residential Refrigerator', only((f) => f.refrigeratorCuFt >= 16), 'residential_refrigerator'),
  rule('Kitchen Features', 'Dishwasher Prep', stdIf((f) => lux(f) && big(f), 0.1), 'dishwasher_prep'),
  rule('Kitchen Features', 'Three-Burner Range', std),
  rule('Kitchen Features', 'Microwave', std),
  rule('Kitchen Features', 'Solid Surface Countertops', stdIf((f) => f.class !== 'Comfort', 0.5)),
  rule('Convenience', 'Auto Leveling', stdIf((f) => fw(f) && f.class !== 'Comfort', 0.35), 'auto_leveling'),
  rule('Convenience', 'Wi-Fi Router Prep', stdIf((f) => f.class !== 'Comfort', 0.6), 'wifi_prep'),
  rule('Convenience', 'Backup Camera Prep', std, 'backup_camera_prep'),
  rule('Convenience', 'Heat Pump', stdIf((f) => lux(f), 0.3), 'heat_pump'),
  rule('Convenience', 'Generator Prep', stdIf((f) => f.typeClassSlug === 'toy-haulers' || lux(f), 0.3), 'generator'),
  rule('Convenience', 'Heated and Enclosed Underbelly', stdIf((f) => f.class !== 'Comfort', 0.5)),
  rule('Sleeping', 'King Bed', only((f) => f.bedType === 'King'), 'king_bed'),
  rule('Sleeping', 'Bunks', only((f) => ['BH', 'BL', 'MB'].includes(f.layout)), 'bunkhouse'),
  rule('Sleeping', 'Private Second Bedroom', only((f) => f.layout === 'MB' || (f.layout === 'BH' && f.lengthFt >= 34)), 'private_second_bedroom'),
  rule('Bath', 'Half Bath', only((f) => f.bathrooms % 1 !== 0), 'half_bath'),
  rule('Bath', 'Foot-Flush Toilet', std),
  rule('Solar', 'Solar Prep', std, 'solar'),
  rule('Solar', 'SolarFlex 200', (f, r) => (f.class === 'Comfort' ? 'S' : r.chance(0.3) ? 'O' : null), 'solarflex_200'),
  rule('Solar', 'SolarFlex 400', (f, r) => (f.class === 'Premium' ? 'S' : r.chance(0.3) ? 'O' : null), 'solarflex_400'),
  rule('Solar', 'SolarFlex 800', (f, r) => (lux(f) ? 'S' : r.chance(0.15) ? 'O' : null), 'solarflex_800'),
  rule('Towing & Chassis', 'Dexter Axles with E-Z Flex', std),
  rule('Towing & Chassis', 'Electric Tongue Jack', only((f) => !fw(f))),
  rule('Towing & Chassis', 'Hydraulic Front Landing Gear', only(fw)),
  rule('Interior', 'Designer Decor Package', stdIf(lux, 0.4), undefined, 'MKT'),
];

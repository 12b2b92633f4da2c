/** Filter keys, panel sections, slider bounds, size and class lists and sort options (consumer spec: entities and fields; constants and limits). */

export type FilterKind = 'terms' | 'range' | 'boolean';
/** The filter panel's accordion sections (spec: entities and fields, filter state sectionsOpen). */
export type FilterSection =
  | 'rvType' | 'brand' | 'pricesClass' | 'layoutSleep' | 'length' | 'weight' | 'convenience'
  | 'solarPackages' | 'exterior' | 'kitchen' | 'tankSize' | 'floorplan' | 'garageSize';

export interface FilterKeyDefinition {
  /** The key without its `models.` or `brand.` prefix. */
  key: string;
  kind: FilterKind;
  section: FilterSection;
  label: string;
}

const def = (key: string, kind: FilterKind, section: FilterSection, label: string): FilterKeyDefinition =>
  ({ key, kind, section, label });

/**
 * Every filter key the search service understands. The spec names the families and leaves the feature
 * flag codes open; the flag codes here are ours and match the feature catalogue of the seed.
 */
export const FILTER_KEYS: readonly FilterKeyDefinition[] = [
  def('region', 'terms', 'rvType', 'Region'),
  def('type', 'terms', 'rvType', 'RV Type'),
  def('typeClass', 'terms', 'rvType', 'Type Class'),
  def('brandType', 'terms', 'rvType', 'Brand Type'),
  def('toy_hauler', 'boolean', 'rvType', 'Toy Hauler'),
  def('destination_trailer', 'boolean', 'rvType', 'Destination Trailer'),
  def('brand', 'terms', 'brand', 'Brand'),
  def('price', 'range', 'pricesClass', 'Price'),
  def('class', 'terms', 'pricesClass', 'Class'),
  def('sleeps', 'range', 'layoutSleep', 'Sleeps'),
  def('room_priority', 'terms', 'layoutSleep', 'Room Priority'),
  def('room_location', 'terms', 'layoutSleep', 'Room Location'),
  def('bed_type', 'terms', 'layoutSleep', 'Master Bed'),
  def('bathrooms', 'terms', 'layoutSleep', 'Bathrooms'),
  def('bunkhouse', 'boolean', 'layoutSleep', 'Bunkhouse'),
  def('king_bed', 'boolean', 'layoutSleep', 'King Bed'),
  def('private_second_bedroom', 'boolean', 'layoutSleep', 'Private Second Bedroom'),
  def('loft', 'boolean', 'layoutSleep', 'Loft'),
  def('half_bath', 'boolean', 'layoutSleep', 'Half Bath'),
  def('length', 'range', 'length', 'Length'),
  def('size', 'terms', 'length', 'Size'),
  def('weight', 'range', 'weight', 'Shipping Weight'),
  def('carry_capacity', 'range', 'weight', 'Carrying Capacity'),
  def('ac_units', 'range', 'convenience', 'A/C Units'),
  def('tv_hookups', 'range', 'convenience', 'TV Hookups'),
  def('generator', 'boolean', 'convenience', 'Generator'),
  def('heat_pump', 'boolean', 'convenience', 'Heat Pump'),
  def('washerdryer_prep', 'boolean', 'convenience', 'Washer/Dryer Prep'),
  def('fireplace', 'boolean', 'convenience', 'Fireplace'),
  def('theater_seating', 'boolean', 'convenience', 'Theater Seating'),
  def('auto_leveling', 'boolean', 'convenience', 'Auto Leveling'),
  def('wifi_prep', 'boolean', 'convenience', 'Wi-Fi Prep'),
  def('backup_camera_prep', 'boolean', 'convenience', 'Backup Camera Prep'),
  def('solar', 'boolean', 'solarPackages', 'Solar Prep'),
  def('solar_power_system', 'boolean', 'solarPackages', 'Solar Power System'),
  def('solarflex_200', 'boolean', 'solarPackages', 'SolarFlex 200'),
  def('solarflex_400', 'boolean', 'solarPackages', 'SolarFlex 400'),
  def('solarflex_800', 'boolean', 'solarPackages', 'SolarFlex 800'),
  def('awnings', 'boolean', 'exterior', 'Power Awning'),
  def('outdoor_kitchen', 'boolean', 'exterior', 'Outdoor Kitchen'),
  def('outdoor_tv', 'boolean', 'exterior', 'Outdoor TV'),
  def('exterior_shower', 'boolean', 'exterior', 'Exterior Shower'),
  def('kitchen_island', 'boolean', 'kitchen', 'Kitchen Island'),
  def('residential_refrigerator', 'boolean', 'kitchen', 'Residential Refrigerator'),
  def('dishwasher_prep', 'boolean', 'kitchen', 'Dishwasher Prep'),
  def('refrigerator_size', 'terms', 'kitchen', 'Refrigerator Size'),
  def('fresh_water', 'range', 'tankSize', 'Fresh Water'),
  def('grey_water', 'range', 'tankSize', 'Grey Water'),
  def('blackwater', 'range', 'tankSize', 'Black Water'),
  def('lpg_size', 'range', 'tankSize', 'LPG Capacity'),
  def('number_of_propane_tanks', 'terms', 'tankSize', 'Propane Tanks'),
  def('office', 'boolean', 'floorplan', 'Office'),
  def('rear_living', 'boolean', 'floorplan', 'Rear Living'),
  def('two_entry_doors', 'boolean', 'floorplan', 'Two Entry Doors'),
  def('toy_hauler_garage_size', 'range', 'garageSize', 'Garage Size'),
];

export const FILTER_KEY_PREFIXES = ['models', 'brand'] as const;

/** `models.price` -> the price definition; `brand.price` is the same key seen from the brand view. */
export function filterKeyDefinition(prefixedKey: string): FilterKeyDefinition | undefined {
  const [prefix, key] = prefixedKey.split('.', 2);
  if (!(FILTER_KEY_PREFIXES as readonly string[]).includes(prefix)) return undefined;
  return FILTER_KEYS.find((d) => d.key === key);
}

export interface SliderBounds { min: number; max: number }

/** Default slider bounds when no aggregate answers (spec: constants and limits); lengths in inches, weights in lb, tanks in gallons. */
export const DEFAULT_SLIDER_BOUNDS: Readonly<Record<string, SliderBounds>> = {
  price: { min: 15000, max: 130000 },
  sleeps: { min: 2, max: 18 },
  length: { min: 96, max: 600 },
  carry_capacity: { min: 500, max: 8000 },
  weight: { min: 3000, max: 20000 },
  fresh_water: { min: 20, max: 120 },
  blackwater: { min: 2, max: 100 },
  grey_water: { min: 20, max: 150 },
  lpg_size: { min: 0, max: 60 },
  toy_hauler_garage_size: { min: 0, max: 500 },
  ac_units: { min: 0, max: 4 },
  tv_hookups: { min: 0, max: 5 },
};

export const SIZE_CLASSES = ['Compact', 'Mid-Sized', 'Full-Sized'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];
export const REGIONS = ['EAST', 'WEST', 'BOTH'] as const;
export type CatalogRegion = (typeof REGIONS)[number];

/** Size class by length in inches: under 26 ft compact, under 34 ft mid-sized (our cut-offs; the spec names only the classes). */
export function sizeClassFor(lengthInches: number): SizeClass {
  if (lengthInches < 26 * 12) return 'Compact';
  if (lengthInches < 34 * 12) return 'Mid-Sized';
  return 'Full-Sized';
}

/** Sortable fields; the spec's sort menu offers price, length and weight both ways, default uniqueId ascending. */
export const SORT_FIELDS = ['uniqueId', 'price', 'length', 'weight', 'sleeps', 'name', 'modelYear'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'asc' | 'desc';
export interface SortBy { field: SortField; order: SortOrder }
export const DEFAULT_SORT: SortBy = { field: 'uniqueId', order: 'asc' };

export const SORT_OPTIONS: ReadonlyArray<{ label: string; sort: SortBy }> = (['price', 'length', 'weight'] as const).flatMap((field) => [
  { label: `${field[0].toUpperCase()}${field.slice(1)}: Low to High`, sort: { field, order: 'asc' as const } },
  { label: `${field[0].toUpperCase()}${field.slice(1)}: High to Low`, sort: { field, order: 'desc' as const } },
]);

/** Room priority and location options; a location only means something together with a priority (spec: states and transitions). */
export const ROOM_PRIORITIES = ['Kitchen', 'Living', 'Bedroom', 'Bunks'] as const;
export const ROOM_LOCATIONS = ['Front', 'Middle', 'Rear'] as const;

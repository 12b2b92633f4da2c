/** Specification codes of consumer spec (entities and fields): those on floorplan cards and those the comparison adds. */
export type SpecKind = 'number' | 'text' | 'boolean';

export interface SpecDefinition {
  code: string;
  label: string;
  kind: SpecKind;
  /** Unit of a number, for the description; lengths are inches, weights lb, tanks gallons. */
  description: string;
}

const spec = (code: string, label: string, kind: SpecKind, description: string): SpecDefinition => ({ code, label, kind, description });

/** Card codes, in the spec's order. */
export const CARD_SPEC_CODES = [
  'RV-TYPE', 'MSRP', 'SHIPPINGWEIGHT', 'CARRYINGCAPACITY', 'HITCHWEIGHT', 'LENGTH', 'HEIGHT', 'TOY-HAULER-GARAGE-SIZE',
  'GARAGE-SIZE', 'TIRESIZE', 'FRESHWATER', 'GREYWATER', 'BLACKWATER', 'SLEEPING-CAPACITY', 'NUMBER-OF-PROPANE-TANKS',
  'LPGCAPACITY', 'REFRIGERATOR-SIZE', 'NEW-FLOORPLAN', 'STOCK-ONLY', 'MOST-POPULAR',
] as const;

export const SPEC_DEFINITIONS: readonly SpecDefinition[] = [
  spec('RV-TYPE', 'RV Type', 'text', 'Travel trailer or fifth wheel, with toy hauler or destination variants'),
  spec('MSRP', 'Base MSRP', 'number', 'Manufacturer suggested retail price in US dollars, before options and freight'),
  spec('SHIPPINGWEIGHT', 'Shipping Weight', 'number', 'Unloaded vehicle weight in pounds as shipped from the factory'),
  spec('CARRYINGCAPACITY', 'Carrying Capacity', 'number', 'Cargo, water and propane the unit may carry, in pounds (GVWR minus shipping weight)'),
  spec('HITCHWEIGHT', 'Hitch Weight', 'number', 'Pin or tongue weight in pounds'),
  spec('LENGTH', 'Length', 'number', 'Exterior length in inches'),
  spec('HEIGHT', 'Height', 'number', 'Exterior height in inches'),
  spec('TOY-HAULER-GARAGE-SIZE', 'Garage Length', 'number', 'Toy hauler garage length in inches'),
  spec('GARAGE-SIZE', 'Garage Size', 'number', 'Toy hauler garage floor area in square feet'),
  spec('TIRESIZE', 'Tire Size', 'text', 'Tire size'),
  spec('FRESHWATER', 'Fresh Water', 'number', 'Fresh water tank in gallons'),
  spec('GREYWATER', 'Grey Water', 'number', 'Grey water tanks in gallons'),
  spec('BLACKWATER', 'Black Water', 'number', 'Black water tanks in gallons'),
  spec('SLEEPING-CAPACITY', 'Sleeps', 'number', 'Number of people the floorplan sleeps'),
  spec('NUMBER-OF-PROPANE-TANKS', 'Propane Tanks', 'number', 'Number of propane tanks'),
  spec('LPGCAPACITY', 'LPG Capacity', 'number', 'Propane capacity in pounds'),
  spec('REFRIGERATOR-SIZE', 'Refrigerator Size', 'text', 'Refrigerator capacity'),
  spec('NEW-FLOORPLAN', 'New Floorplan', 'boolean', 'New for this model year'),
  spec('STOCK-ONLY', 'Dealer Stock Only', 'boolean', 'Sold from dealer stock only; cannot be built to order'),
  spec('MOST-POPULAR', 'Most Popular', 'boolean', 'One of the most popular floorplans'),
  spec('REGION', 'Region', 'text', 'Where the floorplan is sold: EAST, WEST or BOTH'),
  spec('SIZE', 'Size', 'text', 'Compact, Mid-Sized or Full-Sized'),
  spec('GVWR', 'GVWR', 'number', 'Gross vehicle weight rating in pounds'),
  spec('HEAT-PUMP', 'Heat Pump', 'boolean', 'Heat pump on the main air conditioner'),
  spec('AC-UNITS', 'A/C Units', 'number', 'Number of roof air conditioners (installed or prepped)'),
  spec('BED-TYPES', 'Master Bed', 'text', 'Master bed size'),
  spec('BUNKHOUSE', 'Bunkhouse', 'boolean', 'Has a bunk room or bunks'),
  spec('BATHROOMS', 'Bathrooms', 'number', 'Number of bathrooms, a half bath counting 0.5'),
  spec('KITCHEN-FEATURES', 'Kitchen Features', 'text', 'Notable kitchen features'),
  spec('FIREPLACE', 'Fireplace', 'boolean', 'Electric fireplace'),
  spec('OFFICE', 'Office', 'boolean', 'Dedicated office or work space'),
  spec('OUTDOOR-KITCHEN', 'Outdoor Kitchen', 'boolean', 'Outside kitchen'),
  spec('AWNINGS', 'Awnings', 'number', 'Number of power awnings'),
  spec('CAMERA-PREP', 'Camera Prep', 'boolean', 'Backup and side camera prep'),
  spec('WIFI-PREP', 'Wi-Fi Prep', 'boolean', 'Wi-Fi router prep'),
  spec('LEVELING', 'Leveling', 'text', 'Leveling system'),
  spec('SOLAR', 'Solar', 'text', 'Solar package or prep'),
  spec('GENERATOR', 'Generator', 'text', 'Generator installed or prepped'),
];

/** Display order of a spec code: card codes first, then comparison items. */
export function specSequence(code: string): number {
  const i = SPEC_DEFINITIONS.findIndex((d) => d.code === code);
  return i === -1 ? SPEC_DEFINITIONS.length + 1 : i + 1;
}

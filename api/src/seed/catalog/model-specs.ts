import type { ModelRecord } from './model-record';

type RecordFacts = Omit<ModelRecord, 'specifications'>;
const str = (value: number | null | undefined) => (value === null || value === undefined ? null : String(value));
const has = (r: RecordFacts, flag: string) => String(r.flags.includes(flag));

const TIRES: Record<string, string> = { 'travel-trailers': 'ST225/75R15', 'fifth-wheels': 'ST235/80R16' };

/** The spec sheet of a model record: every card code and comparison item, as the text the sheet shows. */
export function specificationsOf(r: RecordFacts): Record<string, string | null> {
  const solar = ['solarflex_800', 'solarflex_400', 'solarflex_200'].find((f) => r.flags.includes(f));
  return {
    'RV-TYPE': `${r.type_class_slug === 'toy-haulers' ? 'Toy Hauler ' : r.type_class_slug === 'destination-trailers' ? 'Destination ' : ''}${r.rv_type === 'fifth-wheels' ? 'Fifth Wheel' : 'Travel Trailer'}`,
    MSRP: str(r.price),
    SHIPPINGWEIGHT: str(r.shipping_weight),
    CARRYINGCAPACITY: str(r.carrying_capacity),
    HITCHWEIGHT: str(r.hitch_weight),
    LENGTH: str(r.length),
    HEIGHT: str(r.height),
    'TOY-HAULER-GARAGE-SIZE': str(r.garage_length),
    'GARAGE-SIZE': str(r.garage_size),
    TIRESIZE: r.shipping_weight > 12000 ? 'ST235/85R16' : TIRES[r.rv_type],
    FRESHWATER: str(r.fresh_water),
    GREYWATER: str(r.grey_water),
    BLACKWATER: str(r.black_water),
    'SLEEPING-CAPACITY': str(r.sleeps),
    'NUMBER-OF-PROPANE-TANKS': str(r.propane_tanks),
    LPGCAPACITY: str(r.lpg_capacity),
    'REFRIGERATOR-SIZE': r.refrigerator_size,
    'NEW-FLOORPLAN': String(r.new_floorplan),
    'STOCK-ONLY': String(r.stock_only),
    'MOST-POPULAR': String(r.most_popular),
    REGION: r.region,
    SIZE: r.size,
    GVWR: str(r.shipping_weight + r.carrying_capacity),
    'HEAT-PUMP': has(r, 'heat_pump'),
    'AC-UNITS': str(r.ac_units),
    'BED-TYPES': r.bed_type,
    BUNKHOUSE: has(r, 'bunkhouse'),
    BATHROOMS: str(r.bathrooms),
    'KITCHEN-FEATURES': [r.flags.includes('kitchen_island') && 'Kitchen Island', r.flags.includes('residential_refrigerator') && 'Residential Refrigerator', 'Three-Burner Range'].filter(Boolean).join(', '),
    FIREPLACE: has(r, 'fireplace'),
    OFFICE: has(r, 'office'),
    'OUTDOOR-KITCHEN': has(r, 'outdoor_kitchen'),
    AWNINGS: r.flags.includes('awnings') ? (r.length >= 34 * 12 ? '2' : '1') : '0',
    'CAMERA-PREP': has(r, 'backup_camera_prep'),
    'WIFI-PREP': has(r, 'wifi_prep'),
    LEVELING: r.flags.includes('auto_leveling') ? '6-Point Auto Leveling' : r.rv_type === 'fifth-wheels' ? 'Hydraulic Front Jacks' : 'Manual Stabilizer Jacks',
    SOLAR: solar ? `SolarFlex ${solar.split('_')[1]}` : 'Solar Prep',
    GENERATOR: r.flags.includes('generator') ? (r.type_class_slug === 'toy-haulers' ? 'Onboard Generator' : 'Generator Prep') : 'None',
  };
}

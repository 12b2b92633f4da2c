import { SUB_BRANDS, brandByCode, type SubBrandDefinition, type TypeClassSlug } from '@rv/domain';
import { sizeClassFor, type CatalogRegion } from '@rv/domain/catalog';
import type { Random } from '../random';
import { LAYOUTS, TOY_HAULER_LAYOUTS, type Layout } from './layouts';
import { specificationsOf } from './model-specs';
import { FEATURE_RULES, type FloorplanFacts } from './feature-catalogue';
import type { ModelRecord } from './model-record';
import { maxSleepsForLength, MIN_BUNKHOUSE_SLEEPS } from '../checks/catalogue-rules';

export const CURRENT_YEAR = 2026;

/** A sub-brand in one of the type classes its lead brand builds. */
export interface BrandTypeSlot { brand: SubBrandDefinition; typeClass: TypeClassSlug }

export function brandTypeSlots(): BrandTypeSlot[] {
  return SUB_BRANDS.flatMap((brand) => (brandByCode(brand.code)?.typeClasses ?? []).map((typeClass) => ({ brand, typeClass })));
}

const round = (value: number, step: number) => Math.round(value / step) * step;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Decides one floorplan (all of its model years share these facts). */
function floorplanFacts(slot: BrandTypeSlot, random: Random) {
  const { brand, typeClass } = slot;
  const toyHauler = typeClass === 'toy-haulers';
  const rvType: FloorplanFacts['rvType'] = typeClass === 'fifth-wheels' || (toyHauler && random.chance(0.7)) ? 'fifth-wheels' : 'travel-trailers';
  const compactLine = ['SP', 'CLLT', 'BLCF', 'PPSL', 'CGHT'].includes(brand.referenceId);
  // A half-ton line stays light enough for a half-ton truck (catalogue-rules.ts): short fifth wheels, trailers up to 28 ft.
  const [minFt, maxFt] = typeClass === 'destination-trailers' ? [38, 44]
    : brand.towClass === 'half-ton' ? (rvType === 'fifth-wheels' ? [22, 24] : [18, 28])
      : rvType === 'fifth-wheels' ? [toyHauler ? 30 : 27, 44]
        : compactLine ? [16, 30] : [18, toyHauler ? 32 : 38];
  const lengthFt = random.int(minFt, maxFt);
  const pool = (toyHauler ? TOY_HAULER_LAYOUTS : LAYOUTS).filter((l) => l.minFt <= lengthFt);
  const layout: Layout = random.pick(pool.length ? pool : LAYOUTS.slice(-1));
  const bathrooms = lengthFt >= 38 && brand.class !== 'Comfort' ? random.pick([1.5, 2]) : layout.bunks && lengthFt >= 33 ? 1.5 : 1;
  const bedType = brand.class === 'Luxury' && rvType === 'fifth-wheels' ? 'King' : lengthFt < 22 ? 'Short Queen' : random.chance(0.2) ? 'King' : 'Queen';
  const refrigeratorCuFt = lengthFt < 24 ? 8 : lengthFt < 32 ? random.pick([10, 12]) : brand.class === 'Luxury' ? 18 : random.pick([12, 16]);
  const facts: FloorplanFacts = { rvType, typeClassSlug: typeClass, class: brand.class, lengthFt, layout: layout.code, bathrooms, bedType, refrigeratorCuFt };
  return { facts, layout, lengthInches: lengthFt * 12 + random.int(0, 11) };
}

function brandTypeOf(typeClass: TypeClassSlug, rvType: string, cls: string): string {
  if (typeClass === 'toy-haulers') return `toy-hauler-${rvType}`;
  if (typeClass === 'destination-trailers') return 'destination-travel-trailers';
  return `${cls.toLowerCase()}-${rvType}`;
}

/**
 * Generates the floorplans of one brand slot: `count` floorplans, each sold from its first model year
 * to its last, one model record per year. `nextId` numbers the records; `usedRefs` keeps referenceIds
 * unique across the catalogue.
 */
export function generateFloorplans(slot: BrandTypeSlot, count: number, random: Random, nextId: () => number, usedRefs: Set<string>): ModelRecord[] {
  const records: ModelRecord[] = [];
  for (let n = 0; n < count; n += 1) {
    const { facts, layout, lengthInches } = floorplanFacts(slot, random);
    const referenceId = uniqueReference(`${facts.lengthFt}${random.int(0, 9)}${layout.code}`, usedRefs);
    const firstYear = random.pick([2024, 2024, 2025, 2025, 2026, 2026, 2026]);
    const lastYear = random.chance(0.88) ? CURRENT_YEAR : random.int(firstYear, CURRENT_YEAR - 1);
    const shared = {
      mostPopular: random.chance(0.12), stockOnly: random.chance(0.06), has360: random.chance(0.4), hidden: random.chance(0.04),
      region: random.pick<CatalogRegion>(['BOTH', 'BOTH', 'BOTH', 'BOTH', 'BOTH', 'BOTH', 'EAST', 'WEST']),
      noPrice: random.chance(0.02),
    };
    for (let year = firstYear; year <= lastYear; year += 1) {
      records.push(modelRecord({ slot, facts, layout, lengthInches, referenceId, year, firstYear, lastYear, shared, random, id: nextId() }));
    }
  }
  return records;
}

function uniqueReference(candidate: string, used: Set<string>): string {
  let ref = candidate;
  for (let i = 0; used.has(ref); i += 1) ref = `${candidate}${String.fromCharCode(65 + (i % 26))}${i >= 26 ? Math.floor(i / 26) : ''}`;
  used.add(ref);
  return ref;
}

interface RecordInput {
  slot: BrandTypeSlot; facts: FloorplanFacts; layout: Layout; lengthInches: number; referenceId: string; year: number;
  firstYear: number; lastYear: number; random: Random; id: number;
  shared: { mostPopular: boolean; stockOnly: boolean; has360: boolean; hidden: boolean; region: CatalogRegion; noPrice: boolean };
}

function modelRecord(input: RecordInput): ModelRecord {
  const { slot, facts, layout, lengthInches, referenceId, year, firstYear, lastYear, shared, random, id } = input;
  const { brand, typeClass } = slot;
  const fw = facts.rvType === 'fifth-wheels';
  const toyHauler = typeClass === 'toy-haulers';
  const ft = lengthInches / 12;
  const classFactor = { Comfort: 0.95, Premium: 1.05, Luxury: 1.15 }[brand.class];
  const slides = clamp(Math.floor((ft - (fw ? 26 : 20)) / 5) + random.int(0, 1), 0, fw ? 5 : 3);
  const garageLength = toyHauler ? clamp(round(ft * 0.3 * 12, 6), 96, 180) : null;
  // Weight grows with length and slides: an 18 ft trailer ships near 3,900 lb, a 44 ft fifth wheel near 15,000 lb.
  const shipping = clamp(round(((fw ? -2000 + 380 * ft : -500 + 245 * ft) + slides * 350 + (toyHauler ? 800 : 0)) * classFactor * (1 + (random.next() - 0.5) * 0.06), 5), 3000, 20000);
  const carrying = clamp(round((fw ? 2400 : 1300) + ft * (toyHauler ? 60 : 25) + random.int(-200, 200), 10), 500, 8000);
  const priceBase = ((fw ? 6000 + 1700 * ft : 3000 + 1150 * ft) + slides * 2000 + (toyHauler ? 6000 : 0)) * { Comfort: 1, Premium: 1.2, Luxury: 1.42 }[brand.class];
  const price = shared.noPrice ? null : clamp(round(priceBase * (1 + (year - 2024) * 0.03), 100) - 5, 15000, 129995);
  const tanks = fw && ft >= 34 ? 2 : random.pick([1, 2, 2]);
  // One sleeping place per three feet at most; bunks sleep at least six (catalogue-rules.ts).
  const sleeps = clamp((layout.bunks ? random.int(8, 10) : random.int(4, 6)) + (toyHauler ? random.int(2, 4) : 0), layout.bunks ? MIN_BUNKHOUSE_SLEEPS : 2, maxSleepsForLength(ft));
  const features = FEATURE_RULES.flatMap((rule) => {
    const value = rule.presence(facts, random);
    return value ? [{ group: rule.group, label: rule.label, value, source: rule.source ?? 'SO', flag: rule.flag }] : [];
  });
  const flags = new Set(features.filter((f) => f.flag && f.source === 'SO').map((f) => f.flag as string));
  if (toyHauler) flags.add('toy_hauler');
  if (typeClass === 'destination-trailers') flags.add('destination_trailer');
  if (layout.rooms.includes('Living@Rear')) flags.add('rear_living');
  if (flags.has('solarflex_200') || flags.has('solarflex_400') || flags.has('solarflex_800')) flags.add('solar_power_system');
  const record: Omit<ModelRecord, 'specifications'> = {
    id, unique_id: `${brand.referenceId}-${referenceId}-${year}`, reference_id: referenceId,
    uid: `${brand.slug}-${referenceId.toLowerCase()}-${year}`, name: `${brand.name} ${referenceId}`,
    description: `${layout.name} ${fw ? 'fifth wheel' : 'travel trailer'}${toyHauler ? ' toy hauler' : ''} with ${slides || 'no'} slide${slides === 1 ? '' : 's'}, sleeps ${sleeps}.`,
    brand_reference_id: brand.referenceId, type_class_slug: typeClass, rv_type: facts.rvType,
    brand_type: brandTypeOf(typeClass, facts.rvType, brand.class), model_year: year,
    active: lastYear === CURRENT_YEAR, show_on_web: lastYear === CURRENT_YEAR && year === lastYear && !shared.hidden,
    most_popular: shared.mostPopular, new_floorplan: year === firstYear && firstYear === CURRENT_YEAR, stock_only: shared.stockOnly,
    has360: shared.has360, region: shared.region, class: brand.class, size: sizeClassFor(lengthInches), price, sleeps,
    length: lengthInches, height: fw ? random.int(148, 160) : random.int(124, 138), shipping_weight: shipping, carrying_capacity: carrying,
    hitch_weight: round(shipping * (fw ? 0.2 : 0.12), 5), fresh_water: clamp(round((fw ? 55 : 30) + ft * 0.9 + (toyHauler ? 30 : 0), 1), 20, 120),
    grey_water: clamp(round(25 + ft * 1.6 * facts.bathrooms, 1), 20, 150), black_water: clamp(round(20 + ft * 0.9 * facts.bathrooms, 1), 2, 100),
    lpg_capacity: tanks * (ft >= 30 ? 30 : 20), propane_tanks: tanks, refrigerator_size: `${facts.refrigeratorCuFt} cu ft`,
    ac_units: clamp((ft >= 34 ? 2 : 1) + (brand.class === 'Luxury' && ft >= 38 ? 1 : 0), 0, 4), tv_hookups: clamp(Math.floor(ft / 10) + random.int(0, 1), 1, 5),
    garage_length: garageLength, garage_size: garageLength ? round((garageLength / 12) * 8, 1) : null, slides, bathrooms: facts.bathrooms,
    bed_type: facts.bedType, rooms: layout.rooms, flags: [...flags].sort(),
    features: features.map(({ group, label, value, source }) => ({ group, label, value, source })),
  };
  return { ...record, specifications: specificationsOf(record) };
}

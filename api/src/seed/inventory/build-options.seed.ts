import { EXTERIOR_PAINT_GROUP, optionCode } from '@rv/domain/build';
import { assertSeedRules } from '../checks/seed-check';
import { buildOptionViolations, type BuildOptionRow } from '../checks/build-option-rules';
import type { Database } from '../../db/database';
import type { Random } from '../random';
import type { Seeder } from '../types';

interface OptionalFeature { reference_id: string; model_year: number; class: string; group_name: string; label: string; sequence: number }

/** Price ranges by option group, in dollars; luxury lines charge more for the same equipment. */
const GROUP_PRICES: Record<string, [number, number]> = {
  Exterior: [350, 1600], Interior: [250, 1400], 'Kitchen Features': [200, 1100], Convenience: [300, 2200],
  Sleeping: [300, 900], Bath: [150, 600], Solar: [900, 4800], 'Towing & Chassis': [250, 900],
};
/**
 * What each option adds to the unit, in lb (what the installed equipment weighs, less anything it replaces).
 * A "prep" is wiring and brackets; the equipment itself is the heavy part (a generator, solar panels).
 */
const OPTION_WEIGHTS: Record<string, [number, number]> = {
  'Power Awning with LED Lighting': [60, 95], 'Outdoor Kitchen': [80, 150], 'Outdoor TV Mount': [8, 15], 'Exterior Shower': [5, 10],
  'Aluminum Wheels': [10, 20], 'Rear Ladder': [15, 25], 'Theater Seating': [90, 160], 'Electric Fireplace': [40, 70],
  'Washer/Dryer Prep': [10, 25], 'Dishwasher Prep': [10, 20], 'Solid Surface Countertops': [60, 120], 'Auto Leveling': [120, 180],
  'Wi-Fi Router Prep': [2, 5], 'Heat Pump': [30, 60], 'Generator Prep': [25, 45], 'Heated and Enclosed Underbelly': [40, 80],
  'SolarFlex 200': [60, 80], 'SolarFlex 400': [80, 100], 'SolarFlex 800': [100, 120],
};
const DEFAULT_WEIGHT: [number, number] = [10, 60];
/** A floorplan with generator prep (standard or optional) can also have the generator fitted at the factory. */
export const GENERATOR_OPTION = { name: 'Onan 5500 LP Generator', group: 'Convenience', price: [4800, 6800], weight: [250, 400] } as const;
const PACKAGE_WEIGHTS: Record<string, [number, number]> = {
  'Comfort And Convenience Package': [40, 90], 'Off-Grid And Solar Package': [180, 320], 'OPTION PACKAGE TWO': [30, 90],
};

const CLASS_FACTOR: Record<string, number> = { Comfort: 0.9, Premium: 1, Luxury: 1.2 };
/** Retail prices end in 9 ($1,199), as option price lists do. */
const retail = (dollars: number) => Math.max(99, Math.round(dollars / 10) * 10 - 1);

const EXTRA_PACKAGES = ['Comfort And Convenience Package', 'Off-Grid And Solar Package', 'OPTION PACKAGE TWO'];

/**
 * Full-body paint, offered on Premium and Luxury lines as makers do (Comfort lines ship in standard graphics): one
 * price per class and a fixed weight, so adding them draws nothing from the seed's random sequence.
 */
const EXTERIOR_PAINTS = ['Full-Body Paint: Black Pearl', 'Full-Body Paint: Champagne Gold', 'Full-Body Paint: Glacier White'];
const PAINT_PRICE: Record<string, number> = { Premium: 3999, Luxury: 4999 };
const PAINT_WEIGHT = 110;

/**
 * Options and packages of every model year, from its O (optional) features of the SO list, plus the
 * generator where the floorplan has generator prep (`generatorReady`: `referenceId@year` keys).
 */
export function buildOptionRows(features: readonly OptionalFeature[], random: Random, generatorReady: ReadonlySet<string> = new Set()): BuildOptionRow[] {
  const byModel = new Map<string, OptionalFeature[]>();
  for (const f of features) byModel.set(`${f.reference_id}@${f.model_year}`, [...(byModel.get(`${f.reference_id}@${f.model_year}`) ?? []), f]);
  const rows: BuildOptionRow[] = [];
  for (const list of byModel.values()) {
    const { reference_id, model_year } = list[0];
    const factor = CLASS_FACTOR[list[0].class] ?? 1;
    const options = list.map((f, i): BuildOptionRow => {
      const [lo, hi] = GROUP_PRICES[f.group_name] ?? [200, 1000];
      const [light, heavy] = OPTION_WEIGHTS[f.label] ?? DEFAULT_WEIGHT;
      return {
        reference_id, model_year, code: optionCode(f.label), kind: 'option', name: f.label, group_name: f.group_name,
        price: retail(random.int(lo, hi) * factor), weight: random.int(light, heavy), includes: [], sequence: 10 + i,
      };
    });
    if (generatorReady.has(`${reference_id}@${model_year}`)) {
      options.push({
        reference_id, model_year, code: optionCode(GENERATOR_OPTION.name), kind: 'option', name: GENERATOR_OPTION.name, group_name: GENERATOR_OPTION.group,
        price: retail(random.int(...GENERATOR_OPTION.price) * factor), weight: random.int(...GENERATOR_OPTION.weight), includes: [], sequence: 10 + list.length,
      });
    }
    rows.push(...options);
    if (options.length >= 3) {
      // A package bundles a few options at about 15% off their sum.
      const included = random.shuffle(options).slice(0, random.int(2, Math.min(4, options.length - 1)));
      rows.push({
        reference_id, model_year, code: 'package-1', kind: 'package', name: 'OPTION PACKAGE 1', group_name: 'Packages',
        price: retail(included.reduce((s, o) => s + o.price, 0) * 0.85), weight: included.reduce((s, o) => s + o.weight, 0),
        includes: included.map((o) => o.code), sequence: 1,
      });
    }
    if (random.chance(0.6)) {
      const name = random.pick(EXTRA_PACKAGES);
      rows.push({
        reference_id, model_year, code: 'package-2', kind: 'package', name, group_name: 'Packages',
        price: retail(random.int(700, 2400) * factor), weight: random.int(...PACKAGE_WEIGHTS[name]), includes: [], sequence: 2,
      });
    }
    const paintPrice = PAINT_PRICE[list[0].class];
    if (paintPrice) {
      rows.push(...EXTERIOR_PAINTS.map((name, i): BuildOptionRow => ({
        reference_id, model_year, code: optionCode(name), kind: 'option', name, group_name: EXTERIOR_PAINT_GROUP,
        price: paintPrice, weight: PAINT_WEIGHT, includes: [], sequence: 100 + i,
      })));
    }
  }
  return rows;
}

/** Replaces every model's build options from the catalogue as it is now. */
export async function writeBuildOptions(db: Database, random: Random): Promise<number> {
  const { rows } = await db.query<OptionalFeature>(
    `SELECT m.reference_id, m.model_year, m.class, d.group_name, d.label, d.sequence
       FROM catalog_models m
       JOIN catalog_features f ON f.model_id = m.id AND f.value = 'O' AND f.source = 'SO'
       JOIN catalog_feature_definitions d ON d.id = f.feature_id
      ORDER BY m.reference_id, m.model_year, d.sequence`,
  );
  const generatorPrep = await db.query<{ key: string }>(
    `SELECT DISTINCT m.reference_id || '@' || m.model_year AS key
       FROM catalog_models m
       JOIN catalog_features f ON f.model_id = m.id AND f.value IN ('S', 'O')
       JOIN catalog_feature_definitions d ON d.id = f.feature_id AND d.label = 'Generator Prep'`,
  );
  const options = buildOptionRows(rows, random, new Set(generatorPrep.rows.map((r) => r.key)));
  assertSeedRules('build option', buildOptionViolations(options));
  await db.query('DELETE FROM build_options');
  await db.query(
    `INSERT INTO build_options SELECT * FROM jsonb_populate_recordset(NULL::build_options, $1::jsonb) ON CONFLICT DO NOTHING`,
    [JSON.stringify(options)],
  );
  return options.length;
}

export const buildOptionsSeeder: Seeder = {
  name: 'build-options',
  async run(db, random) {
    await writeBuildOptions(db, random);
  },
};

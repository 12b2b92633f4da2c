import { LEAD_BRANDS, SUB_BRANDS, TYPE_CLASSES } from '@rv/domain';
import { SPEC_DEFINITIONS, specSequence } from '@rv/domain/catalog';
import type { Database } from '../../db/database';
import type { Random } from '../random';
import type { Seeder } from '../types';
import { FEATURE_GROUP_ORDER, FEATURE_RULES } from './feature-catalogue';
import { brandTypeSlots, generateFloorplans } from './floorplan-generator';
import type { ModelRecord } from './model-record';
import { catalogueViolations } from '../checks/catalogue-rules';
import { assertSeedRules } from '../checks/seed-check';

/** Generates the catalogue: 6 to 14 floorplans per brand and type, or exactly `models` model records. */
export function generateCatalog(random: Random, models?: number): ModelRecord[] {
  const slots = brandTypeSlots();
  const used = new Set<string>();
  let id = 0;
  const nextId = () => (id += 1);
  if (!models) return slots.flatMap((slot) => generateFloorplans(slot, random.int(6, 14), random, nextId, used));
  // A large catalogue for benchmarks: one floorplan per slot in turn, so every brand grows alike.
  const records: ModelRecord[] = [];
  for (let i = 0; records.length < models; i += 1) records.push(...generateFloorplans(slots[i % slots.length], 1, random, nextId, used));
  return records.slice(0, models);
}

const CATALOG_TABLES = ['catalog_features', 'catalog_specifications', 'catalog_models', 'catalog_feature_definitions', 'catalog_spec_definitions', 'catalog_brands', 'catalog_type_classes', 'catalog_settings'];

/** Replaces the whole catalogue with a generated one and bumps the revision so search indexes reload. */
export async function writeCatalog(db: Database, random: Random, models?: number): Promise<number> {
  for (const table of CATALOG_TABLES) await db.query(`DELETE FROM ${table}`);
  await db.query(
    'INSERT INTO catalog_type_classes (slug, name, sequence) SELECT * FROM unnest($1::text[], $2::text[], $3::int[])',
    [TYPE_CLASSES.map((t) => t.slug), TYPE_CLASSES.map((t) => t.name), TYPE_CLASSES.map((_, i) => i + 1)],
  );
  const lead = (code: string) => LEAD_BRANDS.find((b) => b.code === code)!;
  await insertRows(db, 'catalog_brands', SUB_BRANDS.map((b, i) => ({
    reference_id: b.referenceId, code: b.code, slug: b.slug, name: b.name, brand_group: lead(b.code).group, url: lead(b.code).slug,
    region: 'BOTH', class: b.class, active: true, seo_url: `${b.slug}-rvs`, sequence: i + 1,
  })));
  await insertRows(db, 'catalog_spec_definitions', SPEC_DEFINITIONS.map((d) => ({ ...d, sequence: specSequence(d.code) })));
  await insertRows(db, 'catalog_feature_definitions', FEATURE_RULES.map((f, i) => ({ id: i + 1, group_name: f.group, label: f.label, sequence: i + 1 })));
  await db.query('INSERT INTO catalog_settings (key, value) VALUES ($1, $2)', ['S-AND-O-GROUP-ORDER', JSON.stringify(FEATURE_GROUP_ORDER)]);

  const records = generateCatalog(random, models);
  assertSeedRules('catalogue', catalogueViolations(records));
  const featureIds = new Map(FEATURE_RULES.map((f, i) => [`${f.group}\u0000${f.label}`, i + 1]));
  for (let start = 0; start < records.length; start += 2000) {
    const chunk = records.slice(start, start + 2000);
    await insertRows(db, 'catalog_models', chunk.map(({ specifications: _s, features: _f, ...row }) => row));
    const specs = chunk.flatMap((r) => Object.entries(r.specifications).map(([code, value]) => [r.id, code, value] as const));
    await db.query(
      'INSERT INTO catalog_specifications (model_id, code, value) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])',
      [specs.map((s) => s[0]), specs.map((s) => s[1]), specs.map((s) => s[2])],
    );
    const features = chunk.flatMap((r) => r.features.map((f) => [r.id, featureIds.get(`${f.group}\u0000${f.label}`), f.value, f.source] as const));
    await db.query(
      'INSERT INTO catalog_features (model_id, feature_id, value, source) SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::text[])',
      [features.map((f) => f[0]), features.map((f) => f[1]), features.map((f) => f[2]), features.map((f) => f[3])],
    );
  }
  await db.query('UPDATE catalog_revision SET revision = revision + 1 WHERE id = 1');
  return records.length;
}

/** Inserts rows whose keys are the table's column names, in one statement (fast on PGlite too). */
async function insertRows(db: Database, table: string, rows: object[]): Promise<void> {
  if (rows.length === 0) return;
  await db.query(`INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb)`, [JSON.stringify(rows)]);
}

export const catalogSeeder: Seeder = {
  name: 'catalog',
  async run(db, random, options) {
    await writeCatalog(db, random, options.models);
  },
};

import type { Database } from '../../db/database';

/** A floorplan model year with its brand and type class: one row of the search index. */
export interface ModelRow {
  id: number; unique_id: string; reference_id: string; uid: string; name: string; description: string;
  brand_reference_id: string; type_class_slug: string; rv_type: string; brand_type: string; model_year: number;
  active: boolean; show_on_web: boolean; most_popular: boolean; new_floorplan: boolean; stock_only: boolean; has360: boolean;
  region: 'EAST' | 'WEST' | 'BOTH'; class: string; size: string; price: number | null; sleeps: number; length: number; height: number;
  shipping_weight: number; carrying_capacity: number; hitch_weight: number; fresh_water: number; grey_water: number; black_water: number;
  lpg_capacity: number; propane_tanks: number; refrigerator_size: string; ac_units: number; tv_hookups: number;
  garage_length: number | null; garage_size: number | null; slides: number; bathrooms: string; bed_type: string;
  rooms: string[]; flags: string[];
  brand_code: string; brand_slug: string; brand_name: string; brand_group: string; brand_url: string; brand_active: boolean;
  brand_region: 'EAST' | 'WEST' | 'BOTH'; brand_class: string; seo_url: string; brand_sequence: number; type_class_name: string;
}

export interface SpecDefinitionRow { code: string; label: string; description: string; kind: 'number' | 'text' | 'boolean'; sequence: number }
export interface FeatureRow { model_id: number; group_name: string; label: string; value: 'S' | 'O' | 'M'; sequence: number; source: string }

export async function catalogRevision(db: Database): Promise<number> {
  const { rows } = await db.query<{ revision: string }>('SELECT revision FROM catalog_revision WHERE id = 1');
  return Number(rows[0]?.revision ?? 0);
}

/** Every model with its brand, in uniqueId order: what the in-memory search index is built from. */
export async function loadModelRows(db: Database): Promise<ModelRow[]> {
  const { rows } = await db.query<ModelRow>(`
    SELECT m.*, b.code AS brand_code, b.slug AS brand_slug, b.name AS brand_name, b.brand_group, b.url AS brand_url,
           b.active AS brand_active, b.region AS brand_region, b.class AS brand_class, b.seo_url, b.sequence AS brand_sequence,
           t.name AS type_class_name
      FROM catalog_models m
      JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
      JOIN catalog_type_classes t ON t.slug = m.type_class_slug
     ORDER BY m.unique_id`);
  return rows;
}

export async function loadSpecDefinitions(db: Database): Promise<SpecDefinitionRow[]> {
  return (await db.query<SpecDefinitionRow>('SELECT code, label, description, kind, sequence FROM catalog_spec_definitions ORDER BY sequence')).rows;
}

/** Spec values of some models, one row per model; `codes` limits them to those codes when given. */
export async function findSpecifications(db: Database, modelIds: number[], codes?: string[]) {
  if (modelIds.length === 0 || codes?.length === 0) return [];
  // One aggregated row per model: far fewer rows to read than one per spec, which matters on PGlite.
  const sql = `SELECT model_id, jsonb_object_agg(code, value) AS specs FROM catalog_specifications
    WHERE model_id = ANY($1::int[])${codes ? ' AND code = ANY($2::text[])' : ''} GROUP BY model_id`;
  const { rows } = await db.query<{ model_id: number; specs: Record<string, string | null> }>(sql, codes ? [modelIds, codes] : [modelIds]);
  return rows.flatMap((r) => Object.entries(r.specs).map(([code, value]) => ({ model_id: r.model_id, code, value })));
}

export async function findFeatures(db: Database, modelIds: number[]): Promise<FeatureRow[]> {
  if (modelIds.length === 0) return [];
  const { rows } = await db.query<FeatureRow>(`
    SELECT f.model_id, d.group_name, d.label, f.value, d.sequence, f.source
      FROM catalog_features f JOIN catalog_feature_definitions d ON d.id = f.feature_id
     WHERE f.model_id = ANY($1::int[])
     ORDER BY f.model_id, d.sequence`, [modelIds]);
  return rows;
}

export async function findSetting(db: Database, key: string): Promise<unknown | undefined> {
  const { rows } = await db.query<{ value: unknown }>('SELECT value FROM catalog_settings WHERE key = $1', [key]);
  return rows[0]?.value;
}

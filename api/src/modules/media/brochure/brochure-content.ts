import { mergeFeatureValues, type ModelFeature } from '@rv/domain/catalog';
import type { DecorOptionData } from '@rv/domain/content';
import { brandBySlug, TYPE_CLASSES, type BrandDefinition } from '@rv/domain';
import { formatCount, NOT_DEFINED } from '@rv/domain/format';
import { formatSpecValue } from '@rv/domain/format';
import { normaliseOptionPackageName } from '@rv/domain/format';
import type { Database } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { findByType } from '../../content';
import { findFeatures, findSetting, findSpecifications, GROUP_ORDER_SETTING, specification, type ModelRow, type SearchIndex } from '../../catalog-search';

/** The specification table of a floorplan page, in this order; a value the catalogue lacks is left out. */
export const BROCHURE_SPEC_CODES = [
  'LENGTH', 'HEIGHT', 'SHIPPINGWEIGHT', 'GVWR', 'CARRYINGCAPACITY', 'HITCHWEIGHT', 'SLEEPING-CAPACITY', 'BATHROOMS', 'BED-TYPES',
  'FRESHWATER', 'GREYWATER', 'BLACKWATER', 'NUMBER-OF-PROPANE-TANKS', 'LPGCAPACITY', 'REFRIGERATOR-SIZE', 'AC-UNITS',
  'TOY-HAULER-GARAGE-SIZE', 'GARAGE-SIZE', 'TIRESIZE', 'MSRP',
] as const;

export interface SpecLine { label: string; value: string }
export interface BrochureFloorplan { row: ModelRow; specs: SpecLine[]; packages: string[] }
export interface BrochureSection { typeClass: string; name: string; floorplans: BrochureFloorplan[] }
export interface FeatureGroup { group: string; standard: string[]; optional: string[]; varies: string[] }
export interface BrochureDecor { name: string; description: string; palette: [string, string, string] }

/** Everything a brand's model-year brochure shows, read from the catalogue, the option prices and the content. */
export interface BrochureContent {
  brand: BrandDefinition;
  year: number;
  sections: BrochureSection[];
  features: FeatureGroup[];
  decors: BrochureDecor[];
}

/**
 * The floorplans of a brand's model year that the site shows or showed: a floorplan still built but withdrawn
 * from the web (no year shown) is left out, a discontinued one keeps the years it was sold.
 */
export function brochureRows(rows: readonly ModelRow[], brand: BrandDefinition, year: number): ModelRow[] {
  const ofBrand = rows.filter((r) => r.brand_code === brand.code);
  const withdrawn = new Set(ofBrand.filter((r) => r.active).map((r) => r.reference_id));
  for (const r of ofBrand) if (r.show_on_web) withdrawn.delete(r.reference_id);
  const typeRank = (slug: string) => brand.typeClasses.indexOf(slug as BrandDefinition['typeClasses'][number]);
  return ofBrand.filter((r) => r.model_year === year && !withdrawn.has(r.reference_id))
    .sort((a, b) => typeRank(a.type_class_slug) - typeRank(b.type_class_slug) || a.brand_sequence - b.brand_sequence || a.length - b.length || a.reference_id.localeCompare(b.reference_id));
}

function specLines(row: ModelRow, raw: Record<string, string | null>, idx: SearchIndex): SpecLine[] {
  const lines = BROCHURE_SPEC_CODES.flatMap((code) => {
    if (!(code in raw)) return [];
    const spec = specification(code, raw[code], idx.specDefinitions);
    const value = formatSpecValue(spec);
    return value === NOT_DEFINED ? [] : [{ label: spec.label, value }];
  });
  // Slide-outs are a column of the floorplan, not a spec code; "None" reads better than "not defined" here.
  const afterSleeps = lines.findIndex((l) => l.label === 'Sleeps') + 1;
  lines.splice(afterSleeps || lines.length, 0, { label: 'Slide-outs', value: row.slides > 0 ? formatCount(row.slides) : 'None' });
  return lines;
}

/** Standard on every floorplan of the year, optional on every one, or depending on the floorplan (the feature-value rule). */
function featureGroups(merged: readonly ModelFeature[]): FeatureGroup[] {
  const groups = new Map<string, FeatureGroup>();
  for (const f of merged) {
    const group = groups.get(f.group) ?? { group: f.group, standard: [], optional: [], varies: [] };
    (f.value === 'S' ? group.standard : f.value === 'O' ? group.optional : group.varies).push(f.label);
    groups.set(f.group, group);
  }
  return [...groups.values()];
}

async function decorsOf(db: Database, brandSlug: string): Promise<BrochureDecor[]> {
  const { results } = await findByType(db, { type: 'decor_option', page: 1, pageSize: 100, tags: [] });
  const all = results.map((d) => d.data as unknown as DecorOptionData).filter((d) => d.name && d.palette?.length === 3);
  const own = all.filter((d) => d.brand_slug === brandSlug);
  // A brand with no décor of its own offers the line-up's, as the build steps do.
  const chosen = own.length ? own : [...new Map(all.map((d) => [d.name, d])).values()];
  return chosen.map((d) => ({ name: d.name, description: d.description, palette: d.palette as [string, string, string] }));
}

async function packagesOf(db: Database, rows: readonly ModelRow[]): Promise<Map<number, string[]>> {
  if (rows.length === 0) return new Map();
  const { rows: found } = await db.query<{ reference_id: string; model_year: number; name: string }>(
    `SELECT reference_id, model_year, name FROM build_options
      WHERE kind = 'package' AND reference_id = ANY($1::text[]) AND model_year = $2 ORDER BY sequence, code`,
    [rows.map((r) => r.reference_id), rows[0].model_year],
  );
  return new Map(rows.map((r) => [r.id, found.filter((p) => p.reference_id === r.reference_id).map((p) => normaliseOptionPackageName(p.name))]));
}

/** A brochure's content, or a 404 naming what is missing. */
export async function brochureContent(db: Database, idx: SearchIndex, brandSlug: string, year: number): Promise<BrochureContent> {
  const brand = brandBySlug(brandSlug);
  if (!brand) throw notFound(`No brand "${brandSlug}", so no brochure for it.`);
  const rows = brochureRows(idx.rows, brand, year);
  if (rows.length === 0) throw notFound(`The catalogue has no ${year} ${brand.name} floorplans, so there is no ${year} ${brand.name} brochure.`);
  const ids = rows.map((r) => r.id);
  const [specRows, featureRows, groupOrder, packages, decors] = await Promise.all([
    findSpecifications(db, ids, [...BROCHURE_SPEC_CODES]), findFeatures(db, ids), findSetting(db, GROUP_ORDER_SETTING),
    packagesOf(db, rows), decorsOf(db, brand.slug),
  ]);
  const specs = new Map<number, Record<string, string | null>>(rows.map((r) => [r.id, {}]));
  for (const s of specRows) specs.get(s.model_id)![s.code] = s.value;
  const features = new Map<number, ModelFeature[]>(rows.map((r) => [r.id, []]));
  for (const f of featureRows) features.get(f.model_id)!.push({ group: f.group_name, label: f.label, value: f.value, sequence: f.sequence, source: f.source });
  const merged = mergeFeatureValues(rows.map((r) => ({ modelYear: r.model_year, features: features.get(r.id)! })), Array.isArray(groupOrder) ? groupOrder.map(String) : []);
  const sections = brand.typeClasses.map((slug) => ({
    typeClass: slug, name: TYPE_CLASSES.find((t) => t.slug === slug)?.name ?? slug,
    floorplans: rows.filter((r) => r.type_class_slug === slug).map((row) => ({ row, specs: specLines(row, specs.get(row.id)!, idx), packages: packages.get(row.id) ?? [] })),
  })).filter((s) => s.floorplans.length > 0);
  return { brand, year, sections, features: featureGroups(merged), decors };
}

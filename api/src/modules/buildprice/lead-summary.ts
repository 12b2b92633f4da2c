import type { Database } from '../../db/database';
import { findBuild } from './repository';

/** The build a lead carries to the dealer and the CRM: what was chosen, at the prices it was saved with. */
export interface LeadBuildSummary {
  token: string;
  model: string;
  referenceId: string;
  modelYear: number;
  basePrice: number | null;
  options: Array<{ name: string; price: number }>;
  decor: string | null;
  /** Base MSRP plus the options; null when the floorplan no longer has a price. */
  total: number | null;
  /** The summary page that reopens the build (site-relative). */
  summaryPath: string | null;
}

/** A saved build as a lead attachment; null for a token no build has. */
export async function buildSummaryForLead(db: Database, token: string): Promise<LeadBuildSummary | null> {
  const build = await findBuild(db, token);
  if (!build) return null;
  const { rows } = await db.query<{ price: number | null; brand_slug: string; type_class_slug: string }>(
    `SELECT m.price, b.slug AS brand_slug, m.type_class_slug FROM catalog_models m JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
      WHERE m.reference_id = $1 AND m.model_year = $2 AND m.active LIMIT 1`,
    [build.reference_id, build.model_year],
  );
  const model = rows[0];
  const optionsTotal = build.options.reduce((sum, o) => sum + o.price, 0);
  const basePrice = model?.price ?? null;
  return {
    token, model: `${build.model_name} ${build.model_year}`, referenceId: build.reference_id, modelYear: build.model_year, basePrice,
    options: build.options.map(({ name, price }) => ({ name, price })), decor: build.decor,
    total: basePrice === null ? null : basePrice + optionsTotal,
    summaryPath: model ? `/build-my-rv/${model.brand_slug}/${model.type_class_slug}/${encodeURIComponent(build.reference_id)}/summary?build=${token}` : null,
  };
}

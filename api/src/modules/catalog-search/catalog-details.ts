import { mergeFeatureValues, FEATURE_MIN_MODEL_YEAR, type ModelFeature } from '@rv/domain/catalog';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { specification } from './documents';
import * as repo from './repository';
import type { ModelRow } from './repository';
import type { CatalogSearch } from './service';

export const GROUP_ORDER_SETTING = 'S-AND-O-GROUP-ORDER';

/** Feature sheets, the ModelSpecifications query and settings: reads of single models beside the search. */
export function createCatalogDetails(db: Database, search: CatalogSearch) {
  async function groupOrder(): Promise<string[]> {
    const value = await repo.findSetting(db, GROUP_ORDER_SETTING);
    return Array.isArray(value) ? value.map(String) : [];
  }

  /** The feature-value rule (spec: states and transitions) over some model years of floorplans. */
  async function featuresOf(rows: ModelRow[]) {
    const counted = rows.filter((r) => r.model_year >= FEATURE_MIN_MODEL_YEAR);
    const features = await repo.findFeatures(db, counted.map((r) => r.id));
    const byModel = new Map<number, ModelFeature[]>(counted.map((r) => [r.id, []]));
    for (const f of features) byModel.get(f.model_id)!.push({ group: f.group_name, label: f.label, value: f.value, sequence: f.sequence, source: f.source });
    const merged = mergeFeatureValues(counted.map((r) => ({ modelYear: r.model_year, features: byModel.get(r.id)! })), await groupOrder());
    return { models: [...new Set(counted.map((r) => r.reference_id))].sort(), features: merged };
  }

  return {
    groupOrder,

    async brandFeatures(brandGroup: string, models?: string) {
      const { rows } = await search.index();
      const group = brandGroup.toUpperCase();
      const inGroup = rows.filter((r) => r.brand_group === group);
      if (inGroup.length === 0) throw notFound(`No brand group "${brandGroup}".`);
      const wanted = (models ?? '').split(',').map((m) => m.trim()).filter(Boolean);
      for (const referenceId of wanted) {
        if (!inGroup.some((r) => r.reference_id === referenceId)) throw notFound(`No model "${referenceId}" in brand group "${group}".`);
      }
      return featuresOf(wanted.length ? inGroup.filter((r) => wanted.includes(r.reference_id)) : inGroup);
    },

    /** One model year by uniqueId, or every model year of a referenceId. */
    async modelFeatures(id: string) {
      const idx = await search.index();
      const position = idx.byUniqueId.get(id);
      const rows = position !== undefined ? [idx.rows[position]] : idx.rows.filter((r) => r.reference_id === id);
      if (rows.length === 0) throw notFound(`No model "${id}".`);
      return featuresOf(rows);
    },

    /** The GraphQL ModelSpecifications query: spec rows of the newest model year of each referenceId. */
    async modelSpecifications(referenceIds: string[], codes?: string[]) {
      if (referenceIds.length === 0) throw badRequest('variables.modelFilter.model.referenceId.in must name at least one model.', 'variables.modelFilter.model.referenceId.in');
      const idx = await search.index();
      const wanted = new Set(referenceIds);
      const newest = new Map<string, ModelRow>();
      for (const row of idx.rows) {
        if (!wanted.has(row.reference_id)) continue;
        const seen = newest.get(row.reference_id);
        if (!seen || seen.model_year < row.model_year) newest.set(row.reference_id, row);
      }
      const models = [...newest.values()];
      const specs = await repo.findSpecifications(db, models.map((m) => m.id), codes);
      const byId = new Map(models.map((m) => [m.id, m]));
      return specs
        .map((s) => ({ model: { referenceId: byId.get(s.model_id)!.reference_id, modelYear: byId.get(s.model_id)!.model_year }, ...specification(s.code, s.value, idx.specDefinitions) }))
        .sort((a, b) => a.model.referenceId.localeCompare(b.model.referenceId) || a.sequence - b.sequence);
    },

    async floorplanRow(uniqueId: string): Promise<ModelRow> {
      const idx = await search.index();
      const position = idx.byUniqueId.get(uniqueId);
      if (position === undefined) throw notFound(`No model "${uniqueId}".`);
      return idx.rows[position];
    },
  };
}

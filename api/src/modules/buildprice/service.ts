import { randomBytes } from 'node:crypto';
import type { Model } from '@rv/domain/catalog';
import { buildLines, buildTotals, type BuildOption } from '@rv/domain/build';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import type { CatalogSearch } from '../catalog-search/service';
import * as repo from './repository';
import type { BuildModel, SaveBuild, SavedBuild } from './schemas';

const numberSpec = (model: Model, code: string): number | null => {
  const value = Number(model.specifications[code]?.value);
  return Number.isFinite(value) && value > 0 ? Math.round(value) : null;
};

/** A fifth wheel (pin weight) or a travel trailer (hitch weight), as the spec sheet's RV type says. */
const isFifthWheel = (model: Model) => /fifth wheel/i.test(String(model.specifications['RV-TYPE']?.value ?? ''));

const toOption = (row: repo.BuildOptionRow): BuildOption =>
  ({ code: row.code, kind: row.kind, name: row.name, group: row.group_name, price: row.price, weight: row.weight, includes: row.includes });

/** Build and price over the catalogue (asked through the search service) and this module's option prices. */
export function createBuildPrice(db: Database, search: CatalogSearch) {
  /** Every shown year of a floorplan, newest first. */
  async function modelYears(referenceId: string): Promise<Model[]> {
    const { docs } = await search.searchModels({
      filters: { model: { referenceId: [referenceId], active: true, showOnWeb: true } }, size: 20,
      modelSpecifications: ['MSRP', 'SHIPPINGWEIGHT', 'CARRYINGCAPACITY', 'HITCHWEIGHT', 'RV-TYPE'], sort: [{ field: 'modelYear', order: 'desc' }],
    });
    return docs;
  }

  async function model(referenceId: string, year?: number): Promise<BuildModel | null> {
    const years = await modelYears(referenceId);
    const chosen = year === undefined ? years[0] : years.find((m) => m.modelYear === year);
    if (!chosen) return null;
    const options = (await repo.findOptions(db, chosen.referenceId, chosen.modelYear)).map(toOption);
    return {
      uniqueId: chosen.uniqueId, referenceId: chosen.referenceId, modelYear: chosen.modelYear, name: chosen.name, brandSlug: chosen.brandSlug, brandName: chosen.brandName,
      brandCode: chosen.brand.code, typeClassSlug: chosen.typeClassSlug, basePrice: numberSpec(chosen, 'MSRP'),
      shippingWeight: numberSpec(chosen, 'SHIPPINGWEIGHT'), carryingCapacity: numberSpec(chosen, 'CARRYINGCAPACITY'),
      hitchWeight: numberSpec(chosen, 'HITCHWEIGHT'), fifthWheel: isFifthWheel(chosen), years: years.map((m) => m.modelYear), options,
    };
  }

  return {
    async options(referenceId: string, year?: number): Promise<BuildModel> {
      const found = await model(referenceId, year);
      if (!found) throw notFound(year === undefined ? `No floorplan with referenceId "${referenceId}".` : `No ${year} floorplan with referenceId "${referenceId}".`);
      return found;
    },

    /** Stores a build after checking the model year and every option exist (400 naming the field otherwise). */
    async save(body: SaveBuild): Promise<{ token: string; total: number | null }> {
      const found = await model(body.referenceId, body.modelYear);
      if (!found) throw badRequest(`No ${body.modelYear} floorplan with referenceId "${body.referenceId}".`, 'referenceId');
      body.options.forEach((code, i) => {
        if (!found.options.some((o) => o.code === code)) throw badRequest(`options[${i}]: "${code}" is not an option of this floorplan.`, `options.${i}`);
      });
      const lines = buildLines(found.options, body.options);
      const token = randomBytes(12).toString('base64url');
      await repo.insertBuild(db, {
        token, reference_id: found.referenceId, model_year: found.modelYear, model_name: found.name,
        options: lines.map((l) => ({ code: l.code, name: l.name, price: l.price })), decor: body.decor ?? null,
      });
      return { token, total: buildTotals(found.basePrice, lines).total };
    },

    /** The build as saved; a model or option gone from the catalogue is named in `missing`, the rest kept. */
    async restore(token: string): Promise<SavedBuild> {
      const row = await repo.findBuild(db, token);
      if (!row) throw notFound(`No saved build with token "${token}".`);
      const current = await model(row.reference_id, row.model_year);
      const kept = current ? row.options.filter((o) => current.options.some((c) => c.code === o.code)) : [];
      const gone = current ? row.options.filter((o) => !kept.includes(o)) : row.options;
      return {
        token: row.token, referenceId: row.reference_id, modelYear: row.model_year, modelName: row.model_name, decor: row.decor,
        options: kept.map((o) => ({ ...o, price: current!.options.find((c) => c.code === o.code)!.price })),
        createdAt: new Date(row.created_at).toISOString(), model: current, missing: { model: current === null, options: gone },
      };
    },
  };
}

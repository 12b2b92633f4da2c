import { DEFAULT_SORT, type SortBy } from '@rv/shared-lib/catalog/filter-keys';
import type { Brand, Model, ModelSpecification, SearchResponse } from '@rv/shared-lib/catalog/catalog-types';
import type { ModelFeature } from '@rv/shared-lib/catalog/feature-value';
import type { Database } from '../../db/database';
import { onePerDatabase } from '../../db/one-per-database';
import { notFound } from '../../http/errors';
import { brandDoc, modelDoc, specification, type BrandStats } from './documents';
import { compileFilters } from './query-builder';
import * as repo from './repository';
import type { SearchBody, SearchFiltersBody } from './schemas';
import { forEachOrderedMatch, globalAggregates, orderedMatches, runQuery } from './search-engine';
import { buildSearchIndex, type SearchIndex } from './search-index';

export const CATALOG_INDEX_NAME = 'catalog';

/**
 * Per brand (index in `idx.brands`) its matching models' count and price range and the positions of its
 * first `modelsSize` models in sort order; `order` lists the brands by their first match. One pass over
 * the sorted index that keeps only what the page shows, so a catalogue of 50k models allocates next to
 * nothing per query.
 */
function brandGroups(idx: SearchIndex, matched: Uint8Array, sort: SortBy[], modelsSize: number) {
  const stats: Array<(BrandStats & { positions: number[] }) | undefined> = new Array(idx.brands.length);
  const order: number[] = [];
  forEachOrderedMatch(idx, matched, sort, (p) => {
    const b = idx.brandOf[p];
    let s = stats[b];
    if (!s) {
      s = stats[b] = { count: 0, minPrice: null, maxPrice: null, positions: [] };
      order.push(b);
    }
    s.count += 1;
    const price = idx.rows[p].price;
    if (price !== null) {
      if (s.minPrice === null || price < s.minPrice) s.minPrice = price;
      if (s.maxPrice === null || price > s.maxPrice) s.maxPrice = price;
    }
    if (s.positions.length < modelsSize) s.positions.push(p);
  });
  return { stats, order };
}

/** The search service over the catalogue: an in-memory index kept in step with the database revision. */
export function createCatalogSearch(db: Database) {
  let current: SearchIndex | null = null;
  let loading: Promise<SearchIndex> | null = null;

  /** The index for the catalogue as it is now; one reload at a time when the revision moved. */
  async function index(): Promise<SearchIndex> {
    const revision = await repo.catalogRevision(db);
    if (current && current.revision === revision) return current;
    loading ??= (async () => {
      const [rows, definitions] = await Promise.all([repo.loadModelRows(db), repo.loadSpecDefinitions(db)]);
      return (current = buildSearchIndex(revision, rows, definitions));
    })().finally(() => {
      loading = null;
    });
    return loading;
  }

  function prepare(idx: SearchIndex, body: SearchBody) {
    if (body.indexName !== undefined && body.indexName !== CATALOG_INDEX_NAME) throw notFound(`No search index named "${body.indexName}".`);
    const filters = (body.filters ?? {}) as SearchFiltersBody;
    const query = compileFilters(idx, filters);
    const priorities = [...((filters['models.room_priority'] as string[] | undefined) ?? []), ...((filters['brand.room_priority'] as string[] | undefined) ?? [])];
    const result = runQuery(idx, query, body.returnAggregates === true, priorities);
    const sort: SortBy[] = body.sort?.length ? body.sort.map((s) => ({ field: s.field, order: s.order ?? 'asc' })) : [DEFAULT_SORT];
    const aggregates = body.returnAggregates ? { global: globalAggregates(idx), filtered: result.filtered! } : undefined;
    return { result, sort, aggregates };
  }

  /** Model documents for index positions, with the asked specification codes (all when none named) and features. */
  async function hydrate(idx: SearchIndex, positions: number[], body: SearchBody): Promise<Model[]> {
    const rows = positions.map((p) => idx.rows[p]);
    const ids = rows.map((r) => r.id);
    const [specs, features] = await Promise.all([
      repo.findSpecifications(db, ids, body.modelSpecifications),
      body.modelOptions ? repo.findFeatures(db, ids) : Promise.resolve([]),
    ]);
    const specsById = new Map<number, Record<string, ModelSpecification>>(ids.map((id) => [id, {}]));
    for (const s of specs) specsById.get(s.model_id)![s.code] = specification(s.code, s.value, idx.specDefinitions);
    const featuresById = new Map<number, ModelFeature[]>(ids.map((id) => [id, []]));
    for (const f of features) featuresById.get(f.model_id)!.push({ group: f.group_name, label: f.label, value: f.value, sequence: f.sequence, source: f.source });
    return rows.map((r) => modelDoc(r, specsById.get(r.id)!, body.modelOptions ? featuresById.get(r.id) : undefined));
  }

  return {
    index,

    async searchModels(body: SearchBody): Promise<SearchResponse<Model>> {
      const idx = await index();
      const { result, sort, aggregates } = prepare(idx, body);
      const from = body.from ?? 0;
      const size = body.returnModels === false ? 0 : (body.size ?? 20);
      const page = size === 0 ? [] : orderedMatches(idx, result.matched, sort, from + size).slice(from);
      return { docs: await hydrate(idx, page, body), total: { value: result.total }, ...(aggregates ? { aggregates } : {}) };
    },

    async searchBrands(body: SearchBody): Promise<SearchResponse<Brand>> {
      const idx = await index();
      const { result, sort, aggregates } = prepare(idx, body);
      const modelsSize = body.returnModels ? (body.modelsSize ?? 10) : 0;
      const groups = brandGroups(idx, result.matched, sort, modelsSize);
      // Brands appear in the order their first matching model takes in the requested sort.
      let brandOrder = groups.order;
      if (sort.length === 1 && sort[0].field === 'uniqueId') brandOrder.sort((a, b) => idx.brands[a].uniqueId.localeCompare(idx.brands[b].uniqueId) * (sort[0].order === 'desc' ? -1 : 1));
      const from = body.from ?? 0;
      brandOrder = brandOrder.slice(from, from + (body.size ?? 20));
      const models = modelsSize ? await hydrate(idx, brandOrder.flatMap((b) => groups.stats[b]!.positions), body) : [];
      let next = 0;
      const docs = brandOrder.map((b) => {
        const entry = idx.brands[b];
        const stats = groups.stats[b]!;
        // hydrate keeps the order of the positions it is given: each brand's models follow the previous brand's.
        const own = body.returnModels ? models.slice(next, (next += stats.positions.length)) : undefined;
        return brandDoc(entry.uniqueId, entry.sample, entry.brandTypes, stats, own);
      });
      return { docs, total: { value: groups.order.length }, ...(aggregates ? { aggregates } : {}) };
    },
  };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;

/** The one search service of a database in this process: every module that searches shares its index. */
export const catalogSearchFor = onePerDatabase((db) => createCatalogSearch(db));

import { DEFAULT_SORT, type SortBy } from '@rv/domain/catalog';
import type { Brand, Model, SearchResponse } from '@rv/domain/catalog';
import type { ModelFeature } from '@rv/domain/catalog';
import type { Database } from '../../db/database';
import { onePerDatabase } from '../../db/one-per-database';
import { notFound } from '../../http/errors';
import { revisionReader } from '../../http/response-cache';
import { CardCache, cardBytes, specSelection } from './cards';
import { brandDoc, type BrandStats } from './documents';
import { compileFilters } from './query-builder';
import * as repo from './repository';
import type { SearchBody, SearchFiltersBody } from './schemas';
import { forEachOrderedMatch, globalAggregatesJson, orderedMatches, runQuery } from './search-engine';
import { buildSearchIndex, type RowSet, type SearchIndex } from './search-index';

export const CATALOG_INDEX_NAME = 'catalog';

/**
 * Per brand (index in `idx.brands`) its matching models' count and price range and the positions of its
 * first `modelsSize` models in sort order; `order` lists the brands by their first match. One pass over
 * the sorted index that keeps only what the page shows, so a catalogue of 50k models allocates next to
 * nothing per query.
 */
function brandGroups(idx: SearchIndex, matched: RowSet, sort: SortBy[], modelsSize: number) {
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

const DOCS_OPEN = Buffer.from('{"docs":[');
const COMMA = Buffer.from(',');
const MODELS_CLOSE = Buffer.from(']}');

/** The aggregates' JSON of an answer: the global ones' bytes, the same in every answer, and the filtered ones'. */
interface AggregatesJson { head: Buffer; filtered: string }

/**
 * The JSON of a search answer as UTF-8 bytes: docs (each already JSON), total and, when asked, the
 * aggregates. Written into one buffer of the answer's length, outside V8's heap (see ModelCard.bytes).
 */
function answerBytes(docs: Buffer[], total: number, aggregates: AggregatesJson | undefined): Buffer {
  const middle = `],"total":{"value":${total}}${aggregates ? ',"aggregates":' : '}'}`;
  const tail = aggregates ? `${aggregates.filtered}}}` : '';
  let length = DOCS_OPEN.length + Math.max(0, docs.length - 1) + middle.length + (aggregates ? aggregates.head.length + Buffer.byteLength(tail) : 0);
  for (const doc of docs) length += doc.length;
  const out = Buffer.allocUnsafe(length);
  let at = DOCS_OPEN.copy(out, 0);
  docs.forEach((doc, i) => {
    if (i > 0) at += COMMA.copy(out, at);
    at += doc.copy(out, at);
  });
  at += out.write(middle, at, 'latin1');
  if (aggregates) out.write(tail, at + aggregates.head.copy(out, at));
  return out;
}

/** The search index with the cards serialised for it. */
interface ServedIndex {
  idx: SearchIndex;
  cards: CardCache;
  /** `{"global":<the global aggregates>,"filtered":`, the same bytes in every answer with aggregates, made on first use. */
  globalHead?: Buffer;
}

/** The catalogue search service: an in-memory index in step with the database revision, answering as JSON bytes from parts serialised once per revision. */
export function createCatalogSearch(db: Database) {
  let current: ServedIndex | null = null;
  let loading: Promise<ServedIndex> | null = null;
  // The revisions as the response cache reads them: known in memory between announced changes.
  const revisions = revisionReader(db);

  /** The index for the catalogue as it is now; one reload at a time when the revision moved. */
  async function served(): Promise<ServedIndex> {
    const revision = Number((await revisions()).catalog);
    if (current && current.idx.revision === revision) return current;
    loading ??= (async () => {
      const [rows, definitions] = await Promise.all([repo.loadModelRows(db), repo.loadSpecDefinitions(db)]);
      const idx = buildSearchIndex(revision, rows, definitions);
      const cards = new CardCache(idx);
      // Not awaited: a search meanwhile loads what its page needs; a failed warm-up leaves the rest to searches.
      cards.warm(db).catch(() => undefined);
      return (current = { idx, cards });
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
    return { result, sort };
  }

  /** The aggregates' JSON, when asked: the global ones, made once per index, and the filtered ones. */
  function aggregatesJson(index: ServedIndex, body: SearchBody, filtered: string | undefined): AggregatesJson | undefined {
    if (!body.returnAggregates) return undefined;
    index.globalHead ??= Buffer.from(`{"global":${globalAggregatesJson(index.idx)},"filtered":`);
    return { head: index.globalHead, filtered: filtered! };
  }

  /** Model documents (JSON bytes) for index positions, with the asked specification codes (all when none named) and features. */
  async function hydrate(index: ServedIndex, positions: number[], body: SearchBody): Promise<Buffer[]> {
    if (positions.length === 0) return [];
    const selection = specSelection(body.modelSpecifications);
    // A list page's card (every specification or the card's own, no features) is bytes the card keeps.
    if (!body.modelOptions) return (await index.cards.get(db, positions)).map((card) => cardBytes(card, selection));
    const rows = positions.map((p) => index.idx.rows[p]);
    const [cards, features] = await Promise.all([index.cards.get(db, positions), repo.findFeatures(db, rows.map((r) => r.id))]);
    const featuresById = new Map<number, ModelFeature[]>(rows.map((r) => [r.id, []]));
    for (const f of features) featuresById.get(f.model_id)!.push({ group: f.group_name, label: f.label, value: f.value, sequence: f.sequence, source: f.source });
    return cards.map((card, i) => cardBytes(card, selection, featuresById.get(rows[i].id)));
  }

  /** POST /search/v1/models: the answer's JSON as UTF-8 bytes. */
  async function searchModelsBody(body: SearchBody): Promise<Buffer> {
    const index = await served();
    const { result, sort } = prepare(index.idx, body);
    const from = body.from ?? 0;
    const size = body.returnModels === false ? 0 : (body.size ?? 20);
    const page = size === 0 ? [] : orderedMatches(index.idx, result.matched, sort, from + size).slice(from);
    return answerBytes(await hydrate(index, page, body), result.total, aggregatesJson(index, body, result.filtered));
  }

  /** POST /search/v1/brands: the answer's JSON as UTF-8 bytes. */
  async function searchBrandsBody(body: SearchBody): Promise<Buffer> {
    const index = await served();
    const { idx } = index;
    const { result, sort } = prepare(idx, body);
    const modelsSize = body.returnModels ? (body.modelsSize ?? 10) : 0;
    const groups = brandGroups(idx, result.matched, sort, modelsSize);
    // Brands appear in the order their first matching model takes in the requested sort.
    let brandOrder = groups.order;
    if (sort.length === 1 && sort[0].field === 'uniqueId') brandOrder.sort((a, b) => idx.brands[a].uniqueId.localeCompare(idx.brands[b].uniqueId) * (sort[0].order === 'desc' ? -1 : 1));
    const from = body.from ?? 0;
    brandOrder = brandOrder.slice(from, from + (body.size ?? 20));
    const models = modelsSize ? await hydrate(index, brandOrder.flatMap((b) => groups.stats[b]!.positions), body) : [];
    let next = 0;
    const docs = brandOrder.map((b) => {
      const entry = idx.brands[b];
      const stats = groups.stats[b]!;
      const json = JSON.stringify(brandDoc(entry.uniqueId, entry.sample, entry.brandTypes, stats));
      if (!body.returnModels) return Buffer.from(json);
      // hydrate keeps the order of the positions it is given: each brand's models follow the previous brand's.
      const own = models.slice(next, (next += stats.positions.length));
      return Buffer.concat([Buffer.from(`${json.slice(0, -1)},"models":[`), ...own.flatMap((model, i) => (i > 0 ? [COMMA, model] : [model])), MODELS_CLOSE]);
    });
    return answerBytes(docs, groups.order.length, aggregatesJson(index, body, result.filtered));
  }

  return {
    /** The search index of the catalogue as it is now. */
    index: async (): Promise<SearchIndex> => (await served()).idx,
    searchModelsBody,
    searchBrandsBody,
    /** The same answers as objects, for callers in this process (build and price). */
    searchModels: async (body: SearchBody): Promise<SearchResponse<Model>> => JSON.parse((await searchModelsBody(body)).toString()),
    searchBrands: async (body: SearchBody): Promise<SearchResponse<Brand>> => JSON.parse((await searchBrandsBody(body)).toString()),
  };
}

export type CatalogSearch = ReturnType<typeof createCatalogSearch>;

/** The one search service of a database in this process: every module that searches shares its index. */
export const catalogSearchFor = onePerDatabase((db) => createCatalogSearch(db));

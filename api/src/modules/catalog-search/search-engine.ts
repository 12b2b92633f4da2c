import { FILTER_KEYS, type SortBy } from '@rv/domain/catalog';
import type { CompiledQuery } from './query-builder';
import {
  compareRows, overlapSize, roomLocations, rowSet, setSize, sortedOrder, type RowSet, type SearchIndex, type TermsColumn,
} from './search-index';

/**
 * Whether position `p` is in `set` (search-index's inSet, again here: the loops below test every model of
 * an order, and a call into another module went through an export getter each time under the tsx loader).
 */
const has = (set: RowSet, p: number): boolean => (set[p >>> 5] & (1 << (p & 31))) !== 0;

export interface QueryResult {
  /** Every model that passes all filters. */
  matched: RowSet;
  total: number;
  /** The filtered aggregates' JSON, when asked for. */
  filtered?: string;
}

/**
 * Sets of models, a bit each: a model passing every filter matches and counts in every aggregate; a
 * model failing only one key's filter counts in that key's aggregate too, so the options of a key stay
 * selectable while one of them is chosen (disjunctive facets). So each key's aggregate is taken over
 * the models that pass every other key's filter; counts are the sizes of intersections of sets.
 */
export function runQuery(index: SearchIndex, query: CompiledQuery, withAggregates: boolean, roomPriorities: string[]): QueryResult {
  const n = index.rows.length;
  if (query.base.length === 0 && query.facets.length === 0) {
    // No filter at all: the filtered aggregates are the global ones.
    return { matched: index.all, total: n, filtered: withAggregates ? globalAggregatesJson(index) : undefined };
  }
  const base = query.base.length === 0 ? index.all : rowSet(n, (p) => query.base.every((test) => test(index.rows[p])));
  // One set per filtered key (models.x and brand.x of one key must both hold).
  const bySlot = new Map<number, RowSet>();
  for (const facet of query.facets) {
    const slot = FILTER_KEYS.findIndex((d) => d.key === facet.key);
    const own = bySlot.get(slot);
    bySlot.set(slot, own ? intersect(own, facet.rows) : facet.rows);
  }
  const matched = intersect(base, ...bySlot.values());
  if (!withAggregates) return { matched, total: setSize(matched) };
  // A filtered key's aggregate: the models passing every other key's filter.
  const others = new Map<number, RowSet>();
  for (const slot of bySlot.keys()) others.set(slot, intersect(base, ...[...bySlot].filter(([s]) => s !== slot).map(([, rows]) => rows)));
  return { matched, total: setSize(matched), filtered: aggregateJson(index, roomPriorities, matched, others) };
}

/** The positions in every one of `sets` (a new set; `first` is not changed). */
function intersect(first: RowSet, ...sets: RowSet[]): RowSet {
  const out = Uint32Array.from(first);
  for (const set of sets) for (let w = 0; w < out.length; w += 1) out[w] &= set[w];
  return out;
}

/** The JSON of the aggregates of the whole index, made once per index. */
export function globalAggregatesJson(index: SearchIndex & { globalJson?: string }): string {
  index.globalJson ??= aggregateJson(index, [], index.all, new Map());
  return index.globalJson;
}

const AGGREGATE_KEYS = FILTER_KEYS.map((def) => JSON.stringify(`models.${def.key}`));

/**
 * Every key's aggregate over `rows`, or for a filtered key over the models passing every other key's
 * filter, as JSON: terms and flags as buckets (largest count first, ties in locale order of the key,
 * empty buckets left out), ranges as min and max (null when no model has a value).
 */
function aggregateJson(index: SearchIndex, roomPriorities: string[], rows: RowSet, others: Map<number, RowSet>): string {
  const rowsSize = setSize(rows);
  const parts = FILTER_KEYS.map((def, slot) => {
    const over = others.get(slot) ?? rows;
    const size = over === rows ? rowsSize : setSize(over);
    let json: string;
    if (def.kind === 'range') json = rangeAggregate(index, def.key, over, size);
    else if (def.kind === 'boolean') json = flagAggregate(index.flagRows.get(def.key)!, over, size);
    else json = termsAggregate(def.key === 'room_location' ? roomLocations(index, roomPriorities) : index.terms.get(def.key)!, over);
    return `${AGGREGATE_KEYS[slot]}:${json}`;
  });
  return `{${parts.join(',')}}`;
}

function termsAggregate({ rows, bucketJson, localeRank }: TermsColumn, over: RowSet): string {
  const counts = new Int32Array(rows.length);
  const values: number[] = [];
  for (let v = 0; v < rows.length; v += 1) {
    counts[v] = overlapSize(rows[v], over);
    if (counts[v] > 0) values.push(v);
  }
  values.sort((a, b) => counts[b] - counts[a] || localeRank[a] - localeRank[b]);
  let json = '{"buckets":[';
  for (let i = 0; i < values.length; i += 1) json += `${i > 0 ? ',' : ''}${bucketJson[values[i]]}${counts[values[i]]}}`;
  return `${json}]}`;
}

/**
 * The smallest and largest value among the models of `over` that have one: from the two ends of the key's
 * ascending order for a large set, or over its own models for a small one (fewer steps either way).
 */
function rangeAggregate(index: SearchIndex, key: string, over: RowSet, size: number): string {
  const values = index.ranges.get(key)!;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  if (size * 16 < index.rows.length) {
    for (let w = 0; w < over.length; w += 1) {
      for (let bits = over[w]; bits !== 0; bits &= bits - 1) {
        const v = values[(w << 5) + 31 - Math.clz32(bits & -bits)];
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
  } else {
    const order = index.rangeOrders.get(key)!;
    let k = 0;
    while (k < order.length && !has(over, order[k])) k += 1;
    let j = order.length - 1;
    while (j > k && !has(over, order[j])) j -= 1;
    if (k < order.length) {
      min = values[order[k]];
      max = values[order[j]];
    }
  }
  return min === Number.POSITIVE_INFINITY ? '{"min":null,"max":null}' : `{"min":${JSON.stringify(min)},"max":${JSON.stringify(max)}}`;
}

function flagAggregate(flagged: RowSet, over: RowSet, size: number): string {
  const yes = overlapSize(flagged, over);
  const buckets = [];
  if (yes > 0) buckets.push(`{"key":"true","docCount":${yes}}`);
  if (size - yes > 0) buckets.push(`{"key":"false","docCount":${size - yes}}`);
  return `{"buckets":[${buckets.join(',')}]}`;
}

/** Calls `visit` with each matched position in sort order, without building the list (one sort key reads a cached order). */
export function forEachOrderedMatch(index: SearchIndex, matched: RowSet, sort: SortBy[], visit: (position: number) => void): void {
  if (sort.length > 1) {
    for (const p of orderedMatches(index, matched, sort)) visit(p);
    return;
  }
  const order = sortedOrder(index, sort[0]?.field ?? 'uniqueId', sort[0]?.order ?? 'asc');
  for (let k = 0; k < order.length; k += 1) if (has(matched, order[k])) visit(order[k]);
}

/** Positions of matched models in sort order; one sort key reads a cached order, several sort here. */
export function orderedMatches(index: SearchIndex, matched: RowSet, sort: SortBy[], limit = Number.POSITIVE_INFINITY): number[] {
  if (sort.length <= 1) {
    const order = sortedOrder(index, sort[0]?.field ?? 'uniqueId', sort[0]?.order ?? 'asc');
    const out: number[] = [];
    for (let k = 0; k < order.length && out.length < limit; k += 1) if (has(matched, order[k])) out.push(order[k]);
    return out;
  }
  const compares = sort.map((s) => compareRows(s.field, s.order));
  const positions: number[] = [];
  for (let p = 0; p < index.rows.length; p += 1) if (has(matched, p)) positions.push(p);
  positions.sort((a, b) => {
    for (const compare of compares) {
      const c = compare(index.rows[a], index.rows[b]);
      if (c !== 0) return c;
    }
    return a - b;
  });
  return positions.slice(0, limit);
}

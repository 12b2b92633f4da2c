import { FILTER_KEYS, type SortBy } from '@rv/shared-lib/catalog/filter-keys';
import type { Aggregate, Aggregates } from '@rv/shared-lib/catalog/catalog-types';
import type { CompiledQuery } from './query-builder';
import { roomLocations, sortedOrder, compareRows, type SearchIndex, type TermsColumn } from './search-index';

export interface QueryResult {
  /** 1 for every model that passes all filters. */
  matched: Uint8Array;
  total: number;
  filtered?: Aggregates;
}

/**
 * One pass over the index: a model passing every filter matches and counts in every aggregate; a model
 * failing exactly one key's filter counts only in that key's aggregate, so the options of a key stay
 * selectable while one of them is chosen (disjunctive facets). Aggregates are then summed column by
 * column over those row lists, which keeps each loop on one typed array.
 */
export function runQuery(index: SearchIndex, query: CompiledQuery, withAggregates: boolean, roomPriorities: string[]): QueryResult {
  const n = index.rows.length;
  const matched = new Uint8Array(n);
  if (query.base.length === 0 && query.facets.length === 0) {
    matched.fill(1);
    // No filter at all: the filtered aggregates are the global ones.
    return { matched, total: n, filtered: withAggregates ? globalAggregates(index) : undefined };
  }
  const keyOrder = FILTER_KEYS.map((d) => d.key);
  const facets = query.facets.map((f) => ({ test: f.test, slot: keyOrder.indexOf(f.key) }));
  const passing: number[] = [];
  const failingOne: number[][] = FILTER_KEYS.map(() => []);
  rows: for (let i = 0; i < n; i += 1) {
    for (const test of query.base) if (!test(index.rows[i])) continue rows;
    let failedSlot = -1;
    for (const facet of facets) {
      if (facet.test(i)) continue;
      if (failedSlot !== -1 && failedSlot !== facet.slot) continue rows;
      failedSlot = facet.slot;
    }
    if (failedSlot === -1) {
      matched[i] = 1;
      passing.push(i);
    } else failingOne[failedSlot].push(i);
  }
  return { matched, total: passing.length, filtered: withAggregates ? aggregate(index, roomPriorities, passing, failingOne) : undefined };
}

/** Aggregates of the whole index, computed once per index. */
export function globalAggregates(index: SearchIndex & { global?: Aggregates }): Aggregates {
  index.global ??= aggregate(index, [], null, []);
  return index.global;
}

/** Every key's aggregate over the passing rows (null: all rows) plus the rows that failed only that key. */
function aggregate(index: SearchIndex, roomPriorities: string[], passing: number[] | null, failingOne: number[][]): Aggregates {
  const visit = (slot: number, add: (i: number) => void) => {
    if (passing === null) for (let i = 0; i < index.rows.length; i += 1) add(i);
    else for (const i of passing) add(i);
    for (const i of failingOne[slot] ?? []) add(i);
  };
  return Object.fromEntries(FILTER_KEYS.map((def, slot) => {
    const key = `models.${def.key}`;
    if (def.kind === 'range') return [key, rangeAggregate(index.ranges.get(def.key)!, (add) => visit(slot, add))];
    if (def.kind === 'boolean') return [key, flagAggregate(index.flags.get(def.key)!, (add) => visit(slot, add))];
    const column = def.key === 'room_location' ? roomLocations(index, roomPriorities) : index.terms.get(def.key)!;
    return [key, termsAggregate(column, (add) => visit(slot, add))];
  }));
}

type Visit = (add: (i: number) => void) => void;

function termsAggregate({ dictionary, bits }: TermsColumn, visit: Visit): Aggregate {
  const counts = new Int32Array(dictionary.length);
  visit((i) => {
    for (let b = bits[i]; b !== 0; b &= b - 1) counts[31 - Math.clz32(b & -b)] += 1;
  });
  const buckets = dictionary.map((key, k) => ({ key, docCount: counts[k] })).filter((b) => b.docCount > 0);
  return { buckets: buckets.sort((a, b) => b.docCount - a.docCount || a.key.localeCompare(b.key)) };
}

function rangeAggregate(column: Float64Array, visit: Visit): Aggregate {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  visit((i) => {
    const v = column[i];
    if (v < min) min = v;
    if (v > max) max = v;
  });
  return min === Number.POSITIVE_INFINITY ? { min: null, max: null } : { min, max };
}

function flagAggregate(column: Uint8Array, visit: Visit): Aggregate {
  let yes = 0;
  let all = 0;
  visit((i) => {
    all += 1;
    yes += column[i];
  });
  return { buckets: [{ key: 'true', docCount: yes }, { key: 'false', docCount: all - yes }].filter((b) => b.docCount > 0) };
}

/** Calls `visit` with each matched position in sort order, without building the list (one sort key reads a cached order). */
export function forEachOrderedMatch(index: SearchIndex, matched: Uint8Array, sort: SortBy[], visit: (position: number) => void): void {
  if (sort.length > 1) {
    for (const p of orderedMatches(index, matched, sort)) visit(p);
    return;
  }
  const order = sortedOrder(index, sort[0]?.field ?? 'uniqueId', sort[0]?.order ?? 'asc');
  for (let k = 0; k < order.length; k += 1) if (matched[order[k]] === 1) visit(order[k]);
}

/** Positions of matched models in sort order; one sort key reads a cached order, several sort here. */
export function orderedMatches(index: SearchIndex, matched: Uint8Array, sort: SortBy[], limit = Number.POSITIVE_INFINITY): number[] {
  if (sort.length <= 1) {
    const order = sortedOrder(index, sort[0]?.field ?? 'uniqueId', sort[0]?.order ?? 'asc');
    const out: number[] = [];
    for (let k = 0; k < order.length && out.length < limit; k += 1) if (matched[order[k]] === 1) out.push(order[k]);
    return out;
  }
  const compares = sort.map((s) => compareRows(s.field, s.order));
  const positions: number[] = [];
  matched.forEach((m, i) => m === 1 && positions.push(i));
  positions.sort((a, b) => {
    for (const compare of compares) {
      const c = compare(index.rows[a], index.rows[b]);
      if (c !== 0) return c;
    }
    return a - b;
  });
  return positions.slice(0, limit);
}

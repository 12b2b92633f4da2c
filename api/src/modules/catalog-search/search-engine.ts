import { FILTER_KEYS, type SortBy } from '@rv/shared-lib/catalog/filter-keys';
import type { Aggregates } from '@rv/shared-lib/catalog/catalog-types';
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
 * selectable while one of them is chosen (disjunctive facets).
 */
export function runQuery(index: SearchIndex, query: CompiledQuery, withAggregates: boolean, roomPriorities: string[]): QueryResult {
  const n = index.rows.length;
  const matched = new Uint8Array(n);
  const keyOrder = FILTER_KEYS.map((d) => d.key);
  const facets = query.facets.map((f) => ({ test: f.test, slot: keyOrder.indexOf(f.key) }));
  const aggregator = withAggregates ? createAggregator(index, roomPriorities) : null;
  let total = 0;
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
      total += 1;
      aggregator?.addAll(i);
    } else aggregator?.addOne(failedSlot, i);
  }
  return { matched, total, filtered: aggregator?.result() };
}

/** Aggregates of the whole index, computed once per index. */
export function globalAggregates(index: SearchIndex & { global?: Aggregates }): Aggregates {
  if (!index.global) {
    const aggregator = createAggregator(index, []);
    for (let i = 0; i < index.rows.length; i += 1) aggregator.addAll(i);
    index.global = aggregator.result();
  }
  return index.global;
}

type Accumulator = { add(i: number): void; result(): Aggregates[string] };

function createAggregator(index: SearchIndex, roomPriorities: string[]) {
  const accumulators: Accumulator[] = FILTER_KEYS.map((def) => {
    if (def.kind === 'terms') return termsAccumulator(def.key === 'room_location' ? roomLocations(index, roomPriorities) : index.terms.get(def.key)!);
    if (def.kind === 'range') return rangeAccumulator(index.ranges.get(def.key)!);
    return flagAccumulator(index.flags.get(def.key)!);
  });
  return {
    addAll(i: number) {
      for (const acc of accumulators) acc.add(i);
    },
    addOne(slot: number, i: number) {
      accumulators[slot].add(i);
    },
    result(): Aggregates {
      return Object.fromEntries(FILTER_KEYS.map((def, slot) => [`models.${def.key}`, accumulators[slot].result()]));
    },
  };
}

function termsAccumulator({ dictionary, bits }: TermsColumn): Accumulator {
  const counts = new Int32Array(dictionary.length);
  return {
    add(i) {
      for (let b = bits[i]; b !== 0; b &= b - 1) counts[31 - Math.clz32(b & -b)] += 1;
    },
    result: () => ({ buckets: dictionary.map((key, k) => ({ key, docCount: counts[k] })).filter((b) => b.docCount > 0).sort((a, b) => b.docCount - a.docCount || a.key.localeCompare(b.key)) }),
  };
}

function rangeAccumulator(column: Float64Array): Accumulator {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  return {
    add(i) {
      const v = column[i];
      if (v < min) min = v;
      if (v > max) max = v;
    },
    result: () => (min === Number.POSITIVE_INFINITY ? { min: null, max: null } : { min, max }),
  };
}

function flagAccumulator(column: Uint8Array): Accumulator {
  let yes = 0;
  let all = 0;
  return {
    add(i) {
      all += 1;
      yes += column[i];
    },
    result: () => ({ buckets: [{ key: 'true', docCount: yes }, { key: 'false', docCount: all - yes }].filter((b) => b.docCount > 0) }),
  };
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

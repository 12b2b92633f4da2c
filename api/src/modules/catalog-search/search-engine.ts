import { FILTER_KEYS, type SortBy } from '@rv/domain/catalog';
import type { CompiledQuery } from './query-builder';
import { compareRows, roomLocations, rowSet, sortedOrder, type RowSet, type SearchIndex, type TermsColumn } from './search-index';

/**
 * Whether position `p` is in `set` (a RowSet of search-index). Local, not imported: the loops below test every
 * model of an order, and a call into another module went through an export getter each time under the tsx loader.
 */
const has = (set: RowSet, p: number): boolean => (set[p >>> 5] & (1 << (p & 31))) !== 0;

/** How many positions `a` and `b` both hold (`b` undefined: how many `a` holds); local for the same reason as `has`. */
function overlap(a: RowSet, b: RowSet | undefined): number {
  let count = 0;
  for (let w = 0; w < a.length; w += 1) {
    let x = b === undefined ? a[w] : a[w] & b[w];
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    count += Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
  }
  return count;
}

/** Each filter key's place in FILTER_KEYS, its slot in the aggregates. */
const SLOTS = new Map(FILTER_KEYS.map((def, slot) => [def.key, slot]));
/** Every filter key in aggregate order with the JSON before its aggregate (a module's own array: no export getter in the loop). */
const AGGREGATED = FILTER_KEYS.map((def, slot) => ({ ...def, head: `${slot > 0 ? ',' : ''}${JSON.stringify(`models.${def.key}`)}:` }));

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
  const base = query.base.length === 0 ? undefined : rowSet(n, (p) => query.base.every((test) => test(index.rows[p])));
  // One set per filtered key (models.x and brand.x of one key must both hold).
  const slots: number[] = [];
  const sets: RowSet[] = [];
  for (const facet of query.facets) {
    const slot = SLOTS.get(facet.key)!;
    const at = slots.indexOf(slot);
    if (at === -1) {
      slots.push(slot);
      sets.push(facet.rows);
    } else sets[at] = intersect(sets[at], [facet.rows]);
  }
  const matched = intersect(base ?? index.all, sets);
  if (!withAggregates) return { matched, total: overlap(matched, undefined) };
  // A filtered key's aggregate: the models passing every other key's filter (one key filtered: all that pass the named filters).
  const others: Array<RowSet | undefined> = new Array(AGGREGATED.length);
  for (let i = 0; i < slots.length; i += 1) others[slots[i]] = intersect(base ?? index.all, sets, i);
  return { matched, total: overlap(matched, undefined), filtered: aggregateJson(index, roomPriorities, matched, others) };
}

/** The positions in `first` and in every one of `sets` but the `skip`th (a new set; none is changed). */
function intersect(first: RowSet, sets: RowSet[], skip = -1): RowSet {
  const out = first.slice();
  for (let i = 0; i < sets.length; i += 1) {
    if (i === skip) continue;
    const set = sets[i];
    for (let w = 0; w < out.length; w += 1) out[w] &= set[w];
  }
  return out;
}

/** The JSON of the aggregates of the whole index, made once per index. */
export function globalAggregatesJson(index: SearchIndex & { globalJson?: string }): string {
  index.globalJson ??= aggregateJson(index, [], index.all, []);
  return index.globalJson;
}


/**
 * Every key's aggregate over `rows`, or for a filtered key over the models passing every other key's
 * filter, as JSON: terms and flags as buckets (largest count first, ties in locale order of the key,
 * empty buckets left out), ranges as min and max (null when no model has a value).
 */
function aggregateJson(index: SearchIndex, roomPriorities: string[], rows: RowSet, others: Array<RowSet | undefined>): string {
  const rowsSize = overlap(rows, undefined);
  let json = '{';
  for (let slot = 0; slot < AGGREGATED.length; slot += 1) {
    const def = AGGREGATED[slot];
    const over = others[slot] ?? rows;
    const size = over === rows ? rowsSize : overlap(over, undefined);
    json += def.head;
    if (def.kind === 'range') json += rangeAggregate(index, def.key, over, size);
    else if (def.kind === 'boolean') json += flagAggregate(index.flagRows.get(def.key)!, over, size);
    else json += termsAggregate(def.key === 'room_location' ? roomLocations(index, roomPriorities) : index.terms.get(def.key)!, over);
  }
  return `${json}}`;
}

/** Scratch space of termsAggregate (a terms key has at most 31 values): counts per value and the values with any. */
const termCounts = new Int32Array(32);
const termOrder = new Int32Array(32);

function termsAggregate({ rows, bucketJson, localeRank }: TermsColumn, over: RowSet): string {
  let found = 0;
  for (let v = 0; v < rows.length; v += 1) {
    const count = overlap(rows[v], over);
    termCounts[v] = count;
    if (count === 0) continue;
    // Insertion in place: largest count first, ties in locale order of the key.
    let at = found;
    while (at > 0) {
      const before = termOrder[at - 1];
      if (termCounts[before] > count || (termCounts[before] === count && localeRank[before] < localeRank[v])) break;
      termOrder[at] = before;
      at -= 1;
    }
    termOrder[at] = v;
    found += 1;
  }
  let json = '{"buckets":[';
  for (let i = 0; i < found; i += 1) json += `${i > 0 ? ',' : ''}${bucketJson[termOrder[i]]}${termCounts[termOrder[i]]}}`;
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
  const yes = overlap(flagged, over);
  const no = size - yes;
  if (yes === 0) return no === 0 ? '{"buckets":[]}' : `{"buckets":[{"key":"false","docCount":${no}}]}`;
  return no === 0 ? `{"buckets":[{"key":"true","docCount":${yes}}]}` : `{"buckets":[{"key":"true","docCount":${yes}},{"key":"false","docCount":${no}}]}`;
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

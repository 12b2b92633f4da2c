import { ALL_BRAND_OPTIONS } from '@rv/domain';
import { FILTER_KEYS, ROOM_LOCATIONS, type SortField } from '@rv/domain/catalog';
import { brandCodeQuery } from '@rv/domain/catalog';
import type { ModelRow, SpecDefinitionRow } from './repository';

/**
 * A terms key: each model's value(s) encoded as a bit set over the key's dictionary (at most 31 values),
 * and per dictionary value the set of models that have it (a bit per index position, see RowSet).
 */
export interface TermsColumn {
  dictionary: string[];
  bits: Int32Array;
  rows: RowSet[];
  /** Per value: its aggregate bucket's JSON up to the count, and its place in locale order (ties of a count). */
  bucketJson: string[];
  localeRank: Int32Array;
}

/** A set of index positions, one bit per position: bit p % 32 of word p >> 5. */
export type RowSet = Uint32Array;

/** The set of the positions `keep` says yes to. */
export function rowSet(count: number, keep: (p: number) => boolean): RowSet {
  const set = new Uint32Array((count + 31) >>> 5);
  for (let p = 0; p < count; p += 1) if (keep(p)) set[p >>> 5] |= 1 << (p & 31);
  return set;
}

/** A brand of the search service: one sub-brand in one type class. */
export interface BrandEntry { index: number; uniqueId: string; sample: ModelRow; brandTypes: Set<string> }

/**
 * The search service's in-memory index of the catalogue, columnar so a filter or an aggregate is a tight
 * loop over typed arrays. It is a cache of the database, rebuilt when the catalogue revision changes.
 */
export interface SearchIndex {
  revision: number;
  rows: ModelRow[];
  terms: Map<string, TermsColumn>;
  /** Range keys: the value per model, NaN when the model has none (no price, no garage). */
  ranges: Map<string, Float64Array>;
  /** Range keys: the positions of the models that have a value, by value ascending (ties by position). */
  rangeOrders: Map<string, Int32Array>;
  flags: Map<string, Uint8Array>;
  /** Flag keys: the models that have the feature. */
  flagRows: Map<string, RowSet>;
  /** Every position. */
  all: RowSet;
  brandOf: Int32Array;
  brands: BrandEntry[];
  specDefinitions: Map<string, SpecDefinitionRow>;
  /** Row orders per sort field and direction, computed on first use. */
  orders: Map<string, Int32Array>;
  byUniqueId: Map<string, number>;
  /** Room locations per set of priority rooms, computed on first use. */
  roomLocations: Map<string, TermsColumn>;
}

/** The value(s) a model has for each terms key; brand codes follow the spec's brand code mapping. */
const BRAND_CODES = ALL_BRAND_OPTIONS.map((o) => o.value);
const termValues: Record<string, (r: ModelRow) => string[]> = {
  region: (r) => [r.region],
  type: (r) => [r.rv_type],
  typeClass: (r) => [r.type_class_slug],
  brandType: (r) => [r.brand_type],
  brand: (r) => BRAND_CODES.filter((code) => {
    const q = brandCodeQuery(code);
    return q.value === (q.field === 'brand.referenceId' ? r.brand_reference_id : r.brand_group);
  }),
  class: (r) => [r.class],
  size: (r) => [r.size],
  room_priority: (r) => r.rooms.map((room) => room.split('@')[0]),
  room_location: (r) => r.rooms,
  bed_type: (r) => [r.bed_type],
  bathrooms: (r) => [String(Number(r.bathrooms))],
  refrigerator_size: (r) => [r.refrigerator_size],
  number_of_propane_tanks: (r) => [String(r.propane_tanks)],
};

export const rangeValues: Record<string, (r: ModelRow) => number | null> = {
  price: (r) => r.price, sleeps: (r) => r.sleeps, length: (r) => r.length, carry_capacity: (r) => r.carrying_capacity,
  weight: (r) => r.shipping_weight, lpg_size: (r) => r.lpg_capacity, blackwater: (r) => r.black_water, grey_water: (r) => r.grey_water,
  fresh_water: (r) => r.fresh_water, ac_units: (r) => r.ac_units, tv_hookups: (r) => r.tv_hookups, toy_hauler_garage_size: (r) => r.garage_size,
};

export function buildSearchIndex(revision: number, rows: ModelRow[], specDefinitions: SpecDefinitionRow[]): SearchIndex {
  const terms = new Map<string, TermsColumn>();
  const ranges = new Map<string, Float64Array>();
  const rangeOrders = new Map<string, Int32Array>();
  const flags = new Map<string, Uint8Array>();
  const flagRows = new Map<string, RowSet>();
  for (const def of FILTER_KEYS) {
    if (def.kind === 'terms') terms.set(def.key, termsColumn(rows, termValues[def.key]));
    else if (def.kind === 'range') {
      const values = Float64Array.from(rows, (r) => rangeValues[def.key](r) ?? Number.NaN);
      ranges.set(def.key, values);
      rangeOrders.set(def.key, Int32Array.from(Array.from(rows.keys()).filter((p) => !Number.isNaN(values[p])).sort((a, b) => values[a] - values[b] || a - b)));
    } else {
      const column = Uint8Array.from(rows, (r) => (r.flags.includes(def.key) ? 1 : 0));
      flags.set(def.key, column);
      flagRows.set(def.key, rowSet(rows.length, (p) => column[p] === 1));
    }
  }
  const brandKeys = new Map<string, BrandEntry>();
  const brandOf = new Int32Array(rows.length);
  rows.forEach((row, i) => {
    const uniqueId = `${row.brand_reference_id}-${row.type_class_slug}`;
    let entry = brandKeys.get(uniqueId);
    if (!entry) brandKeys.set(uniqueId, (entry = { index: brandKeys.size, uniqueId, sample: row, brandTypes: new Set() }));
    entry.brandTypes.add(row.brand_type);
    brandOf[i] = entry.index;
  });
  return {
    revision, rows, terms, ranges, rangeOrders, flags, flagRows, all: rowSet(rows.length, () => true), brandOf, brands: [...brandKeys.values()],
    specDefinitions: new Map(specDefinitions.map((d) => [d.code, d])), orders: new Map(),
    byUniqueId: new Map(rows.map((r, i) => [r.unique_id, i])), roomLocations: new Map(),
  };
}

function termsColumn(rows: ModelRow[], values: (r: ModelRow) => string[]): TermsColumn {
  const dictionary = [...new Set(rows.flatMap(values))].sort();
  if (dictionary.length > 31) throw new Error(`A terms key has ${dictionary.length} values; the index holds at most 31.`);
  const position = new Map(dictionary.map((v, i) => [v, i]));
  return withRows(dictionary, Int32Array.from(rows, (r) => values(r).reduce((bits, v) => bits | (1 << position.get(v)!), 0)));
}

/** A terms column from its per-model bits, with the set of models of each value. */
function withRows(dictionary: string[], bits: Int32Array): TermsColumn {
  const localeRank = new Int32Array(dictionary.length);
  [...dictionary.keys()].sort((a, b) => dictionary[a].localeCompare(dictionary[b])).forEach((v, rank) => (localeRank[v] = rank));
  return {
    dictionary, bits, localeRank,
    rows: dictionary.map((_, v) => rowSet(bits.length, (p) => (bits[p] & (1 << v)) !== 0)),
    bucketJson: dictionary.map((key) => `{"key":${JSON.stringify(key)},"docCount":`),
  };
}

const sortValue: Record<SortField, (r: ModelRow) => number | string | null> = {
  uniqueId: (r) => r.unique_id, price: (r) => r.price, length: (r) => r.length, weight: (r) => r.shipping_weight,
  sleeps: (r) => r.sleeps, name: (r) => r.name, modelYear: (r) => r.model_year,
};

/** Model comparison for one sort key; models without a value go last either way, ties by uniqueId ascending. */
export function compareRows(field: SortField, order: 'asc' | 'desc') {
  const value = sortValue[field];
  const sign = order === 'asc' ? 1 : -1;
  return (a: ModelRow, b: ModelRow): number => {
    const x = value(a);
    const y = value(b);
    if (x === y) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x < y ? -1 : 1) * sign;
  };
}

/** Row positions in the order of one sort, cached on the index (rows are already in uniqueId order). */
export function sortedOrder(index: SearchIndex, field: SortField, order: 'asc' | 'desc'): Int32Array {
  const key = `${field}:${order}`;
  let cached = index.orders.get(key);
  if (!cached) {
    const compare = compareRows(field, order);
    const positions = Array.from(index.rows.keys()).sort((a, b) => compare(index.rows[a], index.rows[b]) || a - b);
    index.orders.set(key, (cached = Int32Array.from(positions)));
  }
  return cached;
}

/**
 * Where the chosen priority rooms are, per model, as a terms column over the locations (Front, Middle,
 * Rear); with no priority chosen, where any room is. Filter and aggregate of room_location read it.
 */
export function roomLocations(index: SearchIndex, priorities: string[]): TermsColumn {
  const key = [...priorities].sort().join(',');
  let column = index.roomLocations.get(key);
  if (!column) {
    const dictionary = [...ROOM_LOCATIONS] as string[];
    const wanted = new Set(priorities);
    const bits = Int32Array.from(index.rows, (r) => r.rooms.reduce((acc, room) => {
      const [name, location] = room.split('@');
      return wanted.size === 0 || wanted.has(name) ? acc | (1 << dictionary.indexOf(location)) : acc;
    }, 0));
    index.roomLocations.set(key, (column = withRows(dictionary, bits)));
  }
  return column;
}

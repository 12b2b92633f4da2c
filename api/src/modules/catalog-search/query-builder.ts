import { filterKeyDefinition, type FilterKind } from '@rv/domain/catalog';
import { regionFilterValues } from '@rv/domain/catalog';
import { canTow } from '@rv/domain/towing';
import { wordMatcher } from '@rv/domain/search';
import { badRequest } from '../../http/errors';
import type { ModelRow } from './repository';
import { roomLocations, type RowSet, type SearchIndex } from './search-index';
import type { SearchFiltersBody } from './schemas';

/** One facet filter: which key it restricts (its own aggregate ignores it) and the models that pass it. */
export interface FacetPredicate { key: string; rows: RowSet }

export interface CompiledQuery {
  /** The named filters of spec (the calls): they narrow everything, the filtered aggregates included. */
  base: Array<(row: ModelRow) => boolean>;
  facets: FacetPredicate[];
}

const list = (value: unknown): string[] => (value === undefined || value === null ? [] : (Array.isArray(value) ? value : [value]).map(String));

/** Turns the request's filters into predicates over the index, rejecting unknown keys and inverted ranges (400). */
export function compileFilters(index: SearchIndex, filters: SearchFiltersBody = {}): CompiledQuery {
  const base = [...namedFilters(filters), ...newestYearFilter(index, filters.model?.newestYearOnly)];
  const byKey = new Map<string, unknown>();
  const kinds = new Map<string, FilterKind>();
  for (const [prefixed, value] of Object.entries(filters)) {
    if (prefixed === 'model' || prefixed === 'brand' || prefixed === 'towVehicle' || value === undefined) continue;
    const def = filterKeyDefinition(prefixed);
    if (!def) throw badRequest(`Unknown filter key "${prefixed}".`, `filters.${prefixed}`);
    // models.x and brand.x are one key seen from the two views; both given means both must hold.
    byKey.set(def.key, byKey.has(def.key) ? [byKey.get(def.key), value] : value);
    kinds.set(def.key, def.kind);
  }
  const facets: FacetPredicate[] = [];
  for (const [key, value] of byKey) {
    const kind = kinds.get(key)!;
    const values = Array.isArray(value) && kind !== 'terms' ? value : [value];
    for (const v of values) {
      const predicate = kind === 'terms' ? termsPredicate(index, key, v, byKey)
        : kind === 'range' ? rangePredicate(index, key, v as { from?: number | null; to?: number | null })
          : booleanPredicate(index, key, v as boolean);
      if (predicate) facets.push(predicate);
    }
  }
  return { base, facets };
}

function termsPredicate(index: SearchIndex, key: string, value: unknown, all: Map<string, unknown>): FacetPredicate | null {
  let wanted = list(value).flat();
  if (key === 'region') wanted = regionFilterValues(wanted);
  if (wanted.length === 0) return null;
  if (key === 'room_location') {
    // A location means "the priority room is there" (spec: states and transitions: location is chosen after a priority).
    const priorities = list(all.get('room_priority')).flat();
    if (priorities.length === 0) throw badRequest('filters.models.room_location needs a models.room_priority.', 'filters.models.room_location');
  }
  const column = key === 'room_location' ? roomLocations(index, list(all.get('room_priority')).flat()) : index.terms.get(key)!;
  // The models with any of the wanted values: the union of their sets.
  const rows = new Uint32Array(index.all.length);
  for (const v of new Set(wanted)) {
    const i = column.dictionary.indexOf(v);
    if (i === -1) continue;
    const own = column.rows[i];
    for (let w = 0; w < rows.length; w += 1) rows[w] |= own[w];
  }
  return { key, rows };
}

function rangePredicate(index: SearchIndex, key: string, range: { from?: number | null; to?: number | null }): FacetPredicate | null {
  const from = range.from ?? null;
  const to = range.to ?? null;
  if (from !== null && to !== null && from > to) throw badRequest(`filters.models.${key}: from (${from}) is greater than to (${to}).`, `filters.models.${key}`);
  if (from === null && to === null) return null;
  const lo = from ?? Number.NEGATIVE_INFINITY;
  const hi = to ?? Number.POSITIVE_INFINITY;
  const values = index.ranges.get(key)!;
  const order = index.rangeOrders.get(key)!;
  // The models in range are one run of the key's ascending order (models without a value are not in it).
  const rows = new Uint32Array(index.all.length);
  for (let k = firstAtLeast(values, order, lo); k < order.length && values[order[k]] <= hi; k += 1) rows[order[k] >>> 5] |= 1 << (order[k] & 31);
  return { key, rows };
}

/** The first place in `order` (ascending by `values`) whose value is at least `bound`. */
function firstAtLeast(values: Float64Array, order: Int32Array, bound: number): number {
  let low = 0;
  let high = order.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (values[order[middle]] < bound) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A checked flag keeps the models that have the feature; false (unchecked) adds nothing. */
function booleanPredicate(index: SearchIndex, key: string, value: boolean): FacetPredicate | null {
  if (value !== true) return null;
  return { key, rows: index.flagRows.get(key)! };
}

function namedFilters(filters: SearchFiltersBody): CompiledQuery['base'] {
  const base: CompiledQuery['base'] = [];
  const { model = {}, brand = {} } = filters;
  const flag = (value: boolean | undefined, read: (r: ModelRow) => boolean) => {
    if (value !== undefined) base.push((r) => read(r) === value);
  };
  const oneOf = (value: unknown, read: (r: ModelRow) => string, normalise = (v: string) => v) => {
    const wanted = new Set(list(value).map(normalise));
    if (wanted.size > 0) base.push((r) => wanted.has(read(r)));
  };
  flag(model.showOnWeb, (r) => r.show_on_web);
  if (model.text !== undefined) {
    const matches = wordMatcher(model.text);
    base.push((r) => matches([r.name, r.reference_id, r.brand_name, r.type_class_name, r.description]));
  }
  flag(model.most_popular, (r) => r.most_popular);
  flag(model.active, (r) => r.active);
  flag(model.stockOnly, (r) => r.stock_only);
  flag(model.toyHauler, (r) => r.flags.includes('toy_hauler'));
  oneOf(model.referenceId, (r) => r.reference_id);
  // The listing rule of spec (screens and routes): the type class slug, the toy hauler url or the destination trailer url.
  const typeClasses = new Set(list(model.typeClass));
  if (typeClasses.size > 0) base.push((r) => typeClasses.has(r.type_class_slug) || (r.type_class_slug !== 'fifth-wheels' && r.type_class_slug !== 'travel-trailers' && typeClasses.has(r.brand_type)));
  oneOf(brand.group, (r) => r.brand_group, (v) => v.toUpperCase());
  oneOf(brand.referenceId, (r) => r.brand_reference_id, (v) => v.toUpperCase());
  oneOf(brand.url, (r) => r.brand_url);
  flag(brand.active, (r) => r.brand_active);
  const vehicle = filters.towVehicle;
  // the product advisor's rule, so the filter and the advisor agree on every floorplan.
  if (vehicle) base.push((r) => canTow(vehicle, { shippingWeight: r.shipping_weight, carryingCapacity: r.carrying_capacity, hitchWeight: r.hitch_weight }).ok);
  return base;
}

const floorplanKey = (r: ModelRow) => `${r.brand_reference_id}/${r.type_class_slug}/${r.reference_id}`;

/** Keeps only the newest model year of each floorplan (brand, type class, reference id). */
function newestYearFilter(index: SearchIndex, wanted: boolean | undefined): CompiledQuery['base'] {
  if (wanted !== true) return [];
  const newest = new Map<string, number>();
  for (const row of index.rows) newest.set(floorplanKey(row), Math.max(newest.get(floorplanKey(row)) ?? 0, row.model_year));
  return [(r) => newest.get(floorplanKey(r)) === r.model_year];
}

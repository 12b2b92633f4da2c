// The load bench's uncached model searches, one definition for `npm run bench:load` and the in-process
// api/scripts/bench-search-uncached.ts (which must ask exactly the same bodies), and the search tests' generator.
import * as catalog from '@rv/domain/catalog';

// The domain package is TypeScript compiled to CommonJS (by tsx, or jest's transform): Node's ESM sees its
// exports only as the default export, jest's CommonJS as the module itself. Plain Node needs tsx's loader
// registered first (bench-load.mjs does).
const { CARD_SPEC_CODES, DEFAULT_SORT } = catalog.default ?? catalog;

/** mulberry32: a small seeded generator, so a run with one seed asks the same searches every time. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What a shopper can choose, read from the catalogue's global aggregates: terms keys with their values,
 * ranges with their bounds and the feature flags (room_location only means something beside a room_priority).
 */
export function searchKeysFrom(globalAggregates) {
  return Object.entries(globalAggregates).flatMap(([key, aggregate]) => {
    if (key === 'models.room_location') return [];
    if (aggregate.buckets) {
      const values = aggregate.buckets.map((bucket) => bucket.key);
      if (values.includes('true')) return [{ key, kind: 'boolean' }];
      return values.length > 1 ? [{ key, kind: 'terms', values }] : [];
    }
    const { min, max } = aggregate;
    return min != null && max != null && max > min ? [{ key, kind: 'range', min, max }] : [];
  });
}

const SORTS = ['price', 'length', 'weight'].flatMap((field) => [{ field, order: 'asc' }, { field, order: 'desc' }]);

/**
 * The floorplan list page's model search (mfe-catalog's use-catalog-results): first page of 12 with the
 * panel's aggregates, one sort, only the card's specifications. `allSpecifications` gives the older bench
 * body instead (no sort unless chosen, every specification), for comparison.
 */
export function listPageSearchBody(filters, sort, { allSpecifications = false } = {}) {
  if (allSpecifications) return JSON.stringify({ size: 12, returnAggregates: true, filters, ...(sort ? { sort: [sort] } : {}) });
  return JSON.stringify({
    filters, sort: [sort ?? DEFAULT_SORT], size: 12, from: 0, returnAggregates: true, modelSpecifications: [...CARD_SPEC_CODES], viewType: 'floorplan',
  });
}

/** The cached phase's one search: fifth wheels, the list page's body (see listPageSearchBody). */
export const cachedSearchBody = (options) => listPageSearchBody({ 'models.typeClass': ['fifth-wheels'] }, undefined, options);

/**
 * A model search body (JSON text, as sent) of one to five random filter keys and a chosen sort half the
 * time, shaped as listPageSearchBody; the same seed draws the same filters with either option.
 */
export function randomSearchBody(random, keys, options) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  const filters = {};
  const count = 1 + Math.floor(random() * 5);
  while (Object.keys(filters).length < count) {
    const key = pick(keys);
    if (key.kind === 'boolean') filters[key.key] = true;
    else if (key.kind === 'terms') filters[key.key] = [...new Set([pick(key.values), pick(key.values)])];
    else {
      const from = Math.round(key.min + random() * (key.max - key.min) * 0.6);
      const to = Math.round(from + random() * (key.max - from));
      const side = random();
      filters[key.key] = side < 0.2 ? { from } : side < 0.4 ? { to } : { from, to };
    }
  }
  return listPageSearchBody(filters, random() < 0.5 ? pick(SORTS) : undefined, options);
}

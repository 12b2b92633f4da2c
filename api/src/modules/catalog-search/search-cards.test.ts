import zlib from 'node:zlib';
import { CARD_SPEC_CODES, FILTER_KEYS } from '@rv/domain/catalog';
import type { Aggregates } from '@rv/domain/catalog';
import { searchModels, seededRandom } from '../../../test/catalog-search';
import { testDbKind, testAppPerFile } from '../../../test/test-app';
import type { ModelFeature } from '@rv/domain/catalog';
import { CardCache, cardBytes, cardJson, specSelection } from './cards';
import { modelDoc, specification } from './documents';
import * as repo from './repository';
import { catalogSearchFor } from './service';

// Generous: these suites share a busy 2-core machine with the rest of the workspace's tests (the random-filters case took over 60 s at load 23).
jest.setTimeout(120000);

const ctx = testAppPerFile();

const search = (body: object) => searchModels(ctx().app, body);

const seeded = seededRandom;

/** Facet keys a shopper combines freely (region and room keys have rules of their own, tested elsewhere). */
const KEYS = FILTER_KEYS.filter((d) => d.key !== 'region' && !d.key.startsWith('room_'));

/**
 * The search's answer by the definitions, row by row over the catalogue as the index holds it: a model
 * matches when it passes every filter, and a key's filtered aggregate counts the models passing every
 * other key's filter.
 */
async function expected(filters: Record<string, unknown>) {
  const idx = await catalogSearchFor(ctx().db).index();
  const passes = (i: number, key: string): boolean => {
    const value = filters[`models.${key}`];
    if (value === undefined) return true;
    const def = FILTER_KEYS.find((d) => d.key === key)!;
    if (def.kind === 'boolean') return value !== true || idx.flags.get(key)![i] === 1;
    if (def.kind === 'range') {
      const { from = null, to = null } = value as { from?: number | null; to?: number | null };
      const v = idx.ranges.get(key)![i];
      return (from === null || v >= from) && (to === null || v <= to);
    }
    const column = idx.terms.get(key)!;
    return (value as string[]).some((wanted) => column.dictionary.includes(wanted) && (column.bits[i] & (1 << column.dictionary.indexOf(wanted))) !== 0);
  };
  const positions = [...idx.rows.keys()];
  const matching = positions.filter((i) => FILTER_KEYS.every((d) => passes(i, d.key)));
  const filtered: Aggregates = {};
  for (const def of FILTER_KEYS.filter((d) => d.key !== 'room_location')) {
    const over = positions.filter((i) => FILTER_KEYS.every((d) => d.key === def.key || passes(i, d.key)));
    if (def.kind === 'range') {
      const values = over.map((i) => idx.ranges.get(def.key)![i]).filter((v) => !Number.isNaN(v));
      filtered[`models.${def.key}`] = values.length ? { min: Math.min(...values), max: Math.max(...values) } : { min: null, max: null };
    } else if (def.kind === 'boolean') {
      const yes = over.filter((i) => idx.flags.get(def.key)![i] === 1).length;
      filtered[`models.${def.key}`] = { buckets: [{ key: 'true', docCount: yes }, { key: 'false', docCount: over.length - yes }].filter((b) => b.docCount > 0) };
    } else {
      const column = idx.terms.get(def.key)!;
      const buckets = column.dictionary.map((key, k) => ({ key, docCount: over.filter((i) => (column.bits[i] & (1 << k)) !== 0).length }));
      filtered[`models.${def.key}`] = { buckets: buckets.filter((b) => b.docCount > 0).sort((a, b) => b.docCount - a.docCount || a.key.localeCompare(b.key)) };
    }
  }
  return { rows: matching.map((i) => idx.rows[i]), filtered, idx };
}

describe(`model search answers made from cards and sets of models (${testDbKind})`, () => {
  it('matches the definitions for random combinations of up to five filter keys, documents included', async () => {
    const random = seeded(29);
    const global = (await search({ size: 0, returnAggregates: true })).aggregates!.global;
    for (let run = 0; run < 40; run += 1) {
      const filters: Record<string, unknown> = {};
      const count = 1 + Math.floor(random() * 5);
      while (Object.keys(filters).length < count) {
        const def = KEYS[Math.floor(random() * KEYS.length)];
        const aggregate = global[`models.${def.key}`];
        if (def.kind === 'boolean') filters[`models.${def.key}`] = true;
        else if (def.kind === 'terms') {
          const values = aggregate.buckets!.map((b) => b.key);
          filters[`models.${def.key}`] = [values[Math.floor(random() * values.length)], values[Math.floor(random() * values.length)]];
        } else if (aggregate.min !== null) {
          const from = Math.round(aggregate.min! + random() * (aggregate.max! - aggregate.min!) * 0.6);
          filters[`models.${def.key}`] = random() < 0.3 ? { from } : { from, to: Math.round(from + random() * (aggregate.max! - from)) };
        }
      }
      const codes = run % 3 === 0 ? ['MSRP', 'LENGTH', 'SLEEPING-CAPACITY'] : undefined;
      const answer = await search({ size: 12, returnAggregates: true, filters, ...(codes ? { modelSpecifications: codes } : {}) });
      const want = await expected(filters);
      expect(answer.total.value).toBe(want.rows.length);
      const { 'models.room_location': _roomLocation, ...filtered } = answer.aggregates!.filtered;
      expect(filtered).toEqual(want.filtered);
      // Each card is the model's document with its specifications as the database has them.
      const page = want.rows.slice(0, 12);
      const specs = await repo.findSpecifications(ctx().db, page.map((r) => r.id), codes);
      expect(answer.docs).toEqual(page.map((row) => modelDoc(row, Object.fromEntries(specs.filter((s) => s.model_id === row.id)
        .map((s) => [s.code, specification(s.code, s.value, want.idx.specDefinitions)])))));
    }
  });

  it('answers a browser in brotli, made for it or kept, the same JSON as uncompressed', async () => {
    const body = { size: 12, returnAggregates: true, filters: { 'models.sleeps': { from: 5 }, 'models.bunkhouse': true } };
    const asBrowser = () => ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: body, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    // Made for the first request, made again and kept for the second, sent from the cache to the third.
    const answers = [await asBrowser(), await asBrowser(), await asBrowser()];
    const plain = await ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: body });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().docs).toHaveLength(12);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe('br');
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(answer.rawPayload).toString()).toBe(plain.body);
    }
    const gzip = await ctx().app.inject({ method: 'POST', url: '/api/search/v1/models', payload: { ...body, size: 11 }, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).docs).toHaveLength(11);
  });

  it('keeps at most its limit of cards, and still answers a page larger than that', async () => {
    const idx = await catalogSearchFor(ctx().db).index();
    const cache = new CardCache(idx, 2);
    const cards = await cache.get(ctx().db, [0, 1, 2]);
    expect(cards.map((card) => JSON.parse(cardJson(card, new Set())).uniqueId)).toEqual([0, 1, 2].map((p) => idx.rows[p].unique_id));
    expect(cache.size).toBe(2);
    expect(JSON.parse(cardJson((await cache.get(ctx().db, [0]))[0], undefined)).specifications).toEqual(
      Object.fromEntries((await repo.findSpecifications(ctx().db, [idx.rows[0].id])).map((s) => [s.code, specification(s.code, s.value, idx.specDefinitions)])),
    );
  });

  it("gives a card's bytes as its JSON, with every specification or some, with features or without", async () => {
    const idx = await catalogSearchFor(ctx().db).index();
    const [card] = await new CardCache(idx).get(ctx().db, [0]);
    const features: ModelFeature[] = [{ group: 'Kitchen', label: 'Kitchen Island – "café" size', value: 'S', sequence: 1, source: 'SO' }];
    for (const codes of [undefined, 'card' as const, new Set(['MSRP', 'LENGTH']), new Set<string>()]) {
      for (const withFeatures of [undefined, features]) expect(cardBytes(card, codes, withFeatures).toString()).toBe(cardJson(card, codes, withFeatures));
    }
    // The common case (a list page's card) is the card's own bytes, not a copy.
    expect(cardBytes(card, undefined)).toBe(card.bytes);
    expect(JSON.parse(card.bytes.toString()).uniqueId).toBe(idx.rows[0].unique_id);
  });

  it("keeps the bytes of a card with the card's specifications, asked in any order", async () => {
    const idx = await catalogSearchFor(ctx().db).index();
    const [card] = await new CardCache(idx).get(ctx().db, [0]);
    expect(specSelection([...CARD_SPEC_CODES].reverse())).toBe('card');
    expect(specSelection([...CARD_SPEC_CODES, 'GVWR'])).toEqual(new Set([...CARD_SPEC_CODES, 'GVWR']));
    expect(specSelection(CARD_SPEC_CODES.slice(1))).toEqual(new Set(CARD_SPEC_CODES.slice(1)));
    const bytes = cardBytes(card, 'card');
    expect(bytes.toString()).toBe(cardJson(card, new Set(CARD_SPEC_CODES)));
    expect(Object.keys(JSON.parse(bytes.toString()).specifications).every((code) => (CARD_SPEC_CODES as readonly string[]).includes(code))).toBe(true);
    expect(cardBytes(card, 'card')).toBe(bytes);
  });

  it('shows a changed specification once the catalogue revision moves', async () => {
    const { docs: [before] } = await search({ size: 1, modelSpecifications: ['MSRP'], filters: { 'models.price': { from: 1 } } });
    const listPage = { size: 1, modelSpecifications: [...CARD_SPEC_CODES], filters: { 'models.price': { from: 1 } } };
    expect((await search(listPage)).docs[0].specifications.MSRP).toEqual(before.specifications.MSRP);
    const price = Number(before.specifications.MSRP.value);
    const id = (await ctx().db.query<{ id: number }>('SELECT id FROM catalog_models WHERE unique_id = $1', [before.uniqueId])).rows[0].id;
    await ctx().db.query("UPDATE catalog_specifications SET value = $2 WHERE model_id = $1 AND code = 'MSRP'", [id, String(price + 1)]);
    await ctx().db.query('UPDATE catalog_revision SET revision = revision + 1');
    const { docs: [after] } = await search({ size: 1, modelSpecifications: ['MSRP'], filters: { 'models.price': { from: 1 } } });
    expect(after.uniqueId).toBe(before.uniqueId);
    expect(after.specifications.MSRP.value).toBe(price + 1);
    expect((await search(listPage)).docs[0].specifications.MSRP.value).toBe(price + 1);
  });
});

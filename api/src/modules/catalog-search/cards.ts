import { CARD_SPEC_CODES, type ModelFeature } from '@rv/domain/catalog';
import type { Database } from '../../db/database';
import { modelDoc, specification } from './documents';
import * as repo from './repository';
import type { SearchIndex } from './search-index';

/**
 * A floorplan model year's search document, serialised once per catalogue revision: the JSON before and
 * after its specifications, and each specification as a `"CODE":{...}` member in the order the database
 * gives them. A page of results is then joined from these parts; the specifications are read from the
 * database once per model instead of on every search.
 */
export interface ModelCard {
  head: string;
  tail: string;
  codes: string[];
  members: string[];
  /**
   * The whole document with every specification, the common case (no `modelSpecifications` asked), as
   * UTF-8 bytes: a page is joined from them outside V8's heap, where an answer joined as a string cost
   * two copies of it in the young generation and a scavenge every few dozen searches.
   */
  bytes: Buffer;
  /** The document with the card's specifications only (CARD_SPEC_CODES, the list page's request), made on first use. */
  cardCodesBytes?: Buffer;
}

/** How many cards one index keeps, about 70 MB of all-specification cards (a 50k-model catalogue would otherwise keep every card a search ever showed). */
export const CARD_CACHE_MAX = 10_000;

/** Cards per query of CardCache.warm: the seeded catalogue in one query; a larger one in parts, so searches meanwhile wait for one part at most. */
const WARM_CHUNK = 1000;

/** Cards of one index, least recently used forgotten first; loads the ones a page needs that it does not hold. */
export class CardCache {
  private readonly cards = new Map<number, ModelCard>();
  private readonly loading = new Map<number, Promise<Map<number, ModelCard>>>();

  constructor(private readonly index: SearchIndex, private readonly max = CARD_CACHE_MAX) {}

  get size(): number {
    return this.cards.size;
  }

  /** The cards of `positions` (index positions), in that order; concurrent searches share a load. */
  async get(db: Database, positions: number[]): Promise<ModelCard[]> {
    const found: Array<ModelCard | undefined> = new Array(positions.length);
    const missing: number[] = [];
    // When every card of the index fits, none is ever forgotten and the order of use need not be kept.
    const keepOrder = this.index.rows.length > this.max;
    for (let i = 0; i < positions.length; i += 1) {
      const p = positions[i];
      const card = this.cards.get(p);
      if (!card) {
        missing.push(p);
        continue;
      }
      if (keepOrder) {
        // Most recently used goes last: a Map iterates in insertion order.
        this.cards.delete(p);
        this.cards.set(p, card);
      }
      found[i] = card;
    }
    if (missing.length === 0) return found as ModelCard[];
    const toLoad = missing.filter((p) => !this.loading.has(p));
    if (toLoad.length > 0) {
      const load = this.load(db, toLoad);
      for (const p of toLoad) this.loading.set(p, load);
      const done = () => {
        for (const p of toLoad) if (this.loading.get(p) === load) this.loading.delete(p);
      };
      load.then(done, done);
    }
    const loaded = new Map<number, ModelCard>();
    for (const cards of await Promise.all(new Set(missing.map((p) => this.loading.get(p)!)))) {
      for (const [p, card] of cards) loaded.set(p, card);
    }
    return positions.map((p, i) => found[i] ?? loaded.get(p)!);
  }

  /**
   * Loads the cards of the first positions up to the limit (the whole catalogue when it fits), `chunk` at a
   * time, sharing loads with searches: made in the background for a new index, so searches after a
   * catalogue change do not each wait for their page's specifications.
   */
  async warm(db: Database, chunk = WARM_CHUNK): Promise<void> {
    const count = Math.min(this.index.rows.length, this.max);
    for (let from = 0; from < count; from += chunk) {
      const positions: number[] = [];
      for (let p = from; p < Math.min(count, from + chunk); p += 1) if (!this.cards.has(p)) positions.push(p);
      if (positions.length > 0) await this.get(db, positions);
    }
  }

  private async load(db: Database, positions: number[]): Promise<Map<number, ModelCard>> {
    const rows = positions.map((p) => this.index.rows[p]);
    const specs = await repo.findSpecifications(db, rows.map((r) => r.id));
    const byId = new Map<number, Array<{ code: string; value: string | null }>>(rows.map((r) => [r.id, []]));
    for (const s of specs) byId.get(s.model_id)!.push(s);
    const loaded = new Map<number, ModelCard>();
    positions.forEach((p, i) => {
      const card = cardOf(this.index, p, byId.get(rows[i].id)!);
      loaded.set(p, card);
      this.cards.set(p, card);
      if (this.cards.size > this.max) this.cards.delete(this.cards.keys().next().value as number);
    });
    return loaded;
  }
}

function cardOf(index: SearchIndex, position: number, specs: Array<{ code: string; value: string | null }>): ModelCard {
  const row = index.rows[position];
  // The document with a marker where the specifications go; its JSON is cut there once.
  const { specifications: _specifications, floorplan_main, floorplan_thumbnail, ...head } = modelDoc(row, {});
  const members = specs.map((s) => `${JSON.stringify(s.code)}:${JSON.stringify(specification(s.code, s.value, index.specDefinitions))}`);
  const card = {
    head: JSON.stringify(head).slice(0, -1),
    tail: JSON.stringify({ floorplan_main, floorplan_thumbnail }).slice(1),
    codes: specs.map((s) => s.code),
    members,
  };
  return { ...card, bytes: Buffer.from(joinCard(card, `{${members.join(',')}}`, card.tail)) };
}

const joinCard = (card: Pick<ModelCard, 'head'>, specifications: string, tail: string) => `${card.head},"specifications":${specifications},${tail}`;

const CARD_CODES: ReadonlySet<string> = new Set(CARD_SPEC_CODES);

/**
 * The specifications a request asks for: every one (undefined, when none are named), the card's own
 * ('card', the list page's request, whatever the order of its codes), or another set.
 */
export type SpecSelection = undefined | 'card' | ReadonlySet<string>;

export function specSelection(codes: readonly string[] | undefined): SpecSelection {
  if (codes === undefined) return undefined;
  const asked = new Set(codes);
  if (asked.size === CARD_CODES.size && codes.every((code) => CARD_CODES.has(code))) return 'card';
  return asked;
}

const codesOf = (selection: SpecSelection) => (selection === 'card' ? CARD_CODES : selection);

/** The specifications asked for (every one when `codes` is undefined, none for []) as one object's JSON. */
const specificationsJson = (card: ModelCard, codes: ReadonlySet<string> | undefined) =>
  `{${(codes === undefined ? card.members : card.members.filter((_, i) => codes.has(card.codes[i]))).join(',')}}`;

/** The features go last, where the response schema's serialiser put them (optional properties after the rest). */
const featuresTail = (features: ModelFeature[]) => `,"features":${JSON.stringify(features)}}`;

/**
 * A card's JSON with the specifications asked for and, when given, the model's features: the text the
 * route's response schema made of the model's document.
 */
export function cardJson(card: ModelCard, selection: SpecSelection, features?: ModelFeature[]): string {
  return joinCard(card, specificationsJson(card, codesOf(selection)), features ? `${card.tail.slice(0, -1)}${featuresTail(features)}` : card.tail);
}

/**
 * cardJson as UTF-8 bytes. Without features, every specification (the all-specification list) and the
 * card's own (the list page) are bytes the card keeps, not a copy.
 */
export function cardBytes(card: ModelCard, selection: SpecSelection, features?: ModelFeature[]): Buffer {
  if (features) {
    if (selection !== undefined) return Buffer.from(cardJson(card, selection, features));
    return Buffer.concat([card.bytes.subarray(0, -1), Buffer.from(featuresTail(features))]);
  }
  if (selection === undefined) return card.bytes;
  if (selection === 'card') return (card.cardCodesBytes ??= Buffer.from(cardJson(card, selection)));
  return Buffer.from(cardJson(card, selection));
}

/** The site-search engines of spec (the calls): kept in step with their sources, queried for suggestions and searches. */
import type { Database } from '../../db/database';
import { SEARCH_PAGE_SIZE, SUGGESTION_SIZE } from '@rv/domain/search';
import { prepareQuery } from './query';
import * as repo from './repository';
import { loadEngineDocuments, sourceFingerprint, type EngineName, type IndexDocument } from './sources';
import { buildDictionary, closeWords, wordsOf } from './typo';

export interface SiteSearchOptions {
  companySlug: string;
  /** How long a fingerprint check stands before the next query checks again (an import may run beside the server). */
  recheckMs?: number;
}

export interface SearchParams { query: string; owners: boolean; page?: number; size?: number; category?: string | null }

const field = <T>(raw: T) => ({ raw });

export function createSiteSearch(db: Database, { companySlug, recheckMs = 5000 }: SiteSearchOptions) {
  const checkedAt = new Map<EngineName, number>();
  const building = new Map<EngineName, Promise<void>>();
  const dictionaries = new Map<EngineName, { fingerprint: string; words: Map<string, number> }>();

  /** Rebuilds the engine when its sources changed since it was built; returns whether it did. */
  async function refresh(engine: EngineName): Promise<boolean> {
    const fingerprint = await sourceFingerprint(db, engine);
    const state = await repo.readState(db, engine);
    checkedAt.set(engine, Date.now());
    if (state?.fingerprint === fingerprint) return false;
    const docs: IndexDocument[] = await loadEngineDocuments(db, engine, companySlug);
    const words = buildDictionary(docs.map((d) => `${d.title} ${d.headings.join(' ')} ${d.metaDescription} ${d.body}`));
    await repo.replaceEngine(db, engine, docs, words, fingerprint);
    dictionaries.set(engine, { fingerprint, words });
    return true;
  }

  /** One check (and rebuild) at a time per engine; other callers wait for it. */
  async function ensureFresh(engine: EngineName): Promise<void> {
    if (Date.now() - (checkedAt.get(engine) ?? 0) < recheckMs && !building.has(engine)) return;
    let pending = building.get(engine);
    if (!pending) {
      pending = refresh(engine).then(() => undefined).finally(() => building.delete(engine));
      building.set(engine, pending);
    }
    await pending;
  }

  async function dictionary(engine: EngineName): Promise<Map<string, number>> {
    const state = await repo.readState(db, engine);
    const cached = dictionaries.get(engine);
    if (cached && state && cached.fingerprint === state.fingerprint) return cached.words;
    const words = await repo.loadDictionary(db, engine);
    if (state) dictionaries.set(engine, { fingerprint: state.fingerprint, words });
    return words;
  }

  async function prepared(engine: EngineName, query: string) {
    await ensureFresh(engine);
    const words = await dictionary(engine);
    return { words, q: prepareQuery(query, words) };
  }

  return {
    refresh,
    ensureFresh,

    /** Text suggestions over title, meta_description and headings (spec: the calls), distinct, best first. */
    async suggestions(query: string, owners: boolean, size = SUGGESTION_SIZE) {
      const engine: EngineName = owners ? 'owners' : 'site';
      const { q } = await prepared(engine, query);
      const titles = q.prefix ? await repo.suggestTitles(db, engine, q.prefix, wordsOf(query).join(' '), size * 4) : [];
      const seen = new Set<string>();
      const distinct = titles.filter((t) => !seen.has(t.toLowerCase()) && seen.add(t.toLowerCase()));
      return { meta: { query, engine, size }, results: distinct.slice(0, size).map((suggestion) => ({ suggestion })) };
    },

    /** A page of results with the category facet (spec: the calls); every word must match, else any word. */
    async search({ query, owners, page = 1, size = SEARCH_PAGE_SIZE, category = null }: SearchParams) {
      const engine: EngineName = owners ? 'owners' : 'site';
      const { words, q } = await prepared(engine, query);
      const base = { engine, referenceIds: q.referenceIds, phrases: q.phrases, category };
      let match = { ...base, tsquery: q.all };
      let found = await repo.searchPage(db, match, page, size);
      if (found.total === 0 && q.any) {
        const loose = { ...base, tsquery: q.any };
        const retry = await repo.searchPage(db, loose, page, size);
        if (retry.total > 0) [match, found] = [loose, retry];
      }
      const facet = await repo.categoryFacet(db, { ...match, category: null });
      const alternatives = facet.length ? [] : wordsOf(query).flatMap((w) => closeWords(w, words)).slice(0, 3);
      return {
        meta: {
          query, engine, corrected_query: q.corrected, alternatives,
          page: { current: page, size, total_pages: Math.ceil(found.total / size), total_results: found.total },
        },
        results: found.rows.map((row) => ({
          id: field(row.id),
          data: {
            url_path: field(row.url_path), title: field(row.title), featured_image: field(row.featured_image),
            category: field(row.category), meta_description: field(row.meta_description), snippet: field(row.snippet),
          },
        })),
        facets: { category: facet },
      };
    },
  };
}

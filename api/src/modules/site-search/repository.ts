/** The SQL of site search: the same statements on PGlite and PostgreSQL (core full-text search only). */
import type { Database } from '../../db/database';
import type { EngineName, IndexDocument } from './sources';
import { wordsOf } from './typo';

export interface EngineState { fingerprint: string; documents: number }

export async function readState(db: Database, engine: EngineName): Promise<EngineState | null> {
  const { rows } = await db.query<{ source_fingerprint: string; documents: number }>(
    'SELECT source_fingerprint, documents FROM site_search_state WHERE engine = $1', [engine]);
  return rows[0] ? { fingerprint: rows[0].source_fingerprint, documents: rows[0].documents } : null;
}

/** Replaces an engine's pages, dictionary and fingerprint in one transaction: readers see old or new, never half. */
export async function replaceEngine(db: Database, engine: EngineName, docs: IndexDocument[], dictionary: Map<string, number>, fingerprint: string) {
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM site_search_documents WHERE engine = $1', [engine]);
    await tx.query('DELETE FROM site_search_terms WHERE engine = $1', [engine]);
    const rows = docs.map((d) => ({
      id: d.id, category: d.category, url_path: d.urlPath, title: d.title, title_key: wordsOf(d.title).join(' '),
      meta: d.metaDescription, headings: d.headings.join(' \u2022 '), body: d.body.slice(0, 100_000), image: d.featuredImage,
      reference_id: d.referenceId, brand_key: d.brandKey ? wordsOf(d.brandKey).join(' ') : null, published: d.publishedAt, popularity: d.popularity,
    }));
    for (let i = 0; i < rows.length; i += 200) {
      await tx.query(
        `INSERT INTO site_search_documents (engine, id, category, url_path, title, title_key, meta_description, headings, body,
           featured_image, reference_id, brand_key, published_at, popularity, suggest_vector, search_vector)
         SELECT $1, d.id, d.category, d.url_path, d.title, d.title_key, d.meta, d.headings, d.body, d.image, d.reference_id, d.brand_key,
           d.published, d.popularity,
           setweight(to_tsvector('english', d.title), 'A') || setweight(to_tsvector('english', d.meta), 'B')
             || setweight(to_tsvector('english', d.headings), 'C'),
           setweight(to_tsvector('english', d.title), 'A') || setweight(to_tsvector('english', d.headings), 'B')
             || setweight(to_tsvector('english', d.meta), 'B') || setweight(to_tsvector('english', d.body), 'D')
         FROM jsonb_to_recordset($2::jsonb) AS d(id text, category text, url_path text, title text, title_key text, meta text,
           headings text, body text, image text, reference_id text, brand_key text, published timestamptz, popularity real)`,
        [engine, JSON.stringify(rows.slice(i, i + 200))]);
    }
    const terms = [...dictionary];
    await tx.query(
      `INSERT INTO site_search_terms (engine, term, documents) SELECT $1, t.term, t.n FROM unnest($2::text[], $3::int[]) AS t(term, n)`,
      [engine, terms.map(([t]) => t), terms.map(([, n]) => n)]);
    await tx.query(
      `INSERT INTO site_search_state (engine, source_fingerprint, documents, indexed_at) VALUES ($1, $2, $3, now())
       ON CONFLICT (engine) DO UPDATE SET source_fingerprint = excluded.source_fingerprint, documents = excluded.documents, indexed_at = now()`,
      [engine, fingerprint, docs.length]);
  });
}

export async function loadDictionary(db: Database, engine: EngineName): Promise<Map<string, number>> {
  const { rows } = await db.query<{ term: string; documents: number }>('SELECT term, documents FROM site_search_terms WHERE engine = $1', [engine]);
  return new Map(rows.map((r) => [r.term, r.documents]));
}

export interface MatchQuery {
  engine: EngineName;
  tsquery: string | null;
  referenceIds: string[];
  phrases: string[];
  category: string | null;
}

/** Parameters $1-$3 shared by every statement below, and the condition a page must meet. */
function matching(q: MatchQuery) {
  const params: unknown[] = [q.engine, q.tsquery ?? '', q.referenceIds];
  // An empty tsquery matches nothing, so a term of stop words alone can still find a reference id.
  return { params, where: "d.engine = $1 AND (d.search_vector @@ to_tsquery('english', $2::text) OR d.reference_id = ANY($3::text[]))" };
}

export interface SearchRow {
  id: string; category: string; url_path: string; title: string; meta_description: string; featured_image: string | null; snippet: string;
}

const ORDER = 'ref_hit DESC, brand_hit DESC, title_hit DESC, rank DESC, popularity DESC, published_at DESC NULLS LAST, id';

/**
 * One page of results. Order: a typed reference id's floorplan, a typed brand's landing, an exact
 * title, then full-text rank (title outweighs headings outweighs body), then popularity and recency.
 */
export async function searchPage(db: Database, q: MatchQuery, page: number, size: number): Promise<{ rows: SearchRow[]; total: number }> {
  const { params, where } = matching(q);
  const filtered = q.category ? `${where} AND d.category = $4` : where;
  const countParams = q.category ? [...params, q.category] : params;
  const pageParams = [...params, q.category ?? '', q.phrases];
  const pageFilter = q.category ? `${where} AND d.category = $4` : `${where} AND $4::text = ''`;
  const [found, count] = await Promise.all([
    db.query<SearchRow>(
      `SELECT p.id, p.category, p.url_path, p.title, p.meta_description, p.featured_image,
              ts_headline('english', p.body, to_tsquery('english', $2::text),
                'MaxWords=28, MinWords=12, MaxFragments=1, StartSel=<mark>, StopSel=</mark>') AS snippet
       FROM (SELECT d.*, (d.reference_id = ANY($3::text[]))::int AS ref_hit, coalesce(d.brand_key = ANY($5::text[]), false)::int AS brand_hit,
                    (d.title_key = ANY($5::text[]))::int AS title_hit, ts_rank(d.search_vector, to_tsquery('english', $2::text), 1) AS rank
             FROM site_search_documents d WHERE ${pageFilter}
             ORDER BY ${ORDER} LIMIT ${size} OFFSET ${(page - 1) * size}) p
       ORDER BY ${ORDER.split(', ').map((part) => `p.${part}`).join(', ')}`, pageParams),
    db.query<{ total: number }>(`SELECT count(*)::int AS total FROM site_search_documents d WHERE ${filtered}`, countParams),
  ]);
  return { rows: found.rows, total: count.rows[0].total };
}

/** Pages per category for the whole query, whatever category is selected, so the user can switch. */
export async function categoryFacet(db: Database, q: MatchQuery): Promise<Array<{ value: string; count: number }>> {
  const { params, where } = matching(q);
  const { rows } = await db.query<{ value: string; count: number }>(
    `SELECT d.category AS value, count(*)::int AS count FROM site_search_documents d WHERE ${where}
     GROUP BY d.category ORDER BY count(*) DESC, d.category`, params);
  return rows;
}

/**
 * Titles of the pages whose title, meta_description or headings match (suggestions): titles that
 * begin with what was typed first, shorter (more general) of those first, then the rest by rank.
 */
export async function suggestTitles(db: Database, engine: EngineName, tsquery: string, typed: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT d.title FROM site_search_documents d
     WHERE d.engine = $1 AND d.suggest_vector @@ to_tsquery('english', $2)
     ORDER BY (d.title_key LIKE $3 || '%') DESC, CASE WHEN d.title_key LIKE $3 || '%' THEN length(d.title) END, ts_rank(d.suggest_vector, to_tsquery('english', $2), 1) DESC,
              d.popularity DESC, d.id
     LIMIT ${limit}`,
    [engine, tsquery, typed]);
  return rows.map((r) => r.title);
}

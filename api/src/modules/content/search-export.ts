/**
 * What the site-search module reads from content (ARCHITECTURE: a module asks another through its
 * code, never its tables): public documents with their site path, and a fingerprint of them.
 */
import type { Database } from '../../db/database';
import { documentText, documentTitle } from './search-text';
import { documentUrl } from './service';

export interface SearchableDocument {
  id: string;
  uid: string | null;
  type: string;
  tags: string[];
  data: Record<string, unknown>;
  /** Site path by the content-type routing table of spec (screens and routes). */
  url: string;
  title: string;
  /** Every human-readable string of the document, as the content search vector uses it. */
  text: string;
  publishedAt: string;
}

/** Every document of the given types, in id order (so an index built from them repeats). */
export async function listSearchableDocuments(db: Database, types: readonly string[], companySlug: string): Promise<SearchableDocument[]> {
  const { rows } = await db.query<{ id: string; uid: string | null; type: string; tags: string[]; data: Record<string, unknown>; published: string }>(
    `SELECT id, uid, type, tags, data, first_publication_date AS published FROM content_documents
     WHERE type = ANY($1::text[]) ORDER BY id`, [types]);
  return rows.map((row) => ({
    id: row.id, uid: row.uid, type: row.type, tags: row.tags, data: row.data,
    url: documentUrl(row, companySlug), title: documentTitle(row.data), text: documentText(row.data),
    publishedAt: new Date(row.published).toISOString(),
  }));
}

/** Changes whenever a document of these types is added, removed, edited or republished (seed or import). */
export async function contentFingerprint(db: Database, types: readonly string[]): Promise<string> {
  const { rows } = await db.query<{ n: number; h: string | null }>(
    `SELECT count(*)::int AS n,
            md5(string_agg(id || ':' || md5(data::text) || ':' || last_publication_date::text, ',' ORDER BY id)) AS h
     FROM content_documents WHERE type = ANY($1::text[])`, [types]);
  return `${rows[0].n}:${rows[0].h ?? ''}`;
}

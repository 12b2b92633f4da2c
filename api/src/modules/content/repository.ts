import type { Database } from '../../db/database';
import { collectLinks, type LinkKey, type LinkTarget } from './links';
import { documentText, documentTitle, MAX_SEARCH_TEXT } from './search-text';

/** A row of content_documents as stored (links unresolved). */
export interface StoredDocument {
  id: string;
  uid: string | null;
  type: string;
  tags: string[];
  lang: string;
  data: Record<string, unknown>;
  first_publication_date: string;
  last_publication_date: string;
}

/** A document to write: the JSON format of the seed and of `npm run content:import`. */
export interface NewDocument {
  id?: string;
  uid: string | null;
  type: string;
  tags?: string[];
  lang?: string;
  data: Record<string, unknown>;
  /** First publication; kept on later upserts. */
  publishedAt?: string;
  /** Last publication; defaults to publishedAt on insert and to now on import. */
  updatedAt?: string;
}

const columns = 'id, uid, type, tags, lang, data, first_publication_date, last_publication_date';
const DEFAULT_DATE = '2026-01-01T00:00:00Z';

export const documentId = (doc: Pick<NewDocument, 'id' | 'type' | 'uid'>): string => doc.id ?? `${doc.type}-${doc.uid}`;

function toDocument(row: Record<string, unknown>): StoredDocument {
  return {
    ...(row as unknown as StoredDocument),
    first_publication_date: new Date(row.first_publication_date as string).toISOString(),
    last_publication_date: new Date(row.last_publication_date as string).toISOString(),
  };
}

/**
 * Inserts or updates documents by id in one statement per batch, recomputing their search vectors
 * and their rows in content_links. Later duplicates of an id win.
 */
export async function upsertDocuments(db: Database, docs: NewDocument[]): Promise<string[]> {
  const byId = new Map(docs.map((doc) => [documentId(doc), doc]));
  const rows = [...byId].map(([id, doc]) => ({
    id, uid: doc.uid, type: doc.type, tags: doc.tags ?? [], lang: doc.lang ?? 'en-us', data: doc.data,
    published: doc.publishedAt ?? DEFAULT_DATE, updated: doc.updatedAt ?? doc.publishedAt ?? DEFAULT_DATE,
    title: documentTitle(doc.data), body: documentText(doc.data).slice(0, MAX_SEARCH_TEXT),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db.query(
      `INSERT INTO content_documents (id, uid, type, tags, lang, data, first_publication_date, last_publication_date, search_vector)
       SELECT d.id, d.uid, d.type, d.tags, d.lang, d.data, d.published, d.updated,
              setweight(to_tsvector('english', d.title), 'A') || setweight(to_tsvector('english', d.body), 'B')
       FROM jsonb_to_recordset($1::jsonb)
         AS d(id text, uid text, type text, tags text[], lang text, data jsonb, published timestamptz, updated timestamptz, title text, body text)
       ON CONFLICT (id) DO UPDATE SET uid = excluded.uid, type = excluded.type, tags = excluded.tags, lang = excluded.lang,
         data = excluded.data, last_publication_date = excluded.last_publication_date, search_vector = excluded.search_vector`,
      [JSON.stringify(rows.slice(i, i + 200))],
    );
  }
  const ids = [...byId.keys()];
  const links = [...byId].flatMap(([id, doc]) => [...collectLinks(doc.data).values()].map((l) => [id, l.type, l.uid]));
  await db.query('DELETE FROM content_links WHERE source_id = ANY($1::text[])', [ids]);
  if (links.length) {
    await db.query(
      `INSERT INTO content_links (source_id, target_type, target_uid)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
      [links.map((l) => l[0]), links.map((l) => l[1]), links.map((l) => l[2])],
    );
  }
  return ids;
}

export async function findByType(db: Database, q: { type: string; page: number; pageSize: number; tags: string[] }) {
  const where = q.tags.length ? 'type = $1 AND tags @> $2::text[]' : 'type = $1';
  const params: unknown[] = q.tags.length ? [q.type, q.tags] : [q.type];
  const [rows, count] = await Promise.all([
    db.query(`SELECT ${columns} FROM content_documents WHERE ${where}
              ORDER BY first_publication_date DESC, id LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`, params),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM content_documents WHERE ${where}`, params),
  ]);
  return { results: rows.rows.map(toDocument), total: Number(count.rows[0].total) };
}

export async function findOne(db: Database, type: string, uid: string): Promise<StoredDocument | null> {
  const { rows } = await db.query(`SELECT ${columns} FROM content_documents WHERE type = $1 AND uid = $2`, [type, uid]);
  return rows[0] ? toDocument(rows[0]) : null;
}

/** Documents of a type by uid, in the order of `uids`; unknown uids are left out. */
export async function findManyByUid(db: Database, type: string, uids: string[]): Promise<StoredDocument[]> {
  const { rows } = await db.query(`SELECT ${columns} FROM content_documents WHERE type = $1 AND uid = ANY($2::text[])`, [type, uids]);
  const byUid = new Map(rows.map((row) => [row.uid as string, toDocument(row)]));
  return uids.flatMap((uid) => (byUid.has(uid) ? [byUid.get(uid)!] : []));
}

/** A single document: the one with the preferred uid if given, else the first of its type. */
export async function findSingle(db: Database, type: string, preferredUid?: string): Promise<StoredDocument | null> {
  const { rows } = await db.query(
    `SELECT ${columns} FROM content_documents WHERE type = $1 ORDER BY (uid = $2) DESC NULLS LAST, id LIMIT 1`,
    [type, preferredUid ?? ''],
  );
  return rows[0] ? toDocument(rows[0]) : null;
}

export async function findLinkTargets(db: Database, keys: LinkKey[]): Promise<LinkTarget[]> {
  if (!keys.length) return [];
  const { rows } = await db.query<LinkTarget>(
    `SELECT d.id, d.uid, d.type, d.tags, d.lang, d.data FROM content_documents d
     JOIN unnest($1::text[], $2::text[]) AS k(type, uid) ON d.type = k.type AND d.uid = k.uid`,
    [keys.map((k) => k.type), keys.map((k) => k.uid)],
  );
  return rows;
}

/** Full text across types, best match first (websearch syntax: words, "phrases", -exclusions). */
export async function searchDocuments(db: Database, q: { text: string; types: string[]; page: number; pageSize: number }) {
  const typeFilter = q.types.length ? 'AND type = ANY($2::text[])' : '';
  const params: unknown[] = q.types.length ? [q.text, q.types] : [q.text];
  const match = `search_vector @@ websearch_to_tsquery('english', $1) ${typeFilter}`;
  const [rows, count] = await Promise.all([
    db.query(`SELECT ${columns} FROM content_documents WHERE ${match}
              ORDER BY ts_rank(search_vector, websearch_to_tsquery('english', $1)) DESC, id
              LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`, params),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM content_documents WHERE ${match}`, params),
  ]);
  return { results: rows.rows.map(toDocument), total: Number(count.rows[0].total) };
}

/** Stored links whose target document does not exist. */
export async function findBrokenLinks(db: Database) {
  const { rows } = await db.query<{ source_id: string; source_type: string; source_uid: string | null; target_type: string; target_uid: string }>(
    `SELECT l.source_id, s.type AS source_type, s.uid AS source_uid, l.target_type, l.target_uid
     FROM content_links l JOIN content_documents s ON s.id = l.source_id
     LEFT JOIN content_documents t ON t.type = l.target_type AND t.uid = l.target_uid
     WHERE t.id IS NULL ORDER BY l.source_id, l.target_type, l.target_uid`,
  );
  return rows;
}

export async function uidExists(db: Database, types: readonly string[], uid: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM content_documents WHERE type = ANY($1) AND uid = $2 LIMIT 1', [types, uid]);
  return rows.length > 0;
}

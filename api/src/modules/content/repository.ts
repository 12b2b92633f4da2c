import type { Database } from '../../db/database';

export interface ContentDocument<D = Record<string, unknown>> {
  id: string;
  uid: string | null;
  type: string;
  tags: string[];
  lang: string;
  data: D;
  first_publication_date: string;
  last_publication_date: string;
}

export interface NewDocument {
  id?: string;
  uid: string | null;
  type: string;
  tags?: string[];
  data: Record<string, unknown>;
  publishedAt?: string;
}

const columns = 'id, uid, type, tags, lang, data, first_publication_date, last_publication_date';

function toDocument(row: Record<string, unknown>): ContentDocument {
  return {
    ...(row as unknown as ContentDocument),
    first_publication_date: new Date(row.first_publication_date as string).toISOString(),
    last_publication_date: new Date(row.last_publication_date as string).toISOString(),
  };
}

/** Plain text of a document for full-text search: every string value, depth first. */
export function documentText(data: unknown): string {
  if (typeof data === 'string') return data;
  if (Array.isArray(data)) return data.map(documentText).join(' ');
  if (data && typeof data === 'object') return Object.values(data).map(documentText).join(' ');
  return '';
}

export async function insertDocument(db: Database, doc: NewDocument): Promise<string> {
  const id = doc.id ?? `${doc.type}-${doc.uid ?? Math.random().toString(36).slice(2)}`;
  const published = doc.publishedAt ?? '2026-01-01T00:00:00Z';
  await db.query(
    `INSERT INTO content_documents (id, uid, type, tags, data, first_publication_date, last_publication_date, search_vector)
     VALUES ($1, $2, $3, $4, $5, $6, $6, to_tsvector('english', $7))`,
    [id, doc.uid, doc.type, doc.tags ?? [], JSON.stringify(doc.data), published, documentText(doc.data).slice(0, 200000)],
  );
  return id;
}

export async function findByType(db: Database, type: string, page: number, pageSize: number) {
  const offset = (page - 1) * pageSize;
  const [rows, count] = await Promise.all([
    db.query(`SELECT ${columns} FROM content_documents WHERE type = $1 ORDER BY first_publication_date DESC, id LIMIT $2 OFFSET $3`, [type, pageSize, offset]),
    db.query<{ total: string }>('SELECT count(*) AS total FROM content_documents WHERE type = $1', [type]),
  ]);
  return { results: rows.rows.map(toDocument), total: Number(count.rows[0].total) };
}

export async function findOne(db: Database, type: string, uid: string): Promise<ContentDocument | null> {
  const { rows } = await db.query(`SELECT ${columns} FROM content_documents WHERE type = $1 AND uid = $2`, [type, uid]);
  return rows[0] ? toDocument(rows[0]) : null;
}

export async function findFirstOfType(db: Database, type: string): Promise<ContentDocument | null> {
  const { rows } = await db.query(`SELECT ${columns} FROM content_documents WHERE type = $1 ORDER BY id LIMIT 1`, [type]);
  return rows[0] ? toDocument(rows[0]) : null;
}

export async function uidExists(db: Database, types: readonly string[], uid: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM content_documents WHERE type = ANY($1) AND uid = $2 LIMIT 1', [types, uid]);
  return rows.length > 0;
}

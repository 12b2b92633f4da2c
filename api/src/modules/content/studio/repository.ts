import type { StudioAuditAction, StudioStatus, StudioVersionKind } from '@rv/domain/content';
import type { Database } from '../../../db/database';

/** The studio's tables: documents with their version counters, every saved version, autosaves and the audit. */

export interface StudioDocumentRow {
  id: string;
  type: string;
  uid: string | null;
  tags: string[];
  lang: string;
  latest_version: number;
  published_version: number | null;
  ever_published: boolean;
  scheduled_at: Date | null;
  scheduled_version: number | null;
  updated_at: Date;
  updated_by: string;
  title: string;
  status: StudioStatus;
}

export interface VersionRow {
  version: number;
  kind: StudioVersionKind;
  data: Record<string, unknown>;
  restored_from: number | null;
  saved_at: Date;
  saved_by: string;
}

/** Where a document stands, in SQL (the list filters by it). */
const STATUS_SQL = `CASE WHEN d.scheduled_at IS NOT NULL THEN 'scheduled'
  WHEN d.published_version IS NULL THEN CASE WHEN d.ever_published THEN 'unpublished' ELSE 'draft' END
  WHEN d.published_version = d.latest_version THEN 'published' ELSE 'changed' END`;
/** The document's own name, as the content module's documentTitle reads it. */
const TITLE_SQL = `coalesce(v.data->>'title', v.data->>'label', v.data->>'name', v.data->>'internalTitle', '')`;
const DOCUMENT_SQL = `SELECT d.*, ${TITLE_SQL} AS title, ${STATUS_SQL} AS status
  FROM studio_documents d JOIN studio_versions v ON v.document_id = d.id AND v.version = d.latest_version`;

/** The name versions imported from the content service (seed, `npm run content:import`) are saved under. */
export const IMPORTED_BY = 'content import';

/**
 * Takes published documents the studio has not seen yet into it (all, or the one `id`): each becomes
 * version 1, published, saved by the import. Replicas doing it at once insert each row once.
 */
export async function adoptPublished(db: Database, id?: string): Promise<void> {
  const only = id === undefined ? '' : 'AND c.id = $1';
  const params = id === undefined ? [] : [id];
  await db.query(
    `INSERT INTO studio_documents (id, type, uid, tags, lang, latest_version, published_version, ever_published, updated_at, updated_by)
     SELECT c.id, c.type, c.uid, c.tags, c.lang, 1, 1, true, c.last_publication_date, '${IMPORTED_BY}' FROM content_documents c
     WHERE NOT EXISTS (SELECT 1 FROM studio_documents s WHERE s.id = c.id) ${only} ON CONFLICT DO NOTHING`, params);
  await db.query(
    `INSERT INTO studio_versions (document_id, version, kind, data, saved_at, saved_by)
     SELECT c.id, 1, 'imported', c.data, c.last_publication_date, '${IMPORTED_BY}' FROM content_documents c
     WHERE NOT EXISTS (SELECT 1 FROM studio_versions v WHERE v.document_id = c.id) ${only} ON CONFLICT DO NOTHING`, params);
}

export interface ListFilter { type?: string; q?: string; status?: StudioStatus; tag?: string; page: number; pageSize: number }

export async function listDocuments(db: Database, filter: ListFilter): Promise<{ rows: StudioDocumentRow[]; total: number }> {
  const params: unknown[] = [];
  const where: string[] = [];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (filter.type) add((n) => `d.type = $${n}`, filter.type);
  if (filter.tag) add((n) => `$${n} = ANY(d.tags)`, filter.tag);
  if (filter.q) add((n) => `(v.data::text ILIKE $${n} OR d.uid ILIKE $${n})`, `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`);
  const sql = `SELECT * FROM (${DOCUMENT_SQL} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}) x ${filter.status ? `WHERE status = $${params.push(filter.status)}` : ''}`;
  const [rows, count] = await Promise.all([
    db.query<StudioDocumentRow>(`${sql} ORDER BY updated_at DESC, id LIMIT ${filter.pageSize} OFFSET ${(filter.page - 1) * filter.pageSize}`, params),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM (${sql}) y`, params),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0].total) };
}

/** A document's row; `forUpdate` locks it for the rest of the transaction (a save or a publish). */
export async function findDocument(db: Database, id: string, forUpdate = false): Promise<StudioDocumentRow | null> {
  if (forUpdate) await db.query('SELECT id FROM studio_documents WHERE id = $1 FOR UPDATE', [id]);
  const { rows } = await db.query<StudioDocumentRow>(`${DOCUMENT_SQL} WHERE d.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findVersion(db: Database, id: string, version: number): Promise<VersionRow | null> {
  const { rows } = await db.query<VersionRow>('SELECT version, kind, data, restored_from, saved_at, saved_by FROM studio_versions WHERE document_id = $1 AND version = $2', [id, version]);
  return rows[0] ?? null;
}

export async function listVersions(db: Database, id: string): Promise<Array<Omit<VersionRow, 'data'>>> {
  const { rows } = await db.query<Omit<VersionRow, 'data'>>(
    'SELECT version, kind, restored_from, saved_at, saved_by FROM studio_versions WHERE document_id = $1 ORDER BY version DESC', [id]);
  return rows;
}

/** Adds the next version and moves the document's counter to it. */
export async function insertVersion(db: Database, id: string, next: { version: number; kind: StudioVersionKind; data: unknown; by: string; restoredFrom?: number; tags?: string[] }): Promise<void> {
  await db.query(
    'INSERT INTO studio_versions (document_id, version, kind, data, restored_from, saved_by) VALUES ($1, $2, $3, $4, $5, $6)',
    [id, next.version, next.kind, JSON.stringify(next.data), next.restoredFrom ?? null, next.by]);
  await db.query(
    'UPDATE studio_documents SET latest_version = $2, updated_at = now(), updated_by = $3, tags = coalesce($4::text[], tags) WHERE id = $1',
    [id, next.version, next.by, next.tags ?? null]);
}

export async function insertDocument(db: Database, doc: { id: string; type: string; uid: string; tags: string[]; by: string }): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO studio_documents (id, type, uid, tags, latest_version, updated_by) SELECT $1, $2, $3, $4, 0, $5
     WHERE NOT EXISTS (SELECT 1 FROM content_documents WHERE id = $1 OR (type = $2 AND uid = $3)) ON CONFLICT DO NOTHING RETURNING id`,
    [doc.id, doc.type, doc.uid, doc.tags, doc.by]);
  return rows.length === 1;
}

export async function setPublication(db: Database, id: string, publishedVersion: number | null): Promise<void> {
  await db.query(
    `UPDATE studio_documents SET published_version = $2::integer, ever_published = ever_published OR $2::integer IS NOT NULL,
       scheduled_at = NULL, scheduled_version = NULL WHERE id = $1`, [id, publishedVersion]);
}

export async function setSchedule(db: Database, id: string, at: string | null, version: number | null): Promise<void> {
  await db.query('UPDATE studio_documents SET scheduled_at = $2::timestamptz, scheduled_version = $3::integer WHERE id = $1', [id, at, version]);
}

export async function saveAutosave(db: Database, id: string, username: string, baseVersion: number, data: unknown): Promise<void> {
  await db.query(
    `INSERT INTO studio_autosaves (document_id, staff_username, base_version, data) VALUES ($1, $2, $3, $4)
     ON CONFLICT (document_id, staff_username) DO UPDATE SET base_version = excluded.base_version, data = excluded.data, saved_at = now()`,
    [id, username, baseVersion, JSON.stringify(data)]);
}

export async function findAutosave(db: Database, id: string, username: string) {
  const { rows } = await db.query<{ base_version: number; data: Record<string, unknown>; saved_at: Date }>(
    'SELECT base_version, data, saved_at FROM studio_autosaves WHERE document_id = $1 AND staff_username = $2', [id, username]);
  return rows[0] ?? null;
}

export async function dropAutosave(db: Database, id: string, username: string): Promise<void> {
  await db.query('DELETE FROM studio_autosaves WHERE document_id = $1 AND staff_username = $2', [id, username]);
}

/** One audited action: on a document (and version), or on a staff member (`subject`, whose roles changed). */
export async function audit(db: Database, entry: { actor: string; action: StudioAuditAction; documentId: string | null; version: number | null; detail?: string; subject?: string }): Promise<void> {
  await db.query('INSERT INTO studio_audit (actor, action, document_id, version, detail, subject) VALUES ($1, $2, $3, $4, $5, $6)',
    [entry.actor, entry.action, entry.documentId, entry.version, entry.detail ?? '', entry.subject ?? null]);
}

export const AUDIT_PAGE_SIZE = 50;

export async function auditPage(db: Database, q: { documentId?: string; actor?: string; page: number }) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (q.documentId) where.push(`document_id = $${params.push(q.documentId)}`);
  if (q.actor) where.push(`actor = $${params.push(q.actor)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, count] = await Promise.all([
    db.query<{ id: string; at: Date; actor: string; action: StudioAuditAction; document_id: string | null; version: number | null; detail: string; subject: string | null }>(
      `SELECT id, at, actor, action, document_id, version, detail, subject FROM studio_audit ${filter} ORDER BY id DESC LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(q.page - 1) * AUDIT_PAGE_SIZE}`, params),
    db.query<{ total: string }>(`SELECT count(*) AS total FROM studio_audit ${filter}`, params),
  ]);
  return { rows: rows.rows, total: Number(count.rows[0].total) };
}

/** Documents a link may point at, by words of their title or uid. */
export async function linkTargets(db: Database, q: string, type?: string) {
  const params: unknown[] = [`%${q.replace(/[\\%_]/g, '\\$&')}%`];
  const byType = type ? `AND d.type = $${params.push(type)}` : '';
  const { rows } = await db.query<{ type: string; uid: string; title: string; data: Record<string, unknown> }>(
    `SELECT d.type, d.uid, ${TITLE_SQL} AS title, v.data FROM studio_documents d JOIN studio_versions v ON v.document_id = d.id AND v.version = d.latest_version
     WHERE d.uid IS NOT NULL AND (${TITLE_SQL} ILIKE $1 OR d.uid ILIKE $1) ${byType} ORDER BY title, d.uid LIMIT 20`, params);
  return rows;
}

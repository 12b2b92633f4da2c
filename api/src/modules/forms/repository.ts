import type { Database } from '../../db/database';

export interface NewSubmission {
  referenceId: string;
  formType: string;
  sourceForm: string;
  idempotencyKey: string | null;
  fields: Record<string, unknown>;
  formPage: string | null;
  tracking: { userUid?: string; sessionUid?: string; leadSourceName?: string; leadCampaignName?: string; eventName?: string };
  clientIp: string | null;
  userAgent: string | null;
}

export interface SubmissionRow {
  id: string;
  reference_id: string;
  form_type: string;
  source_form: string;
  fields: Record<string, unknown>;
  form_page: string | null;
  user_uid: string | null;
  session_uid: string | null;
  lead_source_name: string | null;
  lead_campaign_name: string | null;
  event_name: string | null;
  created_at: string;
  crm_delivered_at: string | null;
  crm_target: string | null;
}

export interface StoredSubmission {
  id: string;
  referenceId: string;
  /** A repeat of the idempotency key: nothing was stored or spent; id and referenceId are the first one's. */
  duplicate: boolean;
}

/**
 * Stores a submission, once per idempotency key: a repeat stores nothing and answers the first one
 * (duplicate). The caller's transaction spends its bot-check solution and queues its CRM delivery with it.
 */
export async function storeSubmission(db: Database, s: NewSubmission): Promise<StoredSubmission> {
  const { rows } = await db.query<{ id: string | number }>(
    `INSERT INTO form_submissions (reference_id, form_type, source_form, idempotency_key, fields, form_page,
       user_uid, session_uid, lead_source_name, lead_campaign_name, event_name, client_ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (source_form, idempotency_key) DO NOTHING RETURNING id`,
    [s.referenceId, s.formType, s.sourceForm, s.idempotencyKey, JSON.stringify(s.fields), s.formPage,
      s.tracking.userUid ?? null, s.tracking.sessionUid ?? null, s.tracking.leadSourceName ?? null,
      s.tracking.leadCampaignName ?? null, s.tracking.eventName ?? null, s.clientIp, s.userAgent],
  );
  if (rows.length > 0) return { id: String(rows[0].id), referenceId: s.referenceId, duplicate: false };
  const first = await db.query<{ id: string | number; reference_id: string }>(
    'SELECT id, reference_id FROM form_submissions WHERE source_form = $1 AND idempotency_key = $2', [s.sourceForm, s.idempotencyKey]);
  // The first one could be erased between the conflict and the look-up; the new reference is answered then, as before.
  const row = first.rows[0];
  return { id: row ? String(row.id) : '', referenceId: row?.reference_id ?? s.referenceId, duplicate: true };
}

/** An upload's row: its metadata only; the bytes are a file in the upload store under `storageKey`. */
export interface NewUpload {
  submissionId: string;
  fieldName: string;
  displayName: string;
  contentType: string;
  byteSize: number;
  sha256: string;
  storageKey: string;
}

export async function insertUpload(db: Database, upload: NewUpload): Promise<void> {
  await db.query(
    `INSERT INTO form_uploads (submission_id, field_name, file_name, content_type, byte_size, sha256, storage_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [upload.submissionId, upload.fieldName, upload.displayName, upload.contentType, upload.byteSize, upload.sha256, upload.storageKey],
  );
}

/** A submission row as JSON: its id a number. */
type DeliveryRow = Omit<SubmissionRow, 'id'> & { id: number };

/**
 * A submission for its CRM delivery, with whether it has uploads (most have none: no second query then).
 * The row comes as one JSON column (timestamps as ISO text): on PGlite that is about half the CPU of
 * `SELECT *`, whose cost grows with every column.
 */
export async function findSubmissionForDelivery(db: Database, id: number | string): Promise<(DeliveryRow & { has_uploads: boolean }) | undefined> {
  const { rows } = await db.query<{ submission: DeliveryRow; has_uploads: boolean }>(
    `SELECT row_to_json(s) AS submission, EXISTS (SELECT 1 FROM form_uploads u WHERE u.submission_id = s.id) AS has_uploads
     FROM form_submissions s WHERE s.id = $1`, [id]);
  return rows[0] && { ...rows[0].submission, has_uploads: rows[0].has_uploads };
}

/** A submission's uploads: a file's storage key, or (rows stored before migration 093) the content itself. */
export async function findUploads(db: Database, submissionId: number | string) {
  const { rows } = await db.query<{
    field_name: string; file_name: string; content_type: string; byte_size: number; storage_key: string | null; content: Uint8Array | null;
  }>('SELECT field_name, file_name, content_type, byte_size, storage_key, content FROM form_uploads WHERE submission_id = $1 ORDER BY id', [submissionId]);
  return rows;
}

/** The CRM copy's mark (crm_target: the webhook URL or 'local'), for outbox markDeliveredWith: $1 id, $2 target. */
export const MARK_CRM_DELIVERED = 'UPDATE form_submissions SET crm_delivered_at = now(), crm_target = $2 WHERE id = $1';

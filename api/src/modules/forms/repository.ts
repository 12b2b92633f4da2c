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

/** Stores a submission; undefined when one with the same idempotency key already exists. */
export async function insertSubmission(db: Database, s: NewSubmission): Promise<{ id: string } | undefined> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO form_submissions (reference_id, form_type, source_form, idempotency_key, fields, form_page,
       user_uid, session_uid, lead_source_name, lead_campaign_name, event_name, client_ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
     ON CONFLICT (source_form, idempotency_key) DO NOTHING RETURNING id`,
    [s.referenceId, s.formType, s.sourceForm, s.idempotencyKey, JSON.stringify(s.fields), s.formPage,
      s.tracking.userUid ?? null, s.tracking.sessionUid ?? null, s.tracking.leadSourceName ?? null,
      s.tracking.leadCampaignName ?? null, s.tracking.eventName ?? null, s.clientIp, s.userAgent],
  );
  return rows[0];
}

export async function findByIdempotencyKey(db: Database, sourceForm: string, key: string): Promise<{ reference_id: string } | undefined> {
  const { rows } = await db.query<{ reference_id: string }>(
    'SELECT reference_id FROM form_submissions WHERE source_form = $1 AND idempotency_key = $2', [sourceForm, key]);
  return rows[0];
}

export async function insertUpload(
  db: Database,
  upload: { submissionId: string; fieldName: string; fileName: string; contentType: string; content: Buffer },
): Promise<void> {
  await db.query(
    `INSERT INTO form_uploads (submission_id, field_name, file_name, content_type, byte_size, content)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [upload.submissionId, upload.fieldName, upload.fileName, upload.contentType, upload.content.length, upload.content],
  );
}

export async function findSubmission(db: Database, id: number | string): Promise<SubmissionRow | undefined> {
  const { rows } = await db.query<SubmissionRow>('SELECT * FROM form_submissions WHERE id = $1', [id]);
  return rows[0];
}

export async function findUploads(db: Database, submissionId: number | string) {
  const { rows } = await db.query<{ field_name: string; file_name: string; content_type: string; byte_size: number; content: Uint8Array }>(
    'SELECT field_name, file_name, content_type, byte_size, content FROM form_uploads WHERE submission_id = $1 ORDER BY id', [submissionId]);
  return rows;
}

export async function markDelivered(db: Database, id: number | string, target: string): Promise<void> {
  await db.query('UPDATE form_submissions SET crm_delivered_at = now(), crm_target = $2 WHERE id = $1', [id, target]);
}

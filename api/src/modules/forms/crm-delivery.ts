import { uploadDirOf } from '../../config';
import type { Database } from '../../db/database';
import { markDeliveredWith, type OutboxHandler } from '../../outbox/outbox';
import { CRM_FORM_TYPES, crmTopic } from './form-catalogue';
import { findSubmissionForDelivery, findUploads, MARK_CRM_DELIVERED } from './repository';
import { formsSettings } from './settings';
import { UploadStore } from '../../uploads/upload-store';
import { displayFileName } from '../../uploads/display-file-name';

const TIMEOUT_MS = 10_000;

/** The record the CRM receives: the fields, the tracking ids and any images (base64). */
async function crmRecord(db: Database, id: number) {
  const row = await findSubmissionForDelivery(db, id);
  if (!row) return undefined;
  if (row.crm_delivered_at) return 'delivered' as const;
  const uploads = row.has_uploads ? await findUploads(db, id) : [];
  return {
    referenceId: row.reference_id,
    formType: row.form_type,
    sourceForm: row.source_form,
    submittedAt: new Date(row.created_at).toISOString(),
    formPage: row.form_page,
    fields: row.fields,
    tracking: {
      userUid: row.user_uid, sessionUid: row.session_uid, leadSourceName: row.lead_source_name,
      leadCampaignName: row.lead_campaign_name, eventName: row.event_name,
    },
    uploads: await Promise.all(uploads.map(async (u) => ({
      // Rows stored before uploads moved to files may hold a path as their name: the CRM gets the display name only.
      field: u.field_name, fileName: displayFileName(u.file_name), contentType: u.content_type, byteSize: u.byte_size,
      contentBase64: (u.storage_key ? await uploadStore().read(u.storage_key) : Buffer.from(u.content ?? [])).toString('base64'),
    }))),
  };
}

/**
 * The files of uploads, read at delivery time from UPLOAD_DIR (as the webhook URL is read from the
 * environment): the worker may run on any replica, all of which mount the same upload volume.
 */
const uploadStore = () => new UploadStore(uploadDirOf(process.env));

/**
 * Delivers one stored submission to the CRM webhook; a non-2xx answer or a timeout throws, so the
 * outbox retries with back-off. The Idempotency-Key lets the CRM drop a repeat if our "delivered"
 * mark is lost after it accepted one.
 */
export const deliverToCrm: OutboxHandler = async (message, db) => {
  const id = Number(message.payload.submissionId);
  const record = await crmRecord(db, id);
  if (!record) return; // The submission was erased (e.g. a privacy request): nothing left to send.
  // The CRM already has it (the outbox row's own mark was lost, e.g. in a crash): never send it twice.
  if (record === 'delivered') return;
  const { crmWebhookUrl } = formsSettings();
  if (crmWebhookUrl) {
    const response = await fetch(crmWebhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': record.referenceId },
      body: JSON.stringify(record),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`CRM webhook answered ${response.status}`);
  }
  // The submission's mark and the outbox message's in one statement.
  return markDeliveredWith(db, message, MARK_CRM_DELIVERED, [id, crmWebhookUrl || 'local']);
};

/** One handler per CRM topic, for api/src/outbox-handlers.ts. */
export const formsOutboxHandlers: Record<string, OutboxHandler> = Object.fromEntries(
  CRM_FORM_TYPES.map((type) => [crmTopic(type), deliverToCrm]),
);

import { randomUUID } from 'node:crypto';
import { fieldText, pickFormValues, textField, type FormSchema, type FormValues } from '@rv/domain/forms';
import { TRACKING_FIELDS } from '@rv/domain/forms';
import { formMessages } from '@rv/domain/forms';
import type { Database } from '../../db/database';
import { enqueue } from '../../outbox/outbox';
import type { ReceivedImage } from '../../uploads/receive-image';
import { checkBody } from '../../http/body-schema';
import { badRequest } from '../../http/errors';
import { spendSolution, verifySolution, type BotCheckSettings } from '../bot-check/service';
import { crmTopic, type FormDefinition } from './form-catalogue';
import { leadAttachments } from './lead-build';
import { routeLead } from '../leads';
import { insertUpload, storeSubmission, type NewSubmission } from './repository';

/** An image kept in the upload store, to be recorded with the submission (its bytes stay on disk). */
export interface Upload extends ReceivedImage {
  fieldName: string;
}

export interface Submission {
  values: FormValues;
  /** The Idempotency-Key header; the body's submissionId is the fallback. */
  idempotencyKey?: string;
  clientIp?: string;
  userAgent?: string;
  uploads?: Upload[];
}

export interface Acknowledgement {
  success: true;
  referenceId: string;
  duplicate: boolean;
}

/** Fields every form carries besides its own: the tracking ids and the page it was sent from. */
const COMMON_FIELDS = {
  ...Object.fromEntries(TRACKING_FIELDS.map((name) => [name, textField(name, { max: 200 })])),
  formPage: textField('formPage', { max: 500 }),
};
const KEY = /^[A-Za-z0-9._:-]{8,200}$/;

// Each form's schema with the common fields, built once per form.
const withCommon = new WeakMap<FormSchema, FormSchema>();

/** Throws the 400 of the first broken field, in form order (the one the form focuses). */
export function checkFields(schema: FormSchema, values: FormValues): void {
  if (!withCommon.has(schema)) withCommon.set(schema, schema.shape(COMMON_FIELDS));
  checkBody(withCommon.get(schema)!, values);
}

function idempotencyKey(submission: Submission): string | null {
  const key = fieldText(submission.idempotencyKey) || fieldText(submission.values.submissionId);
  if (!key) return null;
  if (!KEY.test(key)) throw badRequest(formMessages.invalid('Idempotency Key'), submission.idempotencyKey ? 'Idempotency-Key' : 'submissionId');
  return key;
}

const optional = (value: unknown) => fieldText(value) || undefined;

/**
 * Validates, checks the bot check, then stores the submission, the spend of its solution, its uploads
 * and its CRM delivery atomically, so an acknowledged submission is never lost and a failing CRM only
 * delays it.
 */
export async function submitForm(db: Database, botCheck: BotCheckSettings, form: FormDefinition, submission: Submission): Promise<Acknowledgement> {
  const { values } = submission;
  checkFields(form.schema, values);
  const key = idempotencyKey(submission);
  const solution = verifySolution(botCheck, values['g-recaptcha-response'] ?? values.altcha);
  const formType = form.formType(values);
  const fields: Record<string, unknown> = { ...pickFormValues(form.schema, values) };
  if (values.fieldnames !== undefined) fields.fieldnames = values.fieldnames;
  const tracking = Object.fromEntries(TRACKING_FIELDS.map((name) => [name, optional(values[name])]));
  if (form.sourceForm === 'lead') Object.assign(fields, await leadAttachments(db, fields));

  const referenceId = randomUUID();
  const submissionRow: NewSubmission = {
    referenceId, formType, sourceForm: form.sourceForm, idempotencyKey: key, fields,
    formPage: optional(values.formPage) ?? null, tracking,
    clientIp: submission.clientIp ?? null, userAgent: submission.userAgent?.slice(0, 500) ?? null,
  };
  const uploads = submission.uploads ?? [];
  // One transaction stores the submission, spends the solution, queues the CRM delivery (the outbox
  // worker sends it), records the uploads and routes a lead to its dealer (leads module): all or nothing. A repeat (double click, retry after a
  // lost answer) stores, spends and queues nothing: the first one stands.
  const stored = await db.transaction(async (tx) => {
    const first = await storeSubmission(tx, submissionRow);
    if (first.duplicate) return first;
    await spendSolution(tx, solution);
    await enqueue(tx, crmTopic(formType), { referenceId, formType, submissionId: Number(first.id) });
    for (const upload of uploads) await insertUpload(tx, { submissionId: first.id, ...upload });
    if (formType === 'lead') await routeLead(tx, { id: first.id, referenceId: first.referenceId, fields });
    return first;
  });
  return { success: true, referenceId: stored.referenceId, duplicate: stored.duplicate };
}

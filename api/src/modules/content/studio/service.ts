import type {
  ContentType, StudioConflict, StudioDocument, StudioDocumentSummary, StudioRollbackRequest, StudioSaveRequest, StudioVersion,
} from '@rv/domain/content';
import { diffDocumentData, documentProblems, linksToLookUp } from '@rv/domain/studio';
import type { Database } from '../../../db/database';
import { HttpError, badRequest, notFound } from '../../../http/errors';
import { enqueueAfter, type OutboxHandler } from '../../../outbox/outbox';
import { upsertDocuments } from '../repository';
import { missingLinks } from './link-check';
import {
  adoptPublished, audit, dropAutosave, findAutosave, findDocument, findVersion, insertDocument, insertVersion,
  saveAutosave, setPublication, setSchedule, type StudioDocumentRow, type VersionRow,
} from './repository';

/** The studio's operations: versions saved on a base, publication to the site's table, schedules, roll-backs, all audited. */

/** The outbox topic of a scheduled publish: delivered once due, by whichever replica claims it. */
export const SCHEDULED_PUBLISH_TOPIC = 'studio.publish-due';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toSummary(row: StudioDocumentRow): StudioDocumentSummary {
  return {
    id: row.id, type: row.type as ContentType, uid: row.uid, title: row.title, status: row.status, version: row.latest_version,
    publishedVersion: row.published_version, scheduledAt: iso(row.scheduled_at), scheduledVersion: row.scheduled_version,
    updatedAt: iso(row.updated_at)!, updatedBy: row.updated_by,
  };
}

export const toVersion = (row: Omit<VersionRow, 'data'>): StudioVersion => ({
  version: row.version, kind: row.kind, savedAt: iso(row.saved_at)!, savedBy: row.saved_by, restoredFrom: row.restored_from,
});

/** A document the studio knows (taking a published one in first), or 404. */
export async function requireDocument(db: Database, id: string, forUpdate = false): Promise<StudioDocumentRow> {
  if (!forUpdate) await adoptPublished(db, id);
  const row = await findDocument(db, id, forUpdate);
  if (!row) throw notFound(`No document with id "${id}".`);
  return row;
}

export async function requireVersion(db: Database, id: string, version: number): Promise<VersionRow> {
  const row = await findVersion(db, id, version);
  if (!row) throw notFound(`Document "${id}" has no version ${version}.`);
  return row;
}

/** The document as the studio edits it, with the caller's autosave. */
export async function studioDocument(db: Database, id: string, username: string): Promise<StudioDocument> {
  const row = await requireDocument(db, id);
  const latest = await requireVersion(db, id, row.latest_version);
  const published = row.published_version !== null && row.published_version !== row.latest_version ? await findVersion(db, id, row.published_version) : null;
  const autosave = await findAutosave(db, id, username);
  return {
    ...toSummary(row), tags: row.tags, lang: row.lang, data: latest.data,
    published: published ? { version: published.version, data: published.data, publishedAt: iso(published.saved_at)! } : null,
    autosave: autosave ? { baseVersion: autosave.base_version, data: autosave.data, savedAt: iso(autosave.saved_at)! } : null,
  };
}

/**
 * Refuses data its type's schema refuses, a link to a document that does not exist or an address of the
 * site no page answers included, naming the field (400) with the words the studio's form shows.
 */
export async function checkDocumentData(db: Database, companySlug: string, type: string, data: Record<string, unknown>): Promise<void> {
  const missing = await missingLinks(db, companySlug, linksToLookUp(data).keys());
  const [problem] = documentProblems(type as ContentType, data, missing);
  if (problem) throw badRequest(problem.message, problem.field);
}

/** The 409 of a save whose base is no longer the latest version: the version saved meanwhile and what it changed. */
async function staleBase(db: Database, row: StudioDocumentRow, baseVersion: number): Promise<HttpError> {
  const current = await requireVersion(db, row.id, row.latest_version);
  const base = await findVersion(db, row.id, baseVersion);
  const error = new HttpError(409, `${current.saved_by} saved version ${current.version} of this document after you opened version ${baseVersion}. `
    + 'Your changes are kept as your autosave: compare them with theirs, then save again on the latest version.');
  const details: Omit<StudioConflict, 'statusCode' | 'error' | 'message'> = {
    current: { ...toVersion(current), data: current.data }, theirChanges: diffDocumentData(base?.data ?? {}, current.data),
    base: base ? { version: base.version, data: base.data } : null,
  };
  error.details = details;
  return error;
}

/**
 * Saves a new version on top of `baseVersion`. A stale base is refused (409) with the other person's
 * change, and the caller's data is kept as their autosave, so nothing typed is lost.
 */
export async function saveDocument(db: Database, companySlug: string, id: string, username: string, request: StudioSaveRequest): Promise<void> {
  const before = await requireDocument(db, id);
  await checkDocumentData(db, companySlug, before.type, request.data);
  const outcome = await db.transaction(async (tx) => {
    const row = await requireDocument(tx, id, true);
    if (row.latest_version !== request.baseVersion) return staleBase(tx, row, request.baseVersion);
    const version = row.latest_version + 1;
    await insertVersion(tx, id, { version, kind: 'saved', data: request.data, by: username, tags: request.tags });
    await dropAutosave(tx, id, username);
    await audit(tx, { actor: username, action: 'saved', documentId: id, version });
    return null;
  });
  if (outcome) {
    await saveAutosave(db, id, username, request.baseVersion, request.data);
    throw outcome;
  }
}

/** A new document, saved as version 1 (a draft, not on the site). 409 when its type already has the uid. */
export async function createDocument(db: Database, companySlug: string, username: string, input: { type: string; uid: string; data: Record<string, unknown>; tags?: string[] }): Promise<string> {
  await checkDocumentData(db, companySlug, input.type, input.data);
  const id = `${input.type}-${input.uid}`;
  await db.transaction(async (tx) => {
    if (!(await insertDocument(tx, { id, type: input.type, uid: input.uid, tags: input.tags ?? [], by: username }))) {
      throw new HttpError(409, `A ${input.type} with the address name "${input.uid}" exists already.`, 'uid');
    }
    await insertVersion(tx, id, { version: 1, kind: 'created', data: input.data, by: username });
    await audit(tx, { actor: username, action: 'created', documentId: id, version: 1 });
  });
  return id;
}

/** Writes a version to the site's table (content_documents): every replica's caches and pages follow its revision notice. */
async function publishVersion(tx: Database, row: StudioDocumentRow, version: number, actor: string, detail = ''): Promise<void> {
  const saved = await requireVersion(tx, row.id, version);
  const now = new Date().toISOString();
  await upsertDocuments(tx, [{ id: row.id, uid: row.uid, type: row.type, tags: row.tags, lang: row.lang, data: saved.data, publishedAt: now, updatedAt: now }]);
  await setPublication(tx, row.id, version);
  await audit(tx, { actor, action: 'published', documentId: row.id, version, detail });
}

export async function publishDocument(db: Database, id: string, username: string, version?: number): Promise<void> {
  await requireDocument(db, id);
  await db.transaction(async (tx) => {
    const row = await requireDocument(tx, id, true);
    await publishVersion(tx, row, version ?? row.latest_version, username);
  });
}

/** Takes the document off the site (its versions stay); links to it read back as broken. */
export async function unpublishDocument(db: Database, id: string, username: string): Promise<void> {
  await requireDocument(db, id);
  await db.transaction(async (tx) => {
    const row = await requireDocument(tx, id, true);
    if (row.published_version === null) throw new HttpError(409, 'This document is not on the site.');
    await tx.query('DELETE FROM content_documents WHERE id = $1', [id]);
    await setPublication(tx, id, null);
    await audit(tx, { actor: username, action: 'unpublished', documentId: id, version: row.published_version });
  });
}

/**
 * Sets a publish for a time: one outbox message due then. Whichever replica claims it publishes in the
 * same transaction that clears the schedule, so a second delivery (or a changed or cancelled schedule)
 * finds nothing to do: the publish happens once.
 */
export async function scheduleDocument(db: Database, id: string, username: string, at: string, version?: number): Promise<void> {
  const when = Date.parse(at);
  if (Number.isNaN(when)) throw badRequest('The time to publish must be a date and time such as 2026-05-01T09:00:00Z.', 'at');
  if (when <= Date.now()) throw badRequest('The time to publish must be in the future; to publish now, publish.', 'at');
  await requireDocument(db, id);
  await db.transaction(async (tx) => {
    const row = await requireDocument(tx, id, true);
    const chosen = version ?? row.latest_version;
    await requireVersion(tx, id, chosen);
    const due = new Date(when).toISOString();
    await setSchedule(tx, id, due, chosen);
    await enqueueAfter(tx, SCHEDULED_PUBLISH_TOPIC, { documentId: id, version: chosen, at: due }, (when - Date.now()) / 1000);
    await audit(tx, { actor: username, action: 'scheduled', documentId: id, version: chosen, detail: due });
  });
}

export async function cancelSchedule(db: Database, id: string, username: string): Promise<void> {
  await requireDocument(db, id);
  await db.transaction(async (tx) => {
    const row = await requireDocument(tx, id, true);
    if (!row.scheduled_at) throw new HttpError(409, 'No publish is scheduled for this document.');
    await setSchedule(tx, id, null, null);
    await audit(tx, { actor: username, action: 'unscheduled', documentId: id, version: row.scheduled_version });
  });
}

/** The outbox handler of a scheduled publish: publishes when the schedule is still the one it was queued for. */
export const publishWhenDue: OutboxHandler = async (message, db) => {
  const { documentId, version, at } = message.payload as { documentId: string; version: number; at: string };
  await db.transaction(async (tx) => {
    const row = await findDocument(tx, documentId, true);
    if (!row || row.scheduled_version !== version || iso(row.scheduled_at) !== at) return;
    await publishVersion(tx, row, version, 'schedule', `scheduled for ${at}`);
  });
};

/** Brings an earlier version back as a new version (and publishes it when asked); the base must be the latest, as for a save. */
export async function rollBack(db: Database, id: string, username: string, request: StudioRollbackRequest): Promise<void> {
  await requireDocument(db, id);
  const outcome = await db.transaction(async (tx) => {
    const row = await requireDocument(tx, id, true);
    if (row.latest_version !== request.baseVersion) return staleBase(tx, row, request.baseVersion);
    const restored = await requireVersion(tx, id, request.version);
    const version = row.latest_version + 1;
    await insertVersion(tx, id, { version, kind: 'rolled-back', data: restored.data, by: username, restoredFrom: request.version });
    await audit(tx, { actor: username, action: 'rolled-back', documentId: id, version, detail: `restored version ${request.version}` });
    if (request.publish) await publishVersion(tx, { ...row, latest_version: version }, version, username);
    return null;
  });
  if (outcome) throw outcome;
}

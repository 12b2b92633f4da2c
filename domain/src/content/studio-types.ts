/**
 * The content studio's API contract (under /api/studio): what the studio sends and gets back. Types only;
 * the API answers these shapes and shared-lib's studio client (`@rv/shared-lib/studio`) is typed by them.
 */
import type { StaffRole } from '@rv/domain/auth';
import type { ContentType } from './content-types';

/**
 * Where a document stands: `draft` never published; `published` the site shows the latest version;
 * `changed` published, with a newer saved version; `scheduled` a publish is set for a time;
 * `unpublished` taken off the site.
 */
export type StudioStatus = 'draft' | 'published' | 'changed' | 'scheduled' | 'unpublished';

/** How a version came to be. */
export type StudioVersionKind = 'imported' | 'created' | 'saved' | 'rolled-back';

/** A document in a list of the studio. */
export interface StudioDocumentSummary {
  /** The content API's document id (`home_page-home`); the studio's URLs use it. */
  id: string;
  type: ContentType;
  uid: string | null;
  title: string;
  status: StudioStatus;
  /** The latest saved version; a save names it as its base. */
  version: number;
  publishedVersion: number | null;
  /** When a scheduled publish happens (ISO 8601), and of which version. */
  scheduledAt: string | null;
  scheduledVersion: number | null;
  updatedAt: string;
  updatedBy: string;
}

/** GET /studio/documents: by type, words of the title or text, status and tag. */
export interface StudioListQuery {
  type?: ContentType;
  q?: string;
  status?: StudioStatus;
  tag?: string;
  page?: number;
  pageSize?: number;
}

export interface StudioDocumentList {
  results: StudioDocumentSummary[];
  page: number;
  pageSize: number;
  total: number;
}

/** One saved version: who saved it and when. */
export interface StudioVersion {
  version: number;
  kind: StudioVersionKind;
  savedAt: string;
  savedBy: string;
  /** For a roll-back: the version it brought back. */
  restoredFrom: number | null;
}

/** A document as the studio edits it: the latest version's data, the published one's apart. */
export interface StudioDocument extends StudioDocumentSummary {
  tags: string[];
  lang: string;
  data: Record<string, unknown>;
  /** What the site shows now, when it differs from `data` (null when unpublished or the same). */
  published: { version: number; data: Record<string, unknown>; publishedAt: string } | null;
  /** The caller's autosaved work on this document not yet saved as a version, kept across reloads. */
  autosave: StudioAutosave | null;
}

export interface StudioAutosave {
  baseVersion: number;
  data: Record<string, unknown>;
  savedAt: string;
}

/** POST /studio/documents: a new document, saved as version 1 (a draft). */
export interface StudioCreateRequest {
  type: ContentType;
  uid: string;
  data: Record<string, unknown>;
  tags?: string[];
}

/** PUT /studio/documents/:id: a new version, on top of the version it was based on. */
export interface StudioSaveRequest {
  baseVersion: number;
  data: Record<string, unknown>;
  tags?: string[];
}

/** PUT /studio/documents/:id/autosave: the editor's work in progress (no version; one per person and document). */
export interface StudioAutosaveRequest {
  baseVersion: number;
  data: Record<string, unknown>;
}

/** One field that differs between two versions, by path (`body.2.primary.title`), as readable text. */
export interface StudioFieldChange {
  path: string;
  change: 'added' | 'removed' | 'changed';
  before: string | null;
  after: string | null;
}

/** GET /studio/documents/:id/diff?from=&to= */
export interface StudioDiff {
  from: number;
  to: number;
  changes: StudioFieldChange[];
}

/**
 * The 409 of a save on a stale base: the message, the version saved meanwhile (who, when, its data) and
 * what that person changed from the caller's base. The caller's own data is not lost: it is in the autosave.
 */
export interface StudioConflict {
  statusCode: 409;
  error: 'Conflict';
  message: string;
  current: StudioVersion & { data: Record<string, unknown> };
  theirChanges: StudioFieldChange[];
  /** The version the caller opened (null when it is gone): what a merge of both changes starts from. */
  base: { version: number; data: Record<string, unknown> } | null;
}

/** POST /studio/documents/:id/publish and /schedule: which version (the latest by default). */
export interface StudioPublishRequest {
  version?: number;
}
export interface StudioScheduleRequest {
  version?: number;
  /** ISO 8601, in the future. */
  at: string;
}

/** POST /studio/documents/:id/rollback: the version to bring back, saved as a new version. */
export interface StudioRollbackRequest {
  version: number;
  baseVersion: number;
  /** Publish the restored version at once (the site shows the old page again). */
  publish?: boolean;
}

export type StudioAuditAction = 'created' | 'saved' | 'rolled-back' | 'published' | 'unpublished' | 'scheduled' | 'unscheduled' | 'media-uploaded' | 'roles-changed';

/** One row of the audit (GET /studio/audit, admins only). */
export interface StudioAuditEntry {
  id: number;
  at: string;
  actor: string;
  action: StudioAuditAction;
  documentId: string | null;
  version: number | null;
  detail: string;
  /** The staff member an action was done to (whose roles changed), when it is not a document. */
  subject: string | null;
}

export interface StudioAuditQuery {
  documentId?: string;
  actor?: string;
  page?: number;
}

export interface StudioAuditPage {
  results: StudioAuditEntry[];
  page: number;
  total: number;
}

/** A document a link may point at (GET /studio/link-targets?q=&type=), for the link picker. */
export interface StudioLinkTarget {
  type: ContentType;
  uid: string;
  title: string;
  url: string;
}

/** An image of the media library (GET /studio/media; POST multipart `alt` + `file`), served publicly at `url`. */
export interface StudioMediaItem {
  id: string;
  url: string;
  alt: string;
  /** The uploader's file name, as display text only. */
  fileName: string;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  uploadedAt: string;
  uploadedBy: string;
}

/** A page of the media library, newest first (GET /studio/media?page=). */
export interface StudioMediaPage {
  results: StudioMediaItem[];
  page: number;
  pageSize: number;
  total: number;
}

/** A staff account as admins manage it (GET/POST /studio/staff, PATCH /studio/staff/:username). */
export interface StudioStaffAccount {
  username: string;
  displayName: string;
  email: string;
  roles: StaffRole[];
  secondFactor: boolean;
}

export interface StudioStaffCreateRequest {
  username: string;
  displayName: string;
  email: string;
  password: string;
  roles: StaffRole[];
}

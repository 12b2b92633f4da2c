import { serviceClient } from '@rv/shared-lib';
import type { SignedInStaff } from '@rv/domain/auth';
import type {
  StudioAuditPage, StudioAuditQuery, StudioAutosaveRequest, StudioCreateRequest, StudioDiff, StudioDocument, StudioDocumentList,
  StudioLinkTarget, StudioListQuery, StudioMediaItem, StudioMediaPage, StudioPublishRequest, StudioRollbackRequest, StudioSaveRequest,
  StudioScheduleRequest, StudioStaffAccount, StudioStaffCreateRequest, StudioVersion,
} from '@rv/domain/content';
import type { StaffRole } from '@rv/domain/auth';
import { asStaff } from './staff-session.resource';
import { studioConflict } from './studio-conflict';

/**
 * The one client of the content studio's API (/api/studio), every call as a signed-in staff member. A
 * save on a stale base rejects with a 409 whose body is a StudioConflict (read it with `studioConflict`).
 */

type Staff = Pick<SignedInStaff, 'token'>;
const client = () => serviceClient('middleware');
const doc = (id: string) => `/studio/documents/${encodeURIComponent(id)}`;

async function get<T>(staff: Staff, url: string, params?: object): Promise<T> {
  return (await client().get<T>(url, { ...asStaff(staff), params })).data;
}
async function send<T>(staff: Staff, method: 'post' | 'put' | 'patch' | 'delete', url: string, body?: unknown): Promise<T> {
  return (await client().request<T>({ method, url, data: body, ...asStaff(staff) })).data;
}

/** Every call of the studio's API, by what it does. */
export const studioApi = {
  listDocuments: (staff: Staff, query: StudioListQuery = {}) => get<StudioDocumentList>(staff, '/studio/documents', query),
  fetchDocument: (staff: Staff, id: string) => get<StudioDocument>(staff, doc(id)),
  createDocument: (staff: Staff, body: StudioCreateRequest) => send<StudioDocument>(staff, 'post', '/studio/documents', body),
  saveDocument: (staff: Staff, id: string, body: StudioSaveRequest) => send<StudioDocument>(staff, 'put', doc(id), body),
  autosaveDocument: (staff: Staff, id: string, body: StudioAutosaveRequest) => send<void>(staff, 'put', `${doc(id)}/autosave`, body),

  listVersions: (staff: Staff, id: string) => get<{ results: StudioVersion[] }>(staff, `${doc(id)}/versions`),
  fetchVersion: (staff: Staff, id: string, version: number) =>
    get<StudioVersion & { data: Record<string, unknown> }>(staff, `${doc(id)}/versions/${version}`),
  fetchDiff: (staff: Staff, id: string, from: number, to: number) => get<StudioDiff>(staff, `${doc(id)}/diff`, { from, to }),
  rollBack: (staff: Staff, id: string, body: StudioRollbackRequest) => send<StudioDocument>(staff, 'post', `${doc(id)}/rollback`, body),

  publishDocument: (staff: Staff, id: string, body: StudioPublishRequest = {}) => send<StudioDocument>(staff, 'post', `${doc(id)}/publish`, body),
  unpublishDocument: (staff: Staff, id: string) => send<StudioDocument>(staff, 'post', `${doc(id)}/unpublish`, {}),
  scheduleDocument: (staff: Staff, id: string, body: StudioScheduleRequest) => send<StudioDocument>(staff, 'post', `${doc(id)}/schedule`, body),
  cancelSchedule: (staff: Staff, id: string) => send<StudioDocument>(staff, 'delete', `${doc(id)}/schedule`),

  /** The preview page of a version (the latest by default), drawn by the server renderer; fetched as HTML for a frame's srcdoc. */
  fetchPreview: (staff: Staff, id: string, version?: number) => get<string>(staff, `${doc(id)}/preview`, version ? { version } : undefined),

  fetchAudit: (staff: Staff, query: StudioAuditQuery = {}) => get<StudioAuditPage>(staff, '/studio/audit', query),
  findLinkTargets: (staff: Staff, q: string, type?: string) => get<{ results: StudioLinkTarget[] }>(staff, '/studio/link-targets', { q, type }),
  /** Which of these link lookup keys (`document:type/uid`, `page:/path`) lead nowhere, as a save would find. */
  checkLinks: (staff: Staff, keys: string[]) => send<{ missing: string[] }>(staff, 'post', '/studio/link-check', { keys }),

  listMedia: (staff: Staff, page = 1) => get<StudioMediaPage>(staff, '/studio/media', { page }),
  /** Uploads an image with its alt text; the alt text goes first, so the API refuses a missing one before reading the file. */
  uploadMedia(staff: Staff, file: Blob, alt: string): Promise<StudioMediaItem> {
    const form = new FormData();
    form.append('alt', alt);
    form.append('file', file);
    return send<StudioMediaItem>(staff, 'post', '/studio/media', form);
  },

  listStaff: (staff: Staff) => get<{ results: StudioStaffAccount[] }>(staff, '/studio/staff'),
  createStaff: (staff: Staff, body: StudioStaffCreateRequest) => send<StudioStaffAccount>(staff, 'post', '/studio/staff', body),
  changeStaffRoles: (staff: Staff, username: string, roles: StaffRole[]) =>
    send<StudioStaffAccount>(staff, 'patch', `/studio/staff/${encodeURIComponent(username)}`, { roles }),

  /** The body of a save refused because someone saved first (409), or null for any other failure. */
  conflictOf: studioConflict,
};

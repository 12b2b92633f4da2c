import { badRequest } from '../../http/errors';
import type { LinkedFields } from './links';

/** Content fetch guards of consumer spec (validation rules), with their exact messages; the rest follow their wording. */
export const CONTENT_MESSAGES = {
  type: 'Document type is invalid or missing.',
  page: 'Page must be a number of at least 1.',
  pageSize: 'Page size must be a number from 1 to 100.',
  uid: 'UID is invalid or missing.',
  uids: 'UID list is invalid or missing.',
  uidsTooMany: 'UID list holds more than 100 UIDs.',
  fields: 'Field list is invalid.',
  fetchLinks: 'Linked fields must be written type.field.',
  tags: 'Tag list is invalid.',
  query: 'Search text is invalid or missing.',
} as const;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MAX_UIDS = 100;

/** Document types are snake_case words (site_settings, or_support_article, ...). */
const TYPE_PATTERN = /^[a-z][a-z0-9_]{0,63}$/;
const FIELD_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const UID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,199}$/;

/** Query lists arrive as `a,b` or as repeated parameters; both become one trimmed list. */
export function splitList(raw: unknown): string[] | null {
  if (raw === undefined) return [];
  const parts = (Array.isArray(raw) ? raw : [raw]);
  if (!parts.every((p) => typeof p === 'string')) return null;
  return (parts as string[]).flatMap((p) => p.split(',')).map((p) => p.trim()).filter(Boolean);
}

export function checkType(type: unknown, field = 'type'): string {
  if (typeof type !== 'string' || !TYPE_PATTERN.test(type.trim())) throw badRequest(CONTENT_MESSAGES.type, field);
  return type.trim();
}

export function checkTypes(raw: unknown): string[] {
  const list = splitList(raw);
  if (!list) throw badRequest(CONTENT_MESSAGES.type, 'types');
  return list.map((t) => checkType(t, 'types'));
}

export function checkUid(uid: unknown): string {
  if (typeof uid !== 'string' || !UID_PATTERN.test(uid.trim())) throw badRequest(CONTENT_MESSAGES.uid, 'uid');
  return uid.trim();
}

/** The fetch list of spec (validation rules): a list of 1 to 100 UIDs. */
export function checkUids(raw: unknown): string[] {
  const list = splitList(raw);
  if (!list || list.length === 0 || !list.every((uid) => UID_PATTERN.test(uid))) throw badRequest(CONTENT_MESSAGES.uids, 'uids');
  if (list.length > MAX_UIDS) throw badRequest(CONTENT_MESSAGES.uidsTooMany, 'uids');
  return [...new Set(list)];
}

export function checkPage(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const page = Number(raw);
  if (!Number.isSafeInteger(page) || page < 1) throw badRequest(CONTENT_MESSAGES.page, 'page');
  return page;
}

export function checkPageSize(raw: unknown): number {
  if (raw === undefined || raw === '') return DEFAULT_PAGE_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw badRequest(CONTENT_MESSAGES.pageSize, 'pageSize');
  return size;
}

/** A field list restricts `data` to those top-level fields; empty means every field. */
export function checkFields(raw: unknown): string[] {
  const list = splitList(raw);
  if (!list || !list.every((f) => FIELD_PATTERN.test(f))) throw badRequest(CONTENT_MESSAGES.fields, 'fields');
  return list;
}

/** `fetchLinks=blog_detail.title,blog_detail.author`: fields of linked documents, per type. */
export function checkFetchLinks(raw: unknown): LinkedFields {
  const list = splitList(raw);
  const asked: LinkedFields = new Map();
  if (!list) throw badRequest(CONTENT_MESSAGES.fetchLinks, 'fetchLinks');
  for (const entry of list) {
    const [type, field, extra] = entry.split('.');
    if (extra !== undefined || !type || !field || !TYPE_PATTERN.test(type) || !FIELD_PATTERN.test(field)) {
      throw badRequest(CONTENT_MESSAGES.fetchLinks, 'fetchLinks');
    }
    asked.set(type, [...(asked.get(type) ?? []), field]);
  }
  return asked;
}

export function checkTags(raw: unknown): string[] {
  const list = splitList(raw);
  if (!list || !list.every((t) => t.length <= 100)) throw badRequest(CONTENT_MESSAGES.tags, 'tags');
  return list;
}

export function checkQuery(raw: unknown): string {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 200) throw badRequest(CONTENT_MESSAGES.query, 'q');
  return raw.trim();
}

/** Pages of a result set; at least 0. */
export const totalPages = (total: number, pageSize: number) => Math.ceil(total / pageSize);

import { badRequest } from '../../http/errors';

/** Content fetch guards of spec consumer §5, with their exact messages. */
export const CONTENT_MESSAGES = {
  type: 'Document type is invalid or missing.',
  page: 'Page must be a number of at least 1.',
  pageSize: 'Page size must be a number from 1 to 100.',
  uid: 'UID is invalid or missing.',
} as const;

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export function checkType(type: unknown): string {
  if (typeof type !== 'string' || type.trim() === '') throw badRequest(CONTENT_MESSAGES.type, 'type');
  return type;
}

export function checkPage(raw: unknown): number {
  if (raw === undefined || raw === '') return 1;
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1) throw badRequest(CONTENT_MESSAGES.page, 'page');
  return page;
}

export function checkPageSize(raw: unknown): number {
  if (raw === undefined || raw === '') return DEFAULT_PAGE_SIZE;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) throw badRequest(CONTENT_MESSAGES.pageSize, 'pageSize');
  return size;
}

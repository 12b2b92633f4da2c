import type { ContentType } from '@rv/domain/content';
import { firstErrorPerPath } from '@rv/domain/forms';
import { DOCUMENT_SCHEMAS } from './document-schemas';
import { linkLookupKey } from './field-schemas';

/** One problem of a document's data: the field's path (`body[2].primary.image.alt`) and the schema's words. */
export interface DocumentProblem {
  field: string;
  message: string;
}

/**
 * Every problem of a document's data by its type's schema, nested fields included, the first per field.
 * `missingLinks` are the lookup keys of links known to lead nowhere (see `linksToLookUp`).
 */
export function documentProblems(type: ContentType, data: unknown, missingLinks?: ReadonlySet<string>): DocumentProblem[] {
  const schema = DOCUMENT_SCHEMAS[type];
  const withContext = { validateSync: (values: unknown, options: { abortEarly: boolean }) => schema.validateSync(values, { ...options, context: { missingLinks } }) };
  return [...firstErrorPerPath(withContext, data)].map(([field, message]) => ({ field, message }));
}

/** Every distinct link in a document's data whose target must exist (documents, pages of this site), by lookup key. */
export function linksToLookUp(data: unknown, found = new Map<string, Record<string, unknown>>()): Map<string, Record<string, unknown>> {
  const key = linkLookupKey(data);
  if (key) found.set(key, data as Record<string, unknown>);
  else if (Array.isArray(data)) data.forEach((item) => linksToLookUp(item, found));
  else if (data && typeof data === 'object') Object.values(data).forEach((item) => linksToLookUp(item, found));
  return found;
}

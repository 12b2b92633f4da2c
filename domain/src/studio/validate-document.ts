import type { ContentType } from '@rv/domain/content';
import { firstErrorPerPath } from '@rv/domain/forms';
import { DOCUMENT_SCHEMAS } from './document-schemas';

/** One problem of a document's data: the field's path (`body[2].primary.image.alt`) and the schema's words. */
export interface DocumentProblem {
  field: string;
  message: string;
}

/** Every problem of a document's data by its type's schema, nested fields included, the first per field. */
export function documentProblems(type: ContentType, data: unknown): DocumentProblem[] {
  return [...firstErrorPerPath(DOCUMENT_SCHEMAS[type], data)].map(([field, message]) => ({ field, message }));
}

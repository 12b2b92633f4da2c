/** @rv/domain/studio: the content studio's rules, shared by its forms and the API: one schema per document and block type, and the readable diff. */
export { BLOCK_SCHEMAS } from './block-schemas';
export {
  MAX_MEDIA_BYTES, MEDIA_EXTENSIONS, MEDIA_IMAGE_TYPES, MEDIA_MESSAGES, MEDIA_UPLOAD_FIELDS, MEDIA_UPLOAD_SCHEMA, mediaImageUrl, mediaSizeWords,
  type MediaFileFacts, type MediaImageType,
} from './media-schemas';
export { DOCUMENT_SCHEMAS, UID_SCHEMA } from './document-schemas';
export { STUDIO_MESSAGES } from './field-schemas';
export * from './studio-diff';
export { documentProblems, linksToLookUp, type DocumentProblem } from './validate-document';
export { STUDIO_PERMISSIONS } from './permissions';
export { STUDIO_STATUSES } from './statuses';
export { mergeChanges } from './studio-merge';

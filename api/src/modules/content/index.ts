/** What other API modules use from the content module; its tables stay its own. */
export { findByType, findOne, findSingle, uidExists, upsertDocuments, type NewDocument, type StoredDocument } from './repository';
export { documentTitle } from './search-text';
export { previewDocument, previewOf, previewScope } from './preview';
export { contentFingerprint, listSearchableDocuments, type SearchableDocument } from './search-export';

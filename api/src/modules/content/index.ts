/** What other API modules use from the content module; its tables stay its own. */
export { findByType, findOne } from './repository';
export { contentFingerprint, listSearchableDocuments, type SearchableDocument } from './search-export';

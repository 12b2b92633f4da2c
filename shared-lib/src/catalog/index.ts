/** Catalogue rules and types shared by the search service and the catalogue remotes. */
export * from './catalog-types';
export * from './filter-keys';
export * from './region';
export * from './brand-codes';
export * from './feature-value';
export * from './spec-codes';

/** @rv/shared-lib/catalog: catalogue rules, types, browsing state, compare and the search client. */
export * from './catalog-types';
export * from './filter-keys';
export * from './region';
export * from './brand-codes';
export * from './feature-value';
export * from './spec-codes';
export * from './browsing';
export * from './product-images';

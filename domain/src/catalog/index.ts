/** @rv/domain/catalog: the React-free catalog rules shared by the API and the browser. */
export * from './brand-codes';
export * from './browse-by';
export * from './catalog-types';
export * from './compare-differences';
export * from './compare-rows';
export * from './feature-value';
export * from './filter-keys';
export * from './filter-options';
export * from './filter-state';
export * from './glossary';
export * from './listing-filters';
export * from './product-images';
export * from './recently-viewed';
export * from './region';
export * from './spec-codes';
export * from './tow-filter';

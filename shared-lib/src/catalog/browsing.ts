/** Catalogue browsing for the screens (filter panel, cards, compare, model detail), shared by the catalogue, quiz and dealer remotes. */
export * from './filter-state';
export * from './filter-options';
export * from './browse-by';
export * from './listing-filters';
export * from './compare.store';
export * from './compare-rows';
export * from './compare-differences';
export * from './glossary';
export * from './tow-filter';
export * from './catalog-search.resource';
export * from './region-detection';
export * from './recently-viewed';

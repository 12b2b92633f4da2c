/** Catalogue browsing for the screens (filter panel, cards, compare, model detail), shared by the catalogue, quiz and dealer remotes. */
export * from '@rv/domain/catalog';
export * from './compare.store';
export * from './catalog-search.resource';
export * from './region-detection';

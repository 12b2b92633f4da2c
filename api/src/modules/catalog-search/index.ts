/** What other API modules use from the catalog-search module; its tables stay its own. */
export { catalogSearchFor, type CatalogSearch } from './service';
export { catalogRevision, findFeatures, findSetting, findSpecifications, loadModelRows, type ModelRow } from './repository';
export { imageUrl, specification } from './documents';
export { GROUP_ORDER_SETTING } from './catalog-details';
export type { SearchIndex } from './search-index';
export { floorplanSvg } from './floorplan-svg';
export { findFloorplanPage, findFloorplanPageBySlug, findListingPage, listFloorplanPages, type FloorplanPage } from './page-lookup';
export { DEFAULT_DECORS, tourFactsFromRow, tourUrl, tourVersion, type TourFacts } from './tour-address';

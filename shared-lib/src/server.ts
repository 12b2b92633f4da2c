// The server entry (`@rv/shared-lib/server`), for Node code only, never part of a browser bundle: server
// rendering helpers, and the route table, page heads, drawn-page marker, resource seed and cookie consent
// the API's page answers apply exactly as the browser does.
export * from './spa/server-render';
export * from './routing/route-table';
export * from './routing/studio-path';
export * from './seo/document-head';
export * from './seo/page-heads';
export * from './seo/route-heads';
export * from './spa/drawn-page';
export * from './api/resource-seed';
export * from './tracking/consent';
export { contractRefusal, type ProvidedVersions, type RequiredRanges } from './spa/contract';

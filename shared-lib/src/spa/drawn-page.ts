/**
 * The marker on the wrapper of the page the server drew into a remote's region (fillRegion in
 * api/src/web/server-render.ts writes it; a remote's lifecycles hydrate a region that holds it).
 * No React here, so the API can read it.
 */
export const DRAWN_PAGE_ATTRIBUTE = 'data-server-page';

/**
 * @rv/shared-lib, the core entry: what the shell and most pages use (API clients, event bus, stores,
 * runtime config, routing, tracking, auth, content types and site links, the single-spa helpers). The
 * UI kit is its own package, @rv/ui-kit.
 * Each domain is an entry of its own, shared as its own singleton (webpack.preset.js), so a page loads
 * only the domains it uses: @rv/shared-lib/catalog, /owners, /search, /seo, and
 * the React-free rules of @rv/domain (one entry per area). Code in one entry imports another entry through its package specifier,
 * never a relative path, so no module is bundled into two entries (README "Bundles").
 */

export * from './routing/path-pattern';
export * from './routing/route-table';
export * from './routing/route-helpers';
export * from '@rv/domain/content';
export * from './config/runtime-config';
export * from './events/event-bus';
export * from './api/http-client';
export * from './stores/site.store';
export * from './stores/auth.store';
export * from './stores/persist';
export * from './routing/site-link';
export * from './spa/react-lifecycles';
export * from './spa/drawn-by-server';
export * from './spa/drawn-html';
export * from './spa/hydrate-near-view';
export * from './auth';
export * from './content';
export * from './api/use-resource';
export * from './api/use-paged-resource';
export * from './api/resource-cache';
export * from './api/resource-seed';
export * from './api/content.resource';
export * from './spa/routed-pages';
export * from './spa/lazy-page';
export * from './spa/next-task';
export * from './spa/after-page-load';
export * from './tracking';
export * from './popup/popup-schedule';
export * from './api/site-settings.resource';
export * from './spa/exposed-module';
export type { ProvidedVersions, RequiredRanges } from './spa/contract';
// The props of every exposed component, typed once (types only).
export type * from './contracts/exposed-props';

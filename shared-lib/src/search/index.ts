/** @rv/shared-lib/search: Site search (consumer spec: validation rules; the calls): rules, constants and the engine's fetchers. */
export * from '@rv/domain/search';
export * from './site-search.resource';

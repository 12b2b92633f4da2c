/** @rv/shared-lib/search: Site search (consumer spec: validation rules; the calls): rules, constants and the engine's fetchers. */
export * from './search-rules';
export * from './site-search.resource';
export * from './word-match';
export * from './snippet-parts';

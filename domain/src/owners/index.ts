/** @rv/domain/owners: the React-free owners rules shared by the API and the browser. */
export * from './article-rules';
export * from './layout-rules';
export * from './owner-cookies';
export * from './review-rules';
export * from './owners-manual';

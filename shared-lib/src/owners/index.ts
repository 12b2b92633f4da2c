/** @rv/shared-lib/owners: Owner-support rules shared by mfe-owners (and readable by any remote): pure, table-tested. */
export * from './layout-rules';
export * from './motion-rules';
export * from './owner-cookies';
export * from './review-rules';
export * from './article-rules';
export * from './reviews.resource';

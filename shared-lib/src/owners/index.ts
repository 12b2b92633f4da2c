/**
 * @rv/shared-lib/owners: owner-support rules shared by mfe-owners (and readable by any remote), and the one
 * support articles grid and recently viewed list that mfe-owners and mfe-content's blocks draw with their own cards.
 */
export * from './layout-rules';
export * from './motion-rules';
export * from './owner-cookies';
export * from './recently-viewed-articles';
export * from './support-articles-grid';
export * from './review-rules';
export * from './review-figure';
export * from './article-rules';
export * from './reviews.resource';

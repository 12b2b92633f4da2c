/**
 * @rv/shared-lib/owners: owner-support rules shared by mfe-owners (and readable by any remote), and the one
 * support articles grid and recently viewed list that mfe-owners and mfe-content's blocks draw with their own cards.
 */
export * from '@rv/domain/owners';
export * from './motion-rules';
export * from './recently-viewed-articles';
export * from './support-articles-grid';
export * from './review-figure';
export * from './reviews.resource';

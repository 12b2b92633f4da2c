/**
 * @rv/shared-lib/owners: owner-support rules shared by mfe-owners (and readable by any remote): the owner block
 * types the owner pages pass to mfe-content's block renderer, the support articles grid and recently viewed list.
 */
export * from '@rv/domain/owners';
export * from './motion-rules';
export * from './owner-block-types';
export * from './recently-viewed-articles';
export * from './support-articles-grid';
export * from './review-figure';
export * from './reviews.resource';

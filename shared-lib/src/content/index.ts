/** Content documents, blocks and their display rules (the link resolver is exported on its own). */
export * from './block-renderer';
export * from '@rv/domain/content';
export * from './video';

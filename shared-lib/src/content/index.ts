/** Content documents, blocks and their display rules (the link resolver is exported on its own). */
export * from './block-renderer';
export * from './content-types';
export * from './display-rules';
export * from './video';

/** @rv/domain/content: the React-free content rules shared by the API and the browser. */
export * from './content-fields';
export * from './content-slices';
export * from './content-types';
export * from './display-options';
export * from './display-rules';
export * from './link-resolver';
export * from './video-ids';
export * from './drawn-image';
export * from './studio-types';

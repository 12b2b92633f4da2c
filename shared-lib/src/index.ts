/** Public entry of @rv/shared-lib: everything remotes may import. */
export * from './domain/brands';
export * from './routing/path-pattern';
export * from './routing/route-table';
export * from './routing/route-helpers';
export * from './content/link-resolver';
export * from './auth';
export * from './forms';
export * from './content';
export * from './catalog';

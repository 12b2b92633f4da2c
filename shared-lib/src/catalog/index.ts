/** @rv/shared-lib/catalog: catalogue rules, types, browsing state, compare and the search client. */
export * from '@rv/domain/catalog';
export * from './browsing';

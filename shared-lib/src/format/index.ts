/** @rv/shared-lib/format: Display formats of spec consumer §9, used by every screen that shows a spec, price or range. */
export * from './numbers';
export * from './text';
export * from './spec-values';

/** @rv/domain/format: Display formats of consumer spec (constants and limits), used by every screen that shows a spec, price or range. */
export * from './numbers';
export * from './text';
export * from './spec-values';

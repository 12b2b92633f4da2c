/** @rv/domain: the brands, sub-brands and type classes (pure; the API imports it too). */
export * from './brands';
export * from './quote-link';

/** @rv/domain/build: the React-free build rules shared by the API and the browser. */
export * from './build-rules';
export * from './build-weight';
export * from './payment-estimate';

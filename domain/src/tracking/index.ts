/** @rv/domain/tracking: the React-free tracking rules shared by the API and the browser. */
export * from './tracking-events';

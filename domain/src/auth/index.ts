/** @rv/domain/auth: the React-free auth rules shared by the API and the browser. */
export * from './account-rules';
export * from './constants';
export * from './rules';
export * from './token';
export * from './types';
export * from './staff';

/** @rv/domain/dealer: the React-free dealer rules shared by the API and the browser. */
export * from './dealership-scope';
export * from './leaderboard';
export * from './learning';
export * from './levels';
export * from './points';
export * from './program-line-cache';
export * from './program-line.types';
export * from './program-lines';
export * from './rewards-display';
export * from './spiff-test-data';

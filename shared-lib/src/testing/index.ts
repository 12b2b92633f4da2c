/**
 * The testing entry (`@rv/shared-lib/testing`), for tests only: the mock API, the content fixtures and `afterPendingWork`.
 * Not exported from the core, so no browser bundle picks it up.
 */
export * from './mock-api';
export * from './content-fixtures';
export * from './pending-work';

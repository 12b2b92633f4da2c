/**
 * The testing entry (`@rv/shared-lib/testing`), for tests only: the mock API and the content fixtures.
 * Not exported from the core, so no browser bundle picks it up.
 */
export * from './mock-api';
export * from './content-fixtures';

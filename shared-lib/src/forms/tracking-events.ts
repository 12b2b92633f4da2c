/** The API's deep import path (@rv/shared-lib/forms/tracking-events); the events live with tracking in the core entry. Not for remotes. */
export * from '../tracking/tracking-events';

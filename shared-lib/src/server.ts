// Server rendering helpers for Node builds (`@rv/shared-lib/server`); never part of a browser bundle.
export * from './spa/server-render';

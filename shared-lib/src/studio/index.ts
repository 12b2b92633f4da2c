/** @rv/shared-lib/studio: the staff session (two-step sign-in) and the one client of the content studio's API. Never in a shopper's or dealer's first load. */
export * from './staff-session.resource';
export * from './studio.resource';

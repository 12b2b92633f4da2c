/** First-party tracking (consumer spec: entities and fields, cookies, data layer): consent, ids, lead fields and events. */
export * from './cookies';
export * from './consent';
export * from './tracking.resource';
export * from './data-layer';
export * from '@rv/domain/tracking';

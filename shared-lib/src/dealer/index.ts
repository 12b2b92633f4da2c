/** @rv/shared-lib/dealer: Dealer portal rules and constants of dealer spec (screens and routes; validation rules; constants and limits): incentives, points, levels, leaderboards, learning. */
export * from './program-lines';
export * from './program-line.types';
export * from './spiff-test-data';
export * from './levels';
export * from './points';
export * from './leaderboard';
export * from './rewards-display';
export * from './learning';
export * from './program-line-cache';
export * from './dealership-scope';
export * from './incentives.resource';
export * from './rewards.resource';
export * from './learning.resource';
export * from './manager.resource';
export * from './branded-site.resource';

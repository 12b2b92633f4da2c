/** Dealer portal rules and constants of spec dealer §2-§5 and §9: incentives, points, levels, leaderboards, learning. */
export * from './program-lines';
export * from './program-line.types';
export * from './spiff-test-data';
export * from './levels';
export * from './points';
export * from './leaderboard';
export * from './learning';

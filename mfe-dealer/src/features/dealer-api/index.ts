/** The dealer portal's API clients (only this remote uses them), with the domain rules and constants of dealer spec (screens and routes; validation rules; constants and limits): incentives, points, levels, leaderboards, learning. */
export * from '@rv/domain/dealer';
export * from './incentives.resource';
export * from './rewards.resource';
export * from './learning.resource';
export * from './manager.resource';
export * from './branded-site.resource';
export * from './leads.resource';
export * from './team.resource';
export * from './programs.resource';

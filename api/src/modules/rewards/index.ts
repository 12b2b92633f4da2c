/** What other API modules use from the rewards module; its tables stay its own. */
export { recordEarning, type EarningEvent } from './ledger';
export { SPIFF_PAID_VERB, spiffClaimDescription, spiffClaimPoints, courseCompletionPoints } from './points-catalogue';
export { findAccountsByUserIds, pointTotals } from './repository';
export { gamificationUser, notifyUsers, rewards } from './service';
export { findActivities } from './activities-repository';
export { recordEarningsBulk } from './ledger-bulk';
export { ActivitySchema, UserPointSchema } from './schemas';

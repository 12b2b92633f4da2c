/**
 * Display rules of the rewards page (achievements, missions, awarded rewards, coupons, KPIs).
 *
 * Dealer spec (the calls) lists these rewards-platform calls, but names no screen for them and does not
 * show their fields (it describes levels only). The shapes here are the API's
 * (api/src/modules/rewards/schemas.ts) and the rules are this portal's own design.
 */
import { compareText } from '@rv/domain/locale';
import { LEADERBOARD_TIME_FRAME_LABELS } from './leaderboard';
import type { Level } from './levels';
import { levelProgress } from './levels';

/** A level, achievement or mission as users/{id}/rewards, /rewards/achievements and /missions return it. */
export interface Reward extends Level {
  type: 'level' | 'achievement' | 'mission' | string;
  description: string;
  /** Missions only: first and last day (YYYY-MM-DD, inclusive). */
  startsOn?: string | null;
  endsOn?: string | null;
}

/** A reward-shop coupon of users/{id}/coupons; expiresOn is the last day it can be used (YYYY-MM-DD). */
export interface Coupon {
  id: string;
  code: string;
  name: string;
  description: string;
  expiresOn: string;
  used: boolean;
}

/** A key figure of users/{id}/kpis; timeFrame uses the leaderboard's names ('month', 'all' = year to date). */
export interface Kpi {
  id: string;
  name: string;
  value: number;
  timeFrame: string;
}

const isoDay = (now: Date) => now.toISOString().slice(0, 10);

/** An achievement or mission counts as earned once it is awarded. */
export const isEarned = (reward: Pick<Reward, 'awarded'>) => reward.awarded !== null && reward.awarded !== undefined;

/** Progress in percent: 100 once earned, otherwise the criteria progress (0 when it cannot be read). */
export const rewardProgress = (reward: Reward) => (isEarned(reward) ? 100 : levelProgress(reward));

/** Earned first (newest award first), then the closest to being earned, then by name. */
export function sortAchievements<T extends Reward>(achievements: readonly T[]): T[] {
  return [...achievements].sort((a, b) => {
    const earned = Number(isEarned(b)) - Number(isEarned(a));
    if (earned !== 0) return earned;
    if (isEarned(a)) return compareText(b.awarded?.awardedOn ?? '', a.awarded?.awardedOn ?? '');
    return rewardProgress(b) - rewardProgress(a) || compareText(a.name, b.name);
  });
}

export const MISSION_STATES = ['active', 'upcoming', 'completed', 'ended'] as const;
export type MissionState = (typeof MISSION_STATES)[number];
export const MISSION_STATE_LABELS: Readonly<Record<MissionState, string>> = {
  active: 'In progress', upcoming: 'Starts soon', completed: 'Completed', ended: 'Ended',
};

/** Completed once awarded; otherwise upcoming before its first day, ended after its last day, else active (UTC days). */
export function missionState(mission: Pick<Reward, 'awarded' | 'startsOn' | 'endsOn'>, now: Date): MissionState {
  if (isEarned(mission)) return 'completed';
  const today = isoDay(now);
  if (mission.startsOn && today < mission.startsOn) return 'upcoming';
  if (mission.endsOn && today > mission.endsOn) return 'ended';
  return 'active';
}

/** Active missions first, then upcoming, completed and ended; within a state the one ending soonest first. */
export function sortMissions<T extends Reward>(missions: readonly T[], now: Date): T[] {
  const rank = (m: T) => MISSION_STATES.indexOf(missionState(m, now));
  return [...missions].sort((a, b) => rank(a) - rank(b) || compareText(a.endsOn ?? '9999', b.endsOn ?? '9999') || compareText(a.name, b.name));
}

export const COUPON_STATES = ['valid', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const COUPON_STATE_LABELS: Readonly<Record<CouponState, string>> = { valid: 'Ready to use', used: 'Used', expired: 'Expired' };

/** Used wins over expired; a coupon is still valid on its expiry day (UTC). */
export function couponState(coupon: Pick<Coupon, 'used' | 'expiresOn'>, now: Date): CouponState {
  if (coupon.used) return 'used';
  return isoDay(now) > coupon.expiresOn ? 'expired' : 'valid';
}

/** Ready-to-use coupons first, expiring soonest first; then used, then expired. */
export function sortCoupons<T extends Coupon>(coupons: readonly T[], now: Date): T[] {
  const rank = (c: T) => COUPON_STATES.indexOf(couponState(c, now));
  return [...coupons].sort((a, b) => rank(a) - rank(b) || compareText(a.expiresOn, b.expiresOn) || compareText(a.code, b.code));
}

/** KPI time frames in words; the API uses 'month' and 'all' (year to date), as the leaderboard does. */
export function kpiTimeFrameLabel(timeFrame: string): string {
  return (LEADERBOARD_TIME_FRAME_LABELS as Record<string, string>)[timeFrame] ?? timeFrame;
}

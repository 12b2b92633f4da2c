import { serviceClient } from '@rv/shared-lib';
import type { LeaderboardSettings } from '@rv/domain/dealer';
import type { Level } from '@rv/domain/dealer';
import { activitiesQuery, type UserPoint } from '@rv/domain/dealer';
import type { Coupon, Kpi, Reward } from '@rv/domain/dealer';

const MAMBO = '/mambo/v1/keystonerv_production';
const client = () => serviceClient('middleware');
const user = (id: string) => `${MAMBO}/users/${encodeURIComponent(id)}`;

/** Gamification user of dealer spec (entities and fields) as GET users/{id} returns it. */
export interface GamificationProfile {
  uuid: string;
  username: string;
  firstName: string;
  lastName: string;
  imageUrl: string;
  tags: string[];
  points: UserPoint[];
}

/** One activity of the rewards platform (behaviour or reward). */
export interface Activity {
  id: string;
  type: 'behaviour' | 'reward';
  verb: string;
  description: string;
  tags: string[];
  createdOn: string;
  user: { uuid: string; firstName: string; lastName: string };
  points: Array<{ name: string; amount: number }>;
}

export interface GamificationNotification {
  id: string;
  type: string;
  message: string;
  createdOn: string;
  read: boolean;
}

export interface LeaderboardEntry {
  rank: number;
  points: number;
  user: { uuid: string; firstName: string; lastName: string; imageUrl: string; dealershipNumber: string; dealershipName: string };
}

export interface Leaderboard {
  id: string;
  name: string;
  timeFrame: string;
  userSampling: string;
  page: number;
  count: number;
  total: number;
  myRank: LeaderboardEntry | null;
  users: LeaderboardEntry[];
}

/** GET users/{id}: points and tags. */
export const fetchGamificationUser = async (id: string) => (await client().get<GamificationProfile>(user(id))).data;
/** GET users/{id}/levels: every level with the user's awards and progress. */
export const fetchUserLevels = async (id: string) => (await client().get<Level[]>(`${user(id)}/levels`)).data;
/** GET users/{id}/activities, filtered by the first org_ tag, behaviours only (spec: validation rules). */
export const fetchActivities = async (id: string, tags: readonly string[] | undefined) =>
  (await client().get<Activity[]>(`${user(id)}/activities`, { params: activitiesQuery(tags) })).data;
/** GET users/{id}/notifications: the navigation's notification marker counts the unread ones. */
export const fetchNotifications = async (id: string) => (await client().get<GamificationNotification[]>(`${user(id)}/notifications`)).data;
/** POST users/{id}/leaderboard with the spec's settings (timeFrame, userSampling, page, count, myRank). */
export const fetchLeaderboard = async (id: string, settings: LeaderboardSettings) =>
  (await client().post<Leaderboard>(`${user(id)}/leaderboard`, { myRank: true, ...settings }, { read: true })).data;
/** POST users/{id}/notifications/read: marks the user's own notifications read, which clears the navigation marker. */
export const markNotificationsRead = async (id: string) => (await client().post<{ marked: number }>(`${user(id)}/notifications/read`)).data;

/** GET users/{id}/rewards/achievements: every achievement with the user's progress (awarded when earned). */
export const fetchAchievements = async (id: string) => (await client().get<Reward[]>(`${user(id)}/rewards/achievements`)).data;
/** GET users/{id}/missions: the time-boxed missions with the user's progress. */
export const fetchMissions = async (id: string) => (await client().get<Reward[]>(`${user(id)}/missions`)).data;
/** GET users/{id}/rewards: the levels and achievements awarded to the user, newest first. */
export const fetchAwardedRewards = async (id: string) => (await client().get<Reward[]>(`${user(id)}/rewards`)).data;
/** GET users/{id}/coupons: the user's reward-shop coupons. */
export const fetchCoupons = async (id: string) => (await client().get<Coupon[]>(`${user(id)}/coupons`)).data;
/** GET users/{id}/kpis: key figures (units, sales and learning this month and this year). */
export const fetchKpis = async (id: string) => (await client().get<Kpi[]>(`${user(id)}/kpis`)).data;

/** Leaderboard settings of dealer spec (entities and fields; constants and limits). */
import { formatUsNumber } from '@rv/domain/locale';

/** Time frames: all is Year to Date, month (Month to Date) is the default. */
export const LEADERBOARD_TIME_FRAMES = ['all', 'month', 'week', 'day'] as const;
export type LeaderboardTimeFrame = (typeof LEADERBOARD_TIME_FRAMES)[number];
export const DEFAULT_LEADERBOARD_TIME_FRAME: LeaderboardTimeFrame = 'month';
export const LEADERBOARD_TIME_FRAME_LABELS: Readonly<Record<LeaderboardTimeFrame, string>> = {
  all: 'Year to Date', month: 'Month to Date', week: 'Week to Date', day: 'Today',
};

/** User sampling: my dealership (the default), region, or all (National). */
export const LEADERBOARD_USER_SAMPLINGS = ['dealership', 'region', 'all'] as const;
export type LeaderboardUserSampling = (typeof LEADERBOARD_USER_SAMPLINGS)[number];
export const DEFAULT_LEADERBOARD_USER_SAMPLING: LeaderboardUserSampling = 'dealership';
export const LEADERBOARD_USER_SAMPLING_LABELS: Readonly<Record<LeaderboardUserSampling, string>> = {
  dealership: 'My Dealership', region: 'Region', all: 'National',
};

/** Leaderboard page size (spec: constants and limits). */
export const LEADERBOARD_PAGE_SIZE = 10;

/** Start (inclusive) of a time frame at `now`, in UTC: Jan 1, the 1st of the month, Monday of the week, or midnight. */
export function timeFrameStart(timeFrame: LeaderboardTimeFrame, now: Date): Date {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (timeFrame) {
    case 'all': return new Date(Date.UTC(y, 0, 1));
    case 'month': return new Date(Date.UTC(y, m, 1));
    case 'week': return new Date(Date.UTC(y, m, d - ((now.getUTCDay() + 6) % 7)));
    default: return new Date(Date.UTC(y, m, d));
  }
}

/** The settings a leaderboard lookup sends (spec: entities and fields; the calls). */
export interface LeaderboardSettings {
  myRank?: boolean;
  timeFrame?: LeaderboardTimeFrame;
  userSampling?: LeaderboardUserSampling;
  brand?: string;
  page?: number;
  count?: number;
  /** The Location select's dealership: samples from it instead of the user's first dealership. */
  dealership?: string;
}

/** Regions of the leaderboard's region sampling: the US census regions, Canada as one. */
export const LEADERBOARD_REGIONS: Readonly<Record<string, readonly string[]>> = {
  West: ['AK', 'AZ', 'CA', 'CO', 'HI', 'ID', 'MT', 'NM', 'NV', 'OR', 'UT', 'WA', 'WY'],
  Midwest: ['IA', 'IL', 'IN', 'KS', 'MI', 'MN', 'MO', 'ND', 'NE', 'OH', 'SD', 'WI'],
  South: ['AL', 'AR', 'DC', 'DE', 'FL', 'GA', 'KY', 'LA', 'MD', 'MS', 'NC', 'OK', 'SC', 'TN', 'TX', 'VA', 'WV'],
  Northeast: ['CT', 'MA', 'ME', 'NH', 'NJ', 'NY', 'PA', 'RI', 'VT'],
  Canada: ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
};

/** The region a state or province is in: its name and states; an unknown state is a region of its own, named by it. */
export function leaderboardRegion(state: string): { name: string; states: readonly string[] } {
  const found = Object.entries(LEADERBOARD_REGIONS).find(([, states]) => states.includes(state));
  return found ? { name: found[0], states: found[1] } : { name: state, states: [state] };
}

/** The sampling in words, the region named when known: 'Region (West)', 'My Dealership', 'National'. */
export function leaderboardSamplingLabel(sampling: LeaderboardUserSampling, regionName?: string | null): string {
  const label = LEADERBOARD_USER_SAMPLING_LABELS[sampling];
  return sampling === 'region' && regionName ? `${label} (${regionName})` : label;
}

/** The user's standing: a rank only with points; nobody is '#2 with 0 points' (everyone without points ties). */
export function myRankText(myRank: { rank: number; points: number } | null | undefined): string {
  if (!myRank || myRank.points <= 0) return 'You are not ranked yet: no points in this time frame.';
  return `My rank: #${myRank.rank} with ${formatUsNumber(myRank.points)} ${myRank.points === 1 ? 'point' : 'points'}`;
}

import type { Database } from '../../db/database';
import {
  DEFAULT_LEADERBOARD_TIME_FRAME, DEFAULT_LEADERBOARD_USER_SAMPLING, LEADERBOARD_PAGE_SIZE, timeFrameStart,
  type LeaderboardSettings,
} from '@rv/domain/dealer';
import { POINT_NAMES } from '@rv/domain/dealer';
import { notFound } from '../../http/errors';
import { regionStates, userDealerships } from './dealerships';
import type { RewardAccount } from './repository';
import { REWARDS_BASE } from './service';

/** The system leaderboards: each ranks users by the sum of some point types. */
export const SYSTEM_LEADERBOARDS = [
  { id: 'overall', name: 'Top Performers', description: 'Sales and Learning points together.', pointNames: [POINT_NAMES.SALES, POINT_NAMES.LEARNING] },
  { id: 'sales', name: 'Top Sellers', description: 'Sales points from paid spiffs.', pointNames: [POINT_NAMES.SALES] },
  { id: 'units-sold', name: 'Most Units Sold', description: 'Units sold with a paid spiff.', pointNames: [POINT_NAMES.UNITS_SOLD] },
  { id: 'learning', name: 'Top Learners', description: 'Learning points from completed courses.', pointNames: [POINT_NAMES.LEARNING] },
] as const;

/** The settings the dealer portal sends (`LeaderboardSettings` of `@rv/domain/dealer`), plus the board from the route. */
export interface LeaderboardQuery extends LeaderboardSettings {
  leaderboardId?: string;
}

/**
 * Ranks the users of the sample (the account's own dealership, its region, or everyone) by the points
 * earned since the start of the time frame, optionally of one brand. Users without points are ranked
 * (for myRank) but not listed. The first row always comes back so that total is known on any page.
 */
export async function leaderboard(db: Database, account: RewardAccount, query: LeaderboardQuery, now = new Date()) {
  const board = SYSTEM_LEADERBOARDS.find((b) => b.id === (query.leaderboardId ?? 'overall'));
  if (!board) throw notFound(`No leaderboard ${query.leaderboardId}.`);
  const timeFrame = query.timeFrame ?? DEFAULT_LEADERBOARD_TIME_FRAME;
  const userSampling = query.userSampling ?? DEFAULT_LEADERBOARD_USER_SAMPLING;
  const page = query.page ?? 0;
  const count = query.count ?? LEADERBOARD_PAGE_SIZE;
  const dealerships = await userDealerships(db, account.userId);
  const own = dealerships.find((d) => d.dealershipNumber === query.dealership) ?? dealerships[0];
  const dealership = userSampling === 'dealership' ? query.dealership ?? own?.dealershipNumber ?? '' : null;
  const states = userSampling === 'region' ? regionStates(own?.state ?? '') : null;
  const { rows } = await db.query(
    `WITH sample AS (
       SELECT a.user_id, a.uuid, u.first_name, u.last_name, o.dealership_number, o.dealership_name, i.updated_at AS image_at
       FROM reward_accounts a JOIN users u ON u.id = a.user_id
       JOIN user_organizations uo ON uo.user_id = a.user_id AND uo.sequence = 0 JOIN organizations o ON o.id = uo.organization_id
       LEFT JOIN reward_user_images i ON i.user_id = a.user_id
       WHERE ($1::text IS NULL OR o.dealership_number = $1) AND ($2::text[] IS NULL OR o.addresses -> 0 ->> 'state' = ANY($2))
     ), totals AS (
       SELECT s.*, coalesce((SELECT sum(p.amount) FROM reward_points p WHERE p.user_id = s.user_id AND p.point_name = ANY($3)
         AND p.earned_at >= $4 AND ($5::text IS NULL OR p.brand_code = $5)), 0)::int AS points FROM sample s
     ), ranked AS (
       SELECT t.*, rank() OVER (ORDER BY t.points DESC) AS rank, row_number() OVER (ORDER BY t.points DESC, t.last_name, t.first_name, t.uuid) AS position,
         count(*) FILTER (WHERE t.points > 0) OVER () AS total
       FROM totals t
     )
     SELECT * FROM ranked WHERE (points > 0 AND position > $6 AND position <= $6 + $7) OR ($8 AND user_id = $9) OR position = 1 ORDER BY position`,
    [dealership, states, board.pointNames, timeFrameStart(timeFrame, now).toISOString(), query.brand ?? null, page * count, count, query.myRank ?? true, account.userId],
  );
  const entry = (r: Record<string, unknown>) => ({
    rank: Number(r.rank), points: Number(r.points),
    user: {
      uuid: String(r.uuid), firstName: String(r.first_name), lastName: String(r.last_name),
      imageUrl: r.image_at ? `${REWARDS_BASE}/users/${r.uuid}/image?v=${new Date(r.image_at as string).getTime()}` : '',
      dealershipNumber: String(r.dealership_number), dealershipName: String(r.dealership_name),
    },
  });
  const listed = rows.filter((r) => Number(r.points) > 0 && Number(r.position) > page * count && Number(r.position) <= (page + 1) * count);
  const mine = (query.myRank ?? true) ? rows.find((r) => Number(r.user_id) === account.userId) : undefined;
  return {
    id: board.id, name: board.name, timeFrame, userSampling, brand: query.brand ?? null, page, count,
    total: Number(rows[0]?.total ?? 0),
    myRank: mine ? entry(mine) : null,
    users: listed.map(entry),
  };
}

import type { Database } from '../../db/database';
import { POINT_NAMES } from '@rv/domain/dealer';
import { timeFrameStart } from '@rv/domain/dealer';
import { userDealerships, userTags } from './dealerships';
import { pointEntries } from './points-catalogue';
import { definitionProgress, pointTotals, type DefinitionProgress, type RewardAccount } from './repository';

export const REWARDS_BASE = '/api/mambo/v1/keystonerv_production';

export const imageUrlOf = (account: RewardAccount) => (account.hasImage ? `${REWARDS_BASE}/users/${account.uuid}/image?v=${account.imageVersion}` : '');

/** The gamification user of dealer spec (entities and fields): uuid, imageUrl, tags, points (and who it is). */
export async function gamificationUser(db: Database, account: RewardAccount) {
  const [dealerships, totals, type] = await Promise.all([
    userDealerships(db, account.userId), pointTotals(db, account.userId),
    db.query<{ user_type: string }>('SELECT user_type FROM users WHERE id = $1', [account.userId]),
  ]);
  return {
    uuid: account.uuid, username: account.username, firstName: account.firstName, lastName: account.lastName, email: account.email,
    imageUrl: imageUrlOf(account), tags: userTags(dealerships, type.rows[0]?.user_type === 'MANAGER'), points: pointEntries(totals),
  };
}

/** A level, achievement or mission in the rewards platform's shape; progress and awarded only for a user. */
export function toReward(d: DefinitionProgress, forUser: boolean) {
  return {
    id: d.id, name: d.name, type: d.kind, description: d.description, tags: [{ tag: d.tag }],
    awarded: forUser && d.reachedAt ? { rewardId: d.id, awardedOn: d.reachedAt } : null,
    attrs: {
      points: d.threshold,
      ...(forUser ? { progress: { criteriaProgress: [{ required: d.threshold, completed: Math.min(d.completed, d.threshold) }] } } : {}),
    },
    ...(d.kind === 'mission' ? { startsOn: d.startsOn, endsOn: d.endsOn } : {}),
  };
}

export type RewardKind = 'level' | 'achievement' | 'mission';

/** Definitions of these kinds, with the user's progress when a user is given. */
export async function rewards(db: Database, account: RewardAccount | null, kinds: RewardKind[]) {
  const progress = await definitionProgress(db, account?.userId ?? null, kinds);
  return progress.map((d) => toReward(d, account !== null));
}

/** The rewards the user has been awarded (levels and achievements), newest first. */
export async function awardedRewards(db: Database, account: RewardAccount) {
  const all = await rewards(db, account, ['level', 'achievement']);
  return all.filter((r) => r.awarded).sort((a, b) => (b.awarded?.awardedOn ?? '').localeCompare(a.awarded?.awardedOn ?? ''));
}

export async function coupons(db: Database, account: RewardAccount) {
  const { rows } = await db.query(
    `SELECT id, code, name, description, expires_on::text AS expires_on, used FROM reward_coupons WHERE user_id = $1 ORDER BY expires_on, id`, [account.userId],
  );
  return rows.map((r) => ({ id: String(r.id), code: String(r.code), name: String(r.name), description: String(r.description), expiresOn: String(r.expires_on), used: Boolean(r.used) }));
}

export async function notifications(db: Database, account: RewardAccount) {
  const { rows } = await db.query(
    // Spiff news is only for people with the spiff right: none when an organization has DISABLE_SPIFFS (dealer spec: validation rules).
    `SELECT id, type, message, created_at, read_at FROM reward_notifications n WHERE user_id = $1
       AND NOT (type = 'spiff' AND EXISTS (SELECT 1 FROM user_organizations uo JOIN organization_attributes oa ON oa.organization_id = uo.organization_id
                                           WHERE uo.user_id = n.user_id AND oa.code = 'DISABLE_SPIFFS' AND lower(oa.value) = 'true'))
     ORDER BY created_at DESC, id DESC LIMIT 100`, [account.userId],
  );
  return rows.map((r) => ({ id: String(r.id), type: String(r.type), message: String(r.message), createdOn: new Date(r.created_at as string).toISOString(), read: r.read_at != null }));
}

/** Marks every notification read: the notification marker goes out. */
export async function markNotificationsRead(db: Database, account: RewardAccount): Promise<number> {
  const { rows } = await db.query('UPDATE reward_notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL RETURNING id', [account.userId]);
  return rows.length;
}

/** Key figures: units, sales and learning this month and this year, computed from the points ledger. */
export async function kpis(db: Database, account: RewardAccount, now = new Date()) {
  const month = timeFrameStart('month', now).toISOString();
  const year = timeFrameStart('all', now).toISOString();
  const { rows } = await db.query<{ point_name: string; month: string; year: string }>(
    `SELECT point_name, coalesce(sum(amount) FILTER (WHERE earned_at >= $2), 0) AS month, coalesce(sum(amount) FILTER (WHERE earned_at >= $3), 0) AS year
     FROM reward_points WHERE user_id = $1 GROUP BY point_name`,
    [account.userId, month, year],
  );
  const get = (name: string, frame: 'month' | 'year') => Number(rows.find((r) => r.point_name === name)?.[frame] ?? 0);
  const kpi = (id: string, name: string, point: string, frame: 'month' | 'year') => ({ id, name, value: get(point, frame), timeFrame: frame === 'month' ? 'month' : 'all' });
  return [
    kpi('units-mtd', 'Units sold this month', POINT_NAMES.UNITS_SOLD, 'month'),
    kpi('units-ytd', 'Units sold this year', POINT_NAMES.UNITS_SOLD, 'year'),
    kpi('sales-mtd', 'Sales points this month', POINT_NAMES.SALES, 'month'),
    kpi('sales-ytd', 'Sales points this year', POINT_NAMES.SALES, 'year'),
    kpi('courses-ytd', 'Courses completed this year', POINT_NAMES.COURSES_COMPLETED, 'year'),
    kpi('learning-ytd', 'Learning points this year', POINT_NAMES.LEARNING, 'year'),
  ];
}

/** Portal notifications (the bell) for some users at once, e.g. a new lead for a dealership's team. */
export async function notifyUsers(db: Database, userIds: readonly number[], type: string, message: string): Promise<void> {
  if (!userIds.length) return;
  await db.query('INSERT INTO reward_notifications (user_id, type, message) SELECT unnest($1::bigint[]), $2, $3', [userIds, type, message]);
}

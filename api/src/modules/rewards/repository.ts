import type { Database } from '../../db/database';

/** A gamification account joined to the user it belongs to. */
export interface RewardAccount {
  userId: number;
  uuid: string;
  guid: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
  hasImage: boolean;
  imageVersion: number;
}

const accountSelect = `SELECT a.user_id, a.uuid, a.created_at, u.guid, u.username, u.first_name, u.last_name, u.email,
  i.updated_at AS image_at FROM reward_accounts a JOIN users u ON u.id = a.user_id LEFT JOIN reward_user_images i ON i.user_id = a.user_id`;

const toAccount = (r: Record<string, unknown>): RewardAccount => ({
  userId: Number(r.user_id), uuid: String(r.uuid), guid: String(r.guid), username: String(r.username),
  firstName: String(r.first_name), lastName: String(r.last_name), email: String(r.email),
  createdAt: new Date(r.created_at as string).toISOString(),
  hasImage: r.image_at != null, imageVersion: r.image_at ? new Date(r.image_at as string).getTime() : 0,
});

export async function findAccountByUuid(db: Database, uuid: string): Promise<RewardAccount | null> {
  const { rows } = await db.query(`${accountSelect} WHERE a.uuid = $1`, [uuid]);
  return rows[0] ? toAccount(rows[0]) : null;
}

export async function findAccountsByUserIds(db: Database, userIds: number[]): Promise<RewardAccount[]> {
  const { rows } = await db.query(`${accountSelect} WHERE a.user_id = ANY($1) ORDER BY u.username`, [userIds]);
  return rows.map(toAccount);
}

/** The user's account, created on first use (the account check of dealer spec (states and transitions) provisions it). */
export async function ensureAccount(db: Database, userId: number): Promise<RewardAccount> {
  await db.query('INSERT INTO reward_accounts (user_id, uuid) VALUES ($1, gen_random_uuid()) ON CONFLICT (user_id) DO NOTHING', [userId]);
  return (await findAccountsByUserIds(db, [userId]))[0];
}

/** Point totals per point name over all time. */
export async function pointTotals(db: Database, userId: number): Promise<Map<string, number>> {
  const { rows } = await db.query<{ point_name: string; total: string }>(
    'SELECT point_name, sum(amount) AS total FROM reward_points WHERE user_id = $1 GROUP BY point_name', [userId],
  );
  return new Map(rows.map((r) => [r.point_name, Number(r.total)]));
}

export interface DefinitionProgress {
  id: string; kind: string; name: string; description: string; tag: string; threshold: number;
  startsOn: string | null; endsOn: string | null; completed: number; reachedAt: string | null;
}

/**
 * Every level, achievement and mission with the user's progress: the points counted (within a
 * mission's dates) and when the running total first reached the threshold. With userId null, the
 * definitions alone.
 */
export async function definitionProgress(db: Database, userId: number | null, kinds: string[]): Promise<DefinitionProgress[]> {
  const { rows } = await db.query(
    `SELECT d.id, d.kind, d.name, d.description, d.tag, d.threshold, d.starts_on::text AS starts_on, d.ends_on::text AS ends_on,
       coalesce(run.completed, 0) AS completed,
       CASE WHEN $1::bigint IS NULL THEN NULL WHEN d.threshold = 0 THEN (SELECT created_at FROM reward_accounts WHERE user_id = $1) ELSE run.reached_at END AS reached_at
     FROM reward_definitions d
     LEFT JOIN LATERAL (
       SELECT max(r.running) AS completed, min(r.earned_at) FILTER (WHERE r.running >= d.threshold) AS reached_at
       FROM (SELECT p.earned_at, sum(p.amount) OVER (ORDER BY p.earned_at, p.id) AS running
             FROM reward_points p
             WHERE p.user_id = $1 AND p.point_name = ANY(d.point_names)
               AND (d.starts_on IS NULL OR p.earned_at >= d.starts_on) AND (d.ends_on IS NULL OR p.earned_at < d.ends_on + 1)) r
     ) run ON true
     WHERE d.kind = ANY($2)
     ORDER BY d.kind, d.tag, d.threshold, d.sequence`,
    [userId, kinds],
  );
  return rows.map((r) => ({
    id: String(r.id), kind: String(r.kind), name: String(r.name), description: String(r.description), tag: String(r.tag),
    threshold: Number(r.threshold), startsOn: (r.starts_on as string | null) ?? null, endsOn: (r.ends_on as string | null) ?? null,
    completed: Number(r.completed), reachedAt: r.reached_at ? new Date(r.reached_at as string).toISOString() : null,
  }));
}

import type { Database } from '../../db/database';

export interface ActivityFilter {
  /** Activities of these users. */
  userIds?: number[];
  /** Activities carrying every one of these tags. */
  tags?: string[];
  /** Activities carrying at least one of these tags: what the caller may see. */
  anyTags?: string[];
  onlyBehaviours?: boolean;
  page: number;
  count: number;
}

/** Activities newest first, each with its user and the points it earned. */
export async function findActivities(db: Database, filter: ActivityFilter) {
  const { rows } = await db.query(
    `SELECT a.id, a.kind, a.verb, a.description, a.tags, a.created_at, acc.uuid, u.first_name, u.last_name,
       coalesce((SELECT jsonb_agg(jsonb_build_object('name', p.point_name, 'amount', p.amount) ORDER BY p.id) FROM reward_points p WHERE p.activity_id = a.id), '[]'::jsonb) AS points
     FROM reward_activities a JOIN users u ON u.id = a.user_id JOIN reward_accounts acc ON acc.user_id = a.user_id
     WHERE ($1::bigint[] IS NULL OR a.user_id = ANY($1)) AND ($2::text[] IS NULL OR a.tags @> $2)
       AND ($3::text[] IS NULL OR a.tags && $3) AND (NOT $4 OR a.kind = 'behaviour')
     ORDER BY a.created_at DESC, a.id DESC LIMIT $5 OFFSET $6`,
    [filter.userIds ?? null, filter.tags ?? null, filter.anyTags ?? null, filter.onlyBehaviours ?? false, filter.count, filter.page * filter.count],
  );
  return rows.map((r) => ({
    id: String(r.id),
    type: r.kind as 'behaviour' | 'reward',
    verb: String(r.verb),
    description: String(r.description),
    tags: r.tags as string[],
    createdOn: new Date(r.created_at as string).toISOString(),
    user: { uuid: String(r.uuid), firstName: String(r.first_name), lastName: String(r.last_name) },
    points: r.points as Array<{ name: string; amount: number }>,
  }));
}

import type { Database } from '../../db/database';
import type { PointAward } from './points-catalogue';
import { definitionProgress, ensureAccount } from './repository';

/** Something a user did that earns points (a paid spiff, a completed course). */
export interface EarningEvent {
  userId: number;
  verb: string;
  description: string;
  /** org_{dealership} and brand_{code} tags, so activity feeds can be filtered (dealer spec: validation rules). */
  tags: string[];
  sourceRef: string;
  points: PointAward[];
  at?: Date;
}

/**
 * Records the event as a behaviour activity with its points, in the caller's transaction, then
 * records a reward activity and a notification for each level or achievement the points reached.
 */
export async function recordEarning(db: Database, event: EarningEvent): Promise<{ activityId: number; reached: string[] }> {
  await ensureAccount(db, event.userId);
  const before = await reachedIds(db, event.userId);
  const at = (event.at ?? new Date()).toISOString();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO reward_activities (user_id, kind, verb, description, tags, source_ref, created_at)
     VALUES ($1, 'behaviour', $2, $3, $4, $5, $6) RETURNING id`,
    [event.userId, event.verb, event.description, event.tags, event.sourceRef, at],
  );
  const activityId = Number(rows[0].id);
  await db.query(
    `INSERT INTO reward_points (activity_id, user_id, point_name, amount, brand_code, earned_at)
     SELECT $1, $2, x.name, x.amount, x.brand_code, $3 FROM jsonb_to_recordset($4::jsonb) AS x(name text, amount int, brand_code text)`,
    [activityId, event.userId, at, JSON.stringify(event.points.map((p) => ({ name: p.name, amount: p.amount, brand_code: p.brandCode ?? null })))],
  );
  const after = await definitionProgress(db, event.userId, ['level', 'achievement']);
  const reached = after.filter((d) => d.reachedAt && d.threshold > 0 && !before.has(d.id));
  for (const d of reached) {
    const what = d.kind === 'level' ? `reached ${d.name} (${d.tag.replace('_', ' ')})` : `unlocked ${d.name}`;
    await db.query(
      `INSERT INTO reward_activities (user_id, kind, verb, description, tags, source_ref, created_at) VALUES ($1, 'reward', $2, $3, $4, $5, $6)`,
      [event.userId, d.kind === 'level' ? 'level_reached' : 'achievement_unlocked', `You ${what}.`, event.tags, d.id, at],
    );
    await db.query(`INSERT INTO reward_notifications (user_id, type, message, created_at) VALUES ($1, $2, $3, $4)`, [event.userId, d.kind, `Congratulations! You ${what}.`, at]);
  }
  return { activityId, reached: reached.map((d) => d.id) };
}

async function reachedIds(db: Database, userId: number): Promise<Set<string>> {
  const progress = await definitionProgress(db, userId, ['level', 'achievement']);
  return new Set(progress.filter((d) => d.reachedAt).map((d) => d.id));
}

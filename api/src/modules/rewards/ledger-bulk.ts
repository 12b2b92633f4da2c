import type { Database } from '../../db/database';
import type { EarningEvent } from './ledger';

/**
 * Many earning events at once (the seed's point histories): the same rows recordEarning writes for
 * the behaviour and its points, in two statements. Reaching levels is not announced here.
 */
export async function recordEarningsBulk(db: Database, events: EarningEvent[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((e, index) => ({
    key: index, user_id: e.userId, verb: e.verb, description: e.description, tags: e.tags, source_ref: e.sourceRef,
    at: (e.at ?? new Date()).toISOString(), points: e.points.map((p) => ({ name: p.name, amount: p.amount, brand_code: p.brandCode ?? null })),
  }));
  await db.query(
    `WITH input AS (
       SELECT x.key, x.user_id, x.verb, x.description, ARRAY(SELECT jsonb_array_elements_text(x.tags)) AS tags, x.source_ref, x.at, x.points
       FROM jsonb_to_recordset($1::jsonb) AS x(key int, user_id bigint, verb text, description text, tags jsonb, source_ref text, at timestamptz, points jsonb)
     ), inserted AS (
       INSERT INTO reward_activities (user_id, kind, verb, description, tags, source_ref, created_at)
       SELECT user_id, 'behaviour', verb, description, tags, source_ref || '#' || key, at FROM input ORDER BY at
       RETURNING id, source_ref
     )
     INSERT INTO reward_points (activity_id, user_id, point_name, amount, brand_code, earned_at)
     SELECT a.id, i.user_id, p.name, p.amount, p.brand_code, i.at
     FROM inserted a JOIN input i ON a.source_ref = i.source_ref || '#' || i.key
     CROSS JOIN LATERAL jsonb_to_recordset(i.points) AS p(name text, amount int, brand_code text)`,
    [JSON.stringify(rows)],
  );
  // The key only paired activities with their points; the reference is the event's own.
  await db.query(`UPDATE reward_activities SET source_ref = split_part(source_ref, '#', 1) WHERE source_ref LIKE '%#%'`);
}

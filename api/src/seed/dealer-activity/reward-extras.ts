import type { Database } from '../../db/database';
import type { Random } from '../random';
import type { SeedPath } from './learning-catalogue';
import { daysAgo, isoDate, type SeedPerson } from './people';

/** Missions of the running model year: progress counts the points earned between their dates. */
const MISSIONS = [
  { id: 'spring-kickoff-2026', name: 'Spring Kickoff', description: 'Earn 2,000 Sales points between March 1 and May 31.', tag: 'sales', points: ['Sales'], threshold: 2000, starts: '2026-03-01', ends: '2026-05-31' },
  { id: 'fall-sales-sprint-2026', name: 'Fall Sales Sprint', description: 'Sell 5 units with a paid spiff this fall.', tag: 'sales', points: ['Units Sold'], threshold: 5, starts: '2026-09-01', ends: '2026-11-30' },
  { id: 'year-end-push-2026', name: 'Year-End Push', description: 'Sell 10 units between October 1 and December 31.', tag: 'sales', points: ['Units Sold'], threshold: 10, starts: '2026-10-01', ends: '2026-12-31' },
  { id: 'product-knowledge-2026', name: 'Know Your Lineup', description: 'Complete 3 courses before the end of the year.', tag: 'learning', points: ['Courses Completed'], threshold: 3, starts: '2026-07-01', ends: '2026-12-31' },
];

const COUPONS = [
  { code: 'SHIP-FREE', name: 'Free shipping', description: 'Free shipping on your next reward shop order.' },
  { code: 'GEAR-20', name: '20% off branded gear', description: '20% off jackets, hats and drinkware in the reward shop.' },
  { code: 'DOUBLE-PTS', name: 'Double points weekend', description: 'Spendable points count double on one order.' },
];

/**
 * A course announcement for the person: the last course of the first learning path among the brands the person's
 * dealerships sell (the paths Learning shows them), or none when no path is theirs.
 */
export function courseAnnouncement(person: Pick<SeedPerson, 'brandCodes'>, paths: readonly SeedPath[]): string | null {
  const path = paths.find((p) => person.brandCodes.includes(p.brandCode));
  const course = path?.courses[path.courses.length - 1];
  return course ? `New course: ${course.name}. Complete it for ${course.points} Learning points.` : null;
}

/** Missions for everyone; coupons, notifications and level announcements for the demo accounts. */
export async function seedRewardExtras(db: Database, demo: SeedPerson[], paths: readonly SeedPath[], random: Random, now: Date): Promise<void> {
  await db.query(
    `INSERT INTO reward_definitions (id, kind, name, description, tag, point_names, threshold, starts_on, ends_on, sequence)
     SELECT x.id, 'mission', x.name, x.description, x.tag, ARRAY(SELECT jsonb_array_elements_text(x.points)), x.threshold, x.starts, x.ends, x.seq
     FROM jsonb_to_recordset($1::jsonb) AS x(id text, name text, description text, tag text, points jsonb, threshold int, starts date, ends date, seq int)`,
    [JSON.stringify(MISSIONS.map((m, seq) => ({ ...m, seq })))],
  );
  const registered = demo.filter((p) => p.registered);
  const coupons = registered.flatMap((p) => random.shuffle(COUPONS).slice(0, 2).map((c, i) => ({
    user_id: p.userId, ...c, expires_on: isoDate(daysAgo(now, -30 - i * 30)), used: i === 1 && random.chance(0.5),
  })));
  await db.query(
    `INSERT INTO reward_coupons (user_id, code, name, description, expires_on, used)
     SELECT x.user_id, x.code, x.name, x.description, x.expires_on, x.used FROM jsonb_to_recordset($1::jsonb)
     AS x(user_id bigint, code text, name text, description text, expires_on date, used boolean)`,
    [JSON.stringify(coupons)],
  );
  const notes = registered.flatMap((p) => {
    const course = courseAnnouncement(p, paths);
    return [
      // Only people with the spiff right hear about spiffs (DISABLE_SPIFFS organizations have none).
      ...(p.spiffsEnabled ? [{ user_id: p.userId, type: 'spiff', message: 'New approved spiffs are waiting to be claimed in Incentives.', at: daysAgo(now, 1).toISOString(), read: false }] : []),
      { user_id: p.userId, type: 'mission', message: 'The Year-End Push mission has started: sell 10 units by December 31.', at: daysAgo(now, 20).toISOString(), read: false },
      ...(course ? [{ user_id: p.userId, type: 'learning', message: course, at: daysAgo(now, 45).toISOString(), read: true }] : []),
    ];
  });
  await db.query(
    `INSERT INTO reward_notifications (user_id, type, message, created_at, read_at)
     SELECT x.user_id, x.type, x.message, x.at, CASE WHEN x.read THEN x.at END FROM jsonb_to_recordset($1::jsonb) AS x(user_id bigint, type text, message text, at timestamptz, read boolean)`,
    [JSON.stringify(notes)],
  );
  // Levels and achievements reached so far, as the activity feed would have announced them.
  await db.query(
    `INSERT INTO reward_activities (user_id, kind, verb, description, tags, source_ref, created_at)
     SELECT a.user_id, 'reward', CASE WHEN d.kind = 'level' THEN 'level_reached' ELSE 'achievement_unlocked' END,
       CASE WHEN d.kind = 'level' THEN 'You reached ' || d.name || ' (' || replace(d.tag, '_', ' ') || ').' ELSE 'You unlocked ' || d.name || '.' END,
       ARRAY['org_' || o.dealership_number], d.id, r.reached_at
     FROM reward_accounts a
     JOIN user_organizations uo ON uo.user_id = a.user_id AND uo.sequence = 0 JOIN organizations o ON o.id = uo.organization_id
     CROSS JOIN reward_definitions d
     JOIN LATERAL (SELECT min(earned_at) AS reached_at FROM (
       SELECT earned_at, sum(amount) OVER (ORDER BY earned_at, id) AS running FROM reward_points p WHERE p.user_id = a.user_id AND p.point_name = ANY(d.point_names)) s
       WHERE s.running >= d.threshold) r ON r.reached_at IS NOT NULL
     WHERE a.user_id = ANY($1) AND d.kind IN ('level', 'achievement') AND d.threshold > 0`,
    [registered.map((p) => p.userId)],
  );
}

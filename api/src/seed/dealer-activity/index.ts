import type { Database } from '../../db/database';
import type { Seeder } from '../types';
import type { Random } from '../random';
import { SPIFF_PAID_VERB, courseCompletionPoints, recordEarningsBulk, spiffClaimDescription, spiffClaimPoints, type EarningEvent } from '../../modules/rewards';
import { orgTag } from '@rv/domain/dealer';
import { learningCatalogue, seedUuid, type SeedCourse } from './learning-catalogue';
import { DEMO_DEALERSHIPS, daysAgo, loadPeople, type SeedPerson } from './people';
import { programLines, seedPrograms, type CatalogueModel, type DealerCatalogue, type SeedLine } from './program-lines';
import { seedRewardExtras } from './reward-extras';

/**
 * The dealer portal's activity: gamification and learning accounts for every user, learning
 * paths per brand, program lines in every status, course completions, and the point history both earn.
 */
export const dealerActivitySeeder: Seeder = {
  name: 'dealer-activity',
  async run(db: Database, random: Random) {
    const now = new Date();
    const people = await loadPeople(db);
    await insertJson(db, `INSERT INTO reward_accounts (user_id, uuid, created_at) SELECT x.user_id, x.uuid, '2025-01-01' FROM jsonb_to_recordset($1::jsonb) AS x(user_id bigint, uuid uuid)`,
      people.map((p) => ({ user_id: p.userId, uuid: seedUuid(random) })));
    await insertJson(db, `INSERT INTO learning_people (user_id, uuid, created_at) SELECT x.user_id, x.uuid, '2025-01-01' FROM jsonb_to_recordset($1::jsonb) AS x(user_id bigint, uuid uuid)`,
      people.map((p) => ({ user_id: p.userId, uuid: seedUuid(random) })));
    const paths = learningCatalogue(random);
    await insertJson(db, `INSERT INTO learning_paths (id, name, brand_code, description) SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id text, name text, brand_code text, description text)`,
      paths.map(({ id, name, brandCode, description }) => ({ id, name, brand_code: brandCode, description })));
    const courses = paths.flatMap((p) => p.courses);
    await insertJson(db, `INSERT INTO learning_courses (id, path_id, name, description, position, duration_minutes, points, pages, quiz)
      SELECT x.id, x.path_id, x.name, x.description, x.position, x.minutes, x.points, x.pages, x.quiz FROM jsonb_to_recordset($1::jsonb)
      AS x(id uuid, path_id text, name text, description text, position int, minutes int, points int, pages jsonb, quiz jsonb)`,
      courses.map((c) => ({ id: c.id, path_id: c.pathId, name: c.name, description: c.description, position: c.position, minutes: c.minutes, points: c.points, pages: c.pages, quiz: c.quiz })));

    await insertJson(db, `INSERT INTO dealer_programs (program_id, name, amount, start_date, end_date, regions, created_by)
      SELECT x.program_id, x.name, x.amount, x.start_date, x.end_date, x.regions, 'seed' FROM jsonb_to_recordset($1::jsonb)
        AS x(program_id text, name text, amount numeric, start_date date, end_date date, regions text[])`, seedPrograms(now));
    const lines = programLines(people, await dealerCatalogue(db), random, now);
    await insertJson(db, `INSERT INTO program_lines SELECT * FROM jsonb_populate_recordset(NULL::program_lines, $1::jsonb)`,
      lines.map((l) => ({ ...l, updated_at: now.toISOString() })));
    const completions = courseCompletions(people, courses, random, now);
    await insertJson(db, `INSERT INTO learning_completions (user_id, course_id, completed_at) SELECT x.user_id, x.course_id, x.at FROM jsonb_to_recordset($1::jsonb) AS x(user_id bigint, course_id uuid, at timestamptz)`,
      completions.map((c) => ({ user_id: c.person.userId, course_id: c.course.id, at: c.at.toISOString() })));

    await recordEarningsBulk(db, [...lines.filter((l) => l.claimed_by && l.check_date).map(paidEvent), ...completions.map(completionEvent)]);
    await seedRewardExtras(db, people.filter((p) => p.username.startsWith('demo.')), paths, random, now);
  },
};

/** The floorplans dealers see in My Products (active, not DEALER STOCK ONLY, active brand), by lead brand code. */
async function dealerCatalogue(db: Database): Promise<DealerCatalogue> {
  const { rows } = await db.query<{ code: string; name: string; reference_id: string }>(
    `SELECT DISTINCT b.code, b.name, m.reference_id FROM catalog_models m JOIN catalog_brands b ON b.reference_id = m.brand_reference_id
     WHERE m.active AND NOT m.stock_only AND b.active ORDER BY b.code, b.name, m.reference_id`,
  );
  const byCode = new Map<string, CatalogueModel[]>();
  for (const r of rows) {
    const list = byCode.get(r.code) ?? [];
    list.push({ brandCode: r.code, itemGroupId: r.name, itemId: r.reference_id });
    byCode.set(r.code, list);
  }
  return byCode;
}

async function insertJson(db: Database, sql: string, rows: unknown[]): Promise<void> {
  if (rows.length) await db.query(sql, [JSON.stringify(rows)]);
}

// Points follow money: a spiff earns when it is paid, on its check date.
const paidEvent = (l: SeedLine): EarningEvent => ({
  userId: l.claimed_by as number, verb: SPIFF_PAID_VERB, sourceRef: l.record_id, at: new Date(`${l.check_date as string}T12:00:00Z`),
  description: spiffClaimDescription(l.program_amount, l.item_group_id, l.item_id),
  tags: [orgTag(l.dealership_number), `brand_${l.brand_code}`], points: spiffClaimPoints(l.program_amount, l.brand_code),
});

interface Completion { person: SeedPerson; course: SeedCourse; at: Date }

const completionEvent = ({ person, course, at }: Completion): EarningEvent => ({
  userId: person.userId, verb: 'course_completed', sourceRef: course.id, at,
  description: `Completed the course ${course.name}.`,
  tags: [orgTag(person.dealershipNumber), `brand_${course.brandCode}`], points: courseCompletionPoints(course.points, course.brandCode),
});

/** Courses completed in order within each of a person's brand paths; the demo salesperson is part way through. */
function courseCompletions(people: SeedPerson[], courses: SeedCourse[], random: Random, now: Date): Completion[] {
  const out: Completion[] = [];
  for (const person of people.filter((p) => p.registered)) {
    const demo = DEMO_DEALERSHIPS.includes(person.dealershipNumber);
    for (const brand of person.brandCodes) {
      const path = courses.filter((c) => c.brandCode === brand).sort((a, b) => a.position - b.position);
      const done = person.username === 'demo.sales' ? (brand === person.brandCodes[0] ? 2 : brand === person.brandCodes[1] ? 4 : 0)
        : random.int(0, demo ? 4 : 2);
      path.slice(0, done).forEach((course, i) => out.push({ person, course, at: daysAgo(now, Math.max(0, random.int(2, 600) - i * 3), random.int(0, 12)) }));
    }
  }
  return out;
}

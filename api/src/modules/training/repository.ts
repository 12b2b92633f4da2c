import type { QuizQuestionWithAnswer } from '@rv/domain/dealer';
import type { Database } from '../../db/database';

export interface LearningPerson { userId: number; uuid: string; guid: string; firstName: string; lastName: string; email: string }

const personSelect = `SELECT p.user_id, p.uuid, u.guid, u.first_name, u.last_name, u.email FROM learning_people p JOIN users u ON u.id = p.user_id`;
const toPerson = (r: Record<string, unknown>): LearningPerson => ({
  userId: Number(r.user_id), uuid: String(r.uuid), guid: String(r.guid), firstName: String(r.first_name), lastName: String(r.last_name), email: String(r.email),
});

export async function findPersonByUuid(db: Database, uuid: string): Promise<LearningPerson | null> {
  const { rows } = await db.query(`${personSelect} WHERE p.uuid = $1`, [uuid]);
  return rows[0] ? toPerson(rows[0]) : null;
}

/** The user's learning account, created on first use (the learning account check after login, dealer spec (states and transitions)). */
export async function ensurePerson(db: Database, userId: number): Promise<LearningPerson> {
  await db.query('INSERT INTO learning_people (user_id, uuid) VALUES ($1, gen_random_uuid()) ON CONFLICT (user_id) DO NOTHING', [userId]);
  const { rows } = await db.query(`${personSelect} WHERE p.user_id = $1`, [userId]);
  return toPerson(rows[0]);
}

export interface PathRow { id: string; name: string; brandCode: string; description: string; courses: CourseRow[] }
export interface CourseRow { id: string; pathId: string; name: string; description: string; position: number; durationMinutes: number; points: number; completedAt: string | null }

/** The paths of the brands the user's dealerships sell, each with its courses and the user's completions. */
export async function pathsOf(db: Database, userId: number): Promise<PathRow[]> {
  const { rows } = await db.query(
    `SELECT lp.id AS path_id, lp.name AS path_name, lp.brand_code, lp.description AS path_description,
       c.id, c.name, c.description, c.position, c.duration_minutes, c.points, lc.completed_at
     FROM learning_paths lp JOIN learning_courses c ON c.path_id = lp.id
     LEFT JOIN learning_completions lc ON lc.course_id = c.id AND lc.user_id = $1
     WHERE lp.brand_code IN (SELECT unnest(o.brand_codes) FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id WHERE uo.user_id = $1)
     ORDER BY lp.id, c.position`,
    [userId],
  );
  const paths = new Map<string, PathRow>();
  for (const r of rows) {
    const id = String(r.path_id);
    if (!paths.has(id)) paths.set(id, { id, name: String(r.path_name), brandCode: String(r.brand_code), description: String(r.path_description), courses: [] });
    paths.get(id)?.courses.push(toCourse(r, id));
  }
  return [...paths.values()];
}

const toCourse = (r: Record<string, unknown>, pathId: string): CourseRow => ({
  id: String(r.id), pathId, name: String(r.name), description: String(r.description), position: Number(r.position),
  durationMinutes: Number(r.duration_minutes), points: Number(r.points), completedAt: r.completed_at ? new Date(r.completed_at as string).toISOString() : null,
});

export async function findCourse(db: Database, courseId: string, userId: number) {
  const { rows } = await db.query(
    `SELECT c.*, lp.brand_code, lp.name AS path_name, lc.completed_at FROM learning_courses c JOIN learning_paths lp ON lp.id = c.path_id
     LEFT JOIN learning_completions lc ON lc.course_id = c.id AND lc.user_id = $2 WHERE c.id = $1`,
    [courseId, userId],
  );
  const r = rows[0];
  return r ? {
    ...toCourse(r, String(r.path_id)), brandCode: String(r.brand_code), pathName: String(r.path_name), pages: r.pages as Array<{ title: string; body: string }>,
    quiz: r.quiz as QuizQuestionWithAnswer[],
  } : null;
}

/** Records a completion once; false when the user had already completed the course. */
export async function insertCompletion(db: Database, userId: number, courseId: string): Promise<boolean> {
  const { rows } = await db.query('INSERT INTO learning_completions (user_id, course_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING course_id', [userId, courseId]);
  return rows.length === 1;
}

/** Learning ids of these users (for the manager's team view); users without an account are left out. */
export async function learningIdsOf(db: Database, userIds: number[]): Promise<Map<number, string>> {
  const { rows } = await db.query<{ user_id: string; uuid: string }>('SELECT user_id, uuid FROM learning_people WHERE user_id = ANY($1)', [userIds]);
  return new Map(rows.map((r) => [Number(r.user_id), String(r.uuid)]));
}

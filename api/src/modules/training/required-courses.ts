import { REQUIRED_COURSE_STATE_NAMES, requiredCourseState, type RequiredCourseState } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import type { Database } from '../../db/database';
import type { AuthenticatedDealer } from '../auth';
import { courseUrl } from './service';

/** A course a location's salespeople can take: the courses of the paths of the location's brands. */
export interface LocationCourse { id: string; name: string; pathName: string }

export async function locationCourses(db: Database, brandCodes: readonly string[]): Promise<LocationCourse[]> {
  const { rows } = await db.query(
    `SELECT c.id, c.name, lp.name AS path_name FROM learning_courses c JOIN learning_paths lp ON lp.id = c.path_id
     WHERE lp.brand_code = ANY($1) ORDER BY lp.name, c.position`, [brandCodes],
  );
  return rows.map((r) => ({ id: String(r.id), name: String(r.name), pathName: String(r.path_name) }));
}

/** A required course assigned at a location: to one person (userId), or to the whole location (null). */
export interface RequiredAssignment { id: number; dealershipNumber: string; courseId: string; courseName: string; userId: number | null; dueDate: string }

export async function requiredAssignments(db: Database, dealershipNumbers: readonly string[]): Promise<RequiredAssignment[]> {
  const { rows } = await db.query(
    `SELECT r.id, r.dealership_number, r.course_id, c.name, r.user_id, r.due_date::text FROM learning_required_courses r
     JOIN learning_courses c ON c.id = r.course_id WHERE r.dealership_number = ANY($1) ORDER BY r.due_date, r.id`, [dealershipNumbers],
  );
  return rows.map((r) => ({
    id: Number(r.id), dealershipNumber: String(r.dealership_number), courseId: String(r.course_id), courseName: String(r.name),
    userId: r.user_id == null ? null : Number(r.user_id), dueDate: String(r.due_date),
  }));
}

export async function insertRequiredCourse(db: Database, row: { dealershipNumber: string; courseId: string; userId: number | null; dueDate: string; assignedBy: number }): Promise<number> {
  const { rows } = await db.query<{ id: string }>(
    'INSERT INTO learning_required_courses (dealership_number, course_id, user_id, due_date, assigned_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [row.dealershipNumber, row.courseId, row.userId, row.dueDate, row.assignedBy],
  );
  return Number(rows[0].id);
}

/** When each of these people completed each course they completed (ISO text). */
export async function completionsOf(db: Database, userIds: readonly number[]): Promise<Map<number, Map<string, string>>> {
  const { rows } = await db.query('SELECT user_id, course_id, completed_at FROM learning_completions WHERE user_id = ANY($1)', [userIds]);
  const byUser = new Map<number, Map<string, string>>();
  for (const r of rows) {
    const of = byUser.get(Number(r.user_id)) ?? new Map<string, string>();
    of.set(String(r.course_id), new Date(r.completed_at as string).toISOString());
    byUser.set(Number(r.user_id), of);
  }
  return byUser;
}

/** Today as YYYY-MM-DD (UTC), the day due dates are compared with. */
export const today = () => new Date().toISOString().slice(0, 10);

/** A required course as one person stands with it. */
export interface RequiredCourseStatus { assignmentId: number; courseId: string; courseName: string; dueDate: string; state: RequiredCourseState; stateName: string; completedAt: string | null }

/** One person's required courses at these locations: those assigned to them and those assigned to the whole location. */
export function requiredCoursesOfPerson(assignments: readonly RequiredAssignment[], userId: number, completions: ReadonlyMap<string, string> | undefined, on = today()): RequiredCourseStatus[] {
  return assignments.filter((a) => a.userId === null || a.userId === userId).map((a) => {
    const completedAt = completions?.get(a.courseId) ?? null;
    const state = requiredCourseState(a.dueDate, completedAt, on);
    return { assignmentId: a.id, courseId: a.courseId, courseName: a.courseName, dueDate: a.dueDate, state, stateName: REQUIRED_COURSE_STATE_NAMES[state], completedAt };
  });
}

/** GET /northpass/v1/krv/required-courses: the caller's required courses, overdue ones marked. */
export async function myRequiredCourses(ctx: ApiContext, dealer: AuthenticatedDealer) {
  const assignments = await requiredAssignments(ctx.db, dealer.organizations.map((o) => o.dealershipNumber));
  const completions = await completionsOf(ctx.db, [dealer.id]);
  return requiredCoursesOfPerson(assignments, dealer.id, completions.get(dealer.id))
    .map((c) => ({ ...c, url: courseUrl(c.courseId) }));
}

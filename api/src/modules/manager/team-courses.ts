import { REQUIRED_COURSE_MESSAGES, isIsoDate } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { badRequest } from '../../http/errors';
import type { AuthenticatedDealer } from '../auth';
import { completionsOf, insertRequiredCourse, locationCourses, requiredAssignments, requiredCoursesOfPerson, today } from '../training';
import { brandCodesOf, personAt, teamLocation } from './team-location';

/** GET /user/manager/team/required-courses: what can be assigned, and each salesperson's required courses (overdue marked). */
export async function teamRequiredCourses(ctx: ApiContext, manager: AuthenticatedDealer, dealershipNumber: string) {
  const location = await teamLocation(ctx, manager, dealershipNumber);
  const number = location.organization.dealershipNumber;
  const [courses, assignments, completions] = await Promise.all([
    locationCourses(ctx.db, brandCodesOf(location.organization)), requiredAssignments(ctx.db, [number]), completionsOf(ctx.db, location.people.map((p) => p.userId)),
  ]);
  return {
    dealershipNumber: number, courses,
    people: location.people.map((p) => ({ guid: p.guid, name: p.name, courses: requiredCoursesOfPerson(assignments, p.userId, completions.get(p.userId)) })),
  };
}

/** POST /user/manager/team/required-courses: a course of the location's paths, due today or later, to one salesperson or all of them. */
export async function assignRequiredCourse(ctx: ApiContext, manager: AuthenticatedDealer, body: { dealership: string; courseId: string; dueDate: string; guid?: string }) {
  const location = await teamLocation(ctx, manager, body.dealership);
  const person = body.guid ? personAt(location, body.guid) : null;
  if (!isIsoDate(body.dueDate)) throw badRequest(`dueDate must be a date like 2026-11-01, not "${body.dueDate}".`, 'dueDate');
  if (body.dueDate < today()) throw badRequest(REQUIRED_COURSE_MESSAGES.dueDateInPast, 'dueDate');
  const course = (await locationCourses(ctx.db, brandCodesOf(location.organization))).find((c) => c.id === body.courseId.toLowerCase());
  if (!course) throw badRequest(REQUIRED_COURSE_MESSAGES.notInPaths, 'courseId');
  const id = await insertRequiredCourse(ctx.db, {
    dealershipNumber: location.organization.dealershipNumber, courseId: course.id, userId: person?.userId ?? null, dueDate: body.dueDate, assignedBy: manager.id,
  });
  return { id, courseId: course.id, courseName: course.name, dueDate: body.dueDate, assignedTo: person ? person.name : 'Everyone at this location' };
}

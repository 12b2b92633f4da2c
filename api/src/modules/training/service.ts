import { NORTHPASS_INVALID_UUID, QUIZ_PASS_MARK_PERCENT, withoutAnswer } from '@rv/domain/dealer';
import { learningProgress, sortLearningPaths } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { managedTeam, ownsDealership, type AuthenticatedDealer } from '../auth';
import { ensurePerson, findCourse, findPersonByUuid, pathsOf, type LearningPerson, type PathRow } from './repository';

const ASSET_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const LEARNING_URL = '/ignite/sales/learning';

/** Dealer spec (validation rules): an asset id is required for training calls ('Invalid Northpass uuid'). */
export function assetId(id: string | undefined): string {
  if (!id || id === 'undefined' || id === 'null' || !ASSET_ID.test(id)) throw badRequest(NORTHPASS_INVALID_UUID, 'id');
  return id.toLowerCase();
}

/** The person a people/{id} call is about: the caller, or (for a manager) someone on the team. */
export async function personFor(ctx: ApiContext, dealer: AuthenticatedDealer, id: string | undefined): Promise<LearningPerson> {
  const person = await findPersonByUuid(ctx.db, assetId(id));
  if (!person) throw notFound(`${NORTHPASS_INVALID_UUID}: no person ${id}`);
  if (person.userId === dealer.id) return person;
  if (dealer.manager && (await managedTeam(ctx, dealer)).managedUsers.some((u) => u.guid === person.guid)) return person;
  throw new HttpError(403, 'This person is not you or on your team.');
}

const groupId = (dealershipNumber: string) => `dealership-${dealershipNumber.toLowerCase()}`;

export async function personView(ctx: ApiContext, person: LearningPerson) {
  const paths = await pathsOf(ctx.db, person.userId);
  const courses = paths.flatMap((p) => p.courses);
  const { rows } = await ctx.db.query<{ dealership_number: string; dealership_name: string }>(
    `SELECT o.dealership_number, o.dealership_name FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id WHERE uo.user_id = $1 ORDER BY uo.sequence`,
    [person.userId],
  );
  return {
    id: person.uuid, firstName: person.firstName, lastName: person.lastName, email: person.email,
    groups: rows.map((r) => ({ id: groupId(r.dealership_number), name: r.dealership_name })),
    courseCompleted: courses.filter((c) => c.completedAt).length, courseCount: courses.length,
  };
}

export const courseUrl = (id: string) => `${LEARNING_URL}/courses/${id}`;

export function pathView(path: PathRow) {
  const courseCompleted = path.courses.filter((c) => c.completedAt).length;
  return {
    id: path.id, name: path.name, description: path.description, brandCode: path.brandCode,
    progress: learningProgress(courseCompleted, path.courses.length), courseCompleted, courseCount: path.courses.length,
    url: `${LEARNING_URL}?path=${encodeURIComponent(path.id)}`,
    courses: path.courses.map((c) => ({
      id: c.id, name: c.name, description: c.description, position: c.position, durationMinutes: c.durationMinutes, points: c.points,
      completed: c.completedAt !== null, completedAt: c.completedAt, url: courseUrl(c.id),
    })),
  };
}

/** Learning paths with progress, sorted by name (dealer spec: entities and fields; validation rules). */
export async function learningPaths(ctx: ApiContext, person: LearningPerson) {
  return sortLearningPaths((await pathsOf(ctx.db, person.userId)).map(pathView));
}

/** A course with its pages, and whether the caller has completed it. */
export async function course(ctx: ApiContext, dealer: AuthenticatedDealer, id: string | undefined) {
  const found = await findCourse(ctx.db, assetId(id), dealer.id);
  if (!found) throw notFound(`${NORTHPASS_INVALID_UUID}: no course ${id}`);
  return {
    id: found.id, name: found.name, description: found.description, learningPathId: found.pathId, learningPathName: found.pathName,
    brandCode: found.brandCode, position: found.position, durationMinutes: found.durationMinutes, points: found.points,
    completed: found.completedAt !== null, completedAt: found.completedAt, url: courseUrl(found.id), pages: found.pages,
    quiz: { passMarkPercent: QUIZ_PASS_MARK_PERCENT, questions: found.quiz.map(withoutAnswer) },
  };
}

/** A group is a dealership; only the caller's own. */
export async function group(ctx: ApiContext, dealer: AuthenticatedDealer, id: string | undefined) {
  const wanted = assetId(id);
  const organization = dealer.organizations.find((o) => groupId(o.dealershipNumber) === wanted);
  if (!organization && /^dealership-d\d+$/.test(wanted)) throw new HttpError(403, 'This group is not one of your dealerships.');
  if (!organization || !ownsDealership(dealer, organization.dealershipNumber)) throw notFound(`${NORTHPASS_INVALID_UUID}: no group ${id}`);
  const { rows } = await ctx.db.query<{ n: string }>(
    `SELECT count(*) AS n FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id WHERE o.dealership_number = $1`, [organization.dealershipNumber],
  );
  return { id: wanted, name: organization.dealershipName, dealershipNumber: organization.dealershipNumber, memberCount: Number(rows[0].n) };
}

export const validatePerson = async (ctx: ApiContext, dealer: AuthenticatedDealer) => personView(ctx, await ensurePerson(ctx.db, dealer.id));

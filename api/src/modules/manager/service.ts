import { LEVEL_CATEGORIES, currentLevel, type Level } from '@rv/domain/dealer';
import { DEFAULT_LEVEL_NAME } from '@rv/domain/dealer';
import type { ApiContext } from '../../app-types';
import { HttpError } from '../../http/errors';
import { managedTeam, type AuthenticatedDealer } from '../auth';
import { findAccountsByUserIds, findActivities, gamificationUser, rewards } from '../rewards';
import { learningIdsOf } from '../training';
import { usersByGuid } from './repository';

export const MANAGER_ERRORS = {
  notYou: 'The manager id must be your own guid.',
  notOnTeam: (guid: string) => `User ${guid} is not on your team.`,
} as const;

/** GET /user/manager/overview: the team with each user's gamification and learning ids, points and levels. */
export async function overview(ctx: ApiContext, manager: AuthenticatedDealer) {
  const team = await managedTeam(ctx, manager);
  const people = await usersByGuid(ctx.db, team.managedUsers.map((u) => u.guid));
  const ids = people.map((p) => p.userId);
  const [accounts, learningIds] = await Promise.all([findAccountsByUserIds(ctx.db, ids), learningIdsOf(ctx.db, ids)]);
  const managedUsers = await Promise.all(team.managedUsers.map(async (user) => {
    const person = people.find((p) => p.guid === user.guid);
    const account = accounts.find((a) => a.userId === person?.userId);
    const [gamification, levels] = account ? await Promise.all([gamificationUser(ctx.db, account), rewards(ctx.db, account, ['level'])]) : [null, []];
    return {
      ...user, dealershipNumber: person?.dealershipNumber ?? '', dealershipName: person?.dealershipName ?? '',
      gamificationId: account?.uuid ?? null, learningId: (person && learningIds.get(person.userId)) ?? null,
      points: gamification?.points ?? [],
      levels: Object.fromEntries(LEVEL_CATEGORIES.map((c) => [c, currentLevel(levels as Level[], c)?.name ?? DEFAULT_LEVEL_NAME])) as Record<(typeof LEVEL_CATEGORIES)[number], string>,
    };
  }));
  return { managedUsers, managedDealerships: team.managedDealerships };
}

/**
 * GET /user/manager/{id}/users/activities: the activities of the managed users asked for (all of the
 * team when none), each queried by that user's gamification id (dealer spec: validation rules).
 */
export async function teamActivities(ctx: ApiContext, manager: AuthenticatedDealer, managerGuid: string, query: { users?: string; page: number; count: number; onlyBehaviours: boolean }) {
  if (managerGuid.toLowerCase() !== manager.guid.toLowerCase()) throw new HttpError(403, MANAGER_ERRORS.notYou);
  const team = await managedTeam(ctx, manager);
  const asked = query.users ? query.users.split(',').map((g) => g.trim().toLowerCase()).filter(Boolean) : team.managedUsers.map((u) => u.guid);
  const outsider = asked.find((guid) => !team.managedUsers.some((u) => u.guid.toLowerCase() === guid));
  if (outsider) throw new HttpError(403, MANAGER_ERRORS.notOnTeam(outsider));
  const people = await usersByGuid(ctx.db, asked);
  const accounts = await findAccountsByUserIds(ctx.db, people.map((p) => p.userId));
  const users = await Promise.all(people.map(async (person) => {
    const account = accounts.find((a) => a.userId === person.userId);
    const activities = account ? await findActivities(ctx.db, { userIds: [person.userId], onlyBehaviours: query.onlyBehaviours, page: query.page, count: query.count }) : [];
    return { guid: person.guid, gamificationId: account?.uuid ?? null, activities };
  }));
  return { managerGuid: manager.guid, users: users.sort((a, b) => a.guid.localeCompare(b.guid)) };
}

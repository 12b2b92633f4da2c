import { serviceClient } from '@rv/shared-lib';
import type { Activity } from './rewards.resource';
import type { UserPoint } from '@rv/domain/dealer';

/** A managed user of GET /user/manager/overview (dealer spec: entities and fields, manager data). */
export interface ManagedUser {
  guid: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  registered: boolean;
  dealershipNumber: string;
  dealershipName: string;
  /** The id for the rewards platform's users/{id} calls (spec: validation rules: a selected user's data goes through it). */
  gamificationId: string | null;
  learningId: string | null;
  points: UserPoint[];
  levels: { sales_level: string; learning_level: string; user_level: string };
}

export interface ManagerOverview {
  managedUsers: ManagedUser[];
  managedDealerships: Array<{ dealershipNumber: string; dealershipName: string }>;
}

export interface TeamActivities {
  managerGuid: string;
  users: Array<{ guid: string; gamificationId: string | null; activities: Activity[] }>;
}

/** GET /user/manager/overview: managers only. */
export const fetchManagerOverview = async () => (await serviceClient('middleware').get<ManagerOverview>('/user/manager/overview')).data;

/** GET /user/manager/{managerGuid}/users/activities for some managed users (behaviours only). */
export const fetchTeamActivities = async (managerGuid: string, userGuids: readonly string[]) =>
  (await serviceClient('middleware').get<TeamActivities>(`/user/manager/${encodeURIComponent(managerGuid)}/users/activities`, {
    params: { users: userGuids.join(','), onlyBehaviours: true },
  })).data;

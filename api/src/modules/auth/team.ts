import type { ApiContext } from '../../app-types';
import type { AuthenticatedDealer } from './guards';
import { findManagedUsers } from './repository';

/** Manager data of dealer spec (entities and fields) that the auth module owns: the team and its dealerships. */
export interface ManagedTeam {
  managedUsers: Array<{ guid: string; username: string; firstName: string; lastName: string; email: string; registered: boolean }>;
  managedDealerships: Array<{ dealershipNumber: string; dealershipName: string }>;
}

/**
 * For the manager module: the users who share a dealership with the manager (managers excluded)
 * and the dealerships the manager belongs to. Call it behind requireManager.
 */
export async function managedTeam(ctx: ApiContext, manager: AuthenticatedDealer): Promise<ManagedTeam> {
  const users = await findManagedUsers(ctx.db, manager.id);
  return {
    managedUsers: users.map(({ guid, username, firstName, lastName, email, registered }) => ({ guid, username, firstName, lastName, email, registered })),
    managedDealerships: manager.organizations.map(({ dealershipNumber, dealershipName }) => ({ dealershipNumber, dealershipName })),
  };
}

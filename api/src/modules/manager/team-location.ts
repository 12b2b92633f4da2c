import type { Organization } from '@rv/domain/auth';
import type { ApiContext } from '../../app-types';
import { notFound } from '../../http/errors';
import type { AuthenticatedDealer } from '../auth';
import { locationPeople, type LocationPerson } from './repository';

export const TEAM_ERRORS = {
  noLocation: (number: string) => `No dealership ${number} among the locations you manage.`,
  notAtLocation: (guid: string) => `No salesperson ${guid} at this location.`,
} as const;

/** A location the manager manages, with its salespeople. */
export interface TeamLocation { organization: Organization; people: LocationPerson[] }

/**
 * The manager's location by number with its salespeople. Another dealership's team data answers as
 * missing (404): its existence is not this manager's business.
 */
export async function teamLocation(ctx: ApiContext, manager: AuthenticatedDealer, dealershipNumber: string): Promise<TeamLocation> {
  const organization = manager.organizations.find((o) => o.dealershipNumber.toLowerCase() === dealershipNumber.toLowerCase());
  if (!organization) throw notFound(TEAM_ERRORS.noLocation(dealershipNumber));
  return { organization, people: await locationPeople(ctx.db, organization.dealershipNumber) };
}

/** One salesperson of the location by guid, or 404. */
export function personAt(location: TeamLocation, guid: string): LocationPerson {
  const person = location.people.find((p) => p.guid.toLowerCase() === guid.toLowerCase());
  if (!person) throw notFound(TEAM_ERRORS.notAtLocation(guid));
  return person;
}

/** The location's brand codes, for the courses its salespeople can take. */
export const brandCodesOf = (organization: Organization) => organization.brandList.split(',').map((c) => c.trim()).filter(Boolean);

import { MANAGER_USER_TYPE } from '@rv/domain/auth';
import type { Database } from '../../db/database';

/** users.id and own dealership of each guid (the team comes from the auth module by guid). */
export async function usersByGuid(db: Database, guids: string[]): Promise<Array<{ userId: number; guid: string; dealershipNumber: string; dealershipName: string }>> {
  const { rows } = await db.query(
    `SELECT u.id, u.guid, own.dealership_number, own.dealership_name FROM users u
     JOIN LATERAL (SELECT o.dealership_number, o.dealership_name FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id
                   WHERE uo.user_id = u.id ORDER BY uo.sequence LIMIT 1) own ON true
     WHERE u.guid::text = ANY($1)`,
    [guids],
  );
  return rows.map((r) => ({ userId: Number(r.id), guid: String(r.guid), dealershipNumber: String(r.dealership_number), dealershipName: String(r.dealership_name) }));
}

/** A salesperson (any user but a manager) of one location, with the SALESPERSON_ID their program lines carry. */
export interface LocationPerson { userId: number; guid: string; username: string; name: string; email: string; salespersonId: string }

export async function locationPeople(db: Database, dealershipNumber: string): Promise<LocationPerson[]> {
  const { rows } = await db.query(
    `SELECT u.id, u.guid, u.username, trim(u.first_name || ' ' || u.last_name) AS name, u.email,
       coalesce((SELECT a.value FROM user_attributes a WHERE a.user_id = u.id AND a.code = 'SALESPERSON_ID' LIMIT 1), '') AS salesperson_id
     FROM organizations o JOIN user_organizations uo ON uo.organization_id = o.id JOIN users u ON u.id = uo.user_id
     WHERE o.dealership_number = $1 AND u.user_type <> $2 ORDER BY u.last_name, u.first_name, u.id`,
    [dealershipNumber, MANAGER_USER_TYPE],
  );
  return rows.map((r) => ({
    userId: Number(r.id), guid: String(r.guid), username: String(r.username), name: String(r.name) || String(r.username), email: String(r.email), salespersonId: String(r.salesperson_id),
  }));
}

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

import type { Database } from '../../db/database';

/** A seeded dealership user as the activity seed needs it: own dealership first. */
export interface SeedPerson {
  userId: number;
  username: string;
  firstName: string;
  lastName: string;
  manager: boolean;
  registered: boolean;
  salespersonId: string;
  dealershipNumber: string;
  /** Brand codes of all the person's dealerships. */
  brandCodes: string[];
  /** Brand codes of the person's own (first) dealership, whose lines the person sells. */
  ownBrandCodes: string[];
  /** False when one of the person's organizations has DISABLE_SPIFFS 'true' (dealer spec: validation rules). */
  spiffsEnabled: boolean;
}

export async function loadPeople(db: Database): Promise<SeedPerson[]> {
  const { rows } = await db.query(
    `SELECT u.id, u.username, u.first_name, u.last_name, u.user_type, u.password_hash IS NOT NULL AS registered,
       coalesce(sp.value, '') AS salesperson_id, own.dealership_number, own.brand_codes AS own_brands,
       NOT EXISTS (SELECT 1 FROM user_organizations x JOIN organization_attributes oa ON oa.organization_id = x.organization_id
                   WHERE x.user_id = u.id AND oa.code = 'DISABLE_SPIFFS' AND lower(oa.value) = 'true') AS spiffs_enabled,
       ARRAY(SELECT DISTINCT b FROM user_organizations x JOIN organizations o ON o.id = x.organization_id, unnest(o.brand_codes) b WHERE x.user_id = u.id ORDER BY b) AS brands
     FROM users u
     LEFT JOIN user_attributes sp ON sp.user_id = u.id AND sp.code = 'SALESPERSON_ID'
     JOIN LATERAL (SELECT o.dealership_number, o.brand_codes FROM user_organizations uo JOIN organizations o ON o.id = uo.organization_id
                   WHERE uo.user_id = u.id ORDER BY uo.sequence LIMIT 1) own ON true
     ORDER BY u.id`,
  );
  return rows.map((r) => ({
    userId: Number(r.id), username: String(r.username), firstName: String(r.first_name), lastName: String(r.last_name),
    manager: r.user_type === 'MANAGER', registered: Boolean(r.registered), salespersonId: String(r.salesperson_id),
    dealershipNumber: String(r.dealership_number), brandCodes: r.brands as string[], ownBrandCodes: [...(r.own_brands as string[])].sort(),
    spiffsEnabled: Boolean(r.spiffs_enabled),
  }));
}

/** The dealerships whose lines and histories the demo accounts show: seeded in full. */
export const DEMO_DEALERSHIPS = ['D1001', 'D1002', 'D1003', 'D1004'];

export const daysAgo = (now: Date, days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);

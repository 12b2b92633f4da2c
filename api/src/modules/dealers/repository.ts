import type { Database } from '../../db/database';
import { milesFromSql } from '../geo';

export interface DealerRow {
  dealer_number: string;
  name: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  website: string;
  brand_codes: string[];
  hours: Array<{ Day: string; Open: string | null; Close: string | null }>;
  miles?: number;
  total?: string;
}

const columns = 'dealer_number, name, street, city, state, zip, country, latitude, longitude, phone, email, website, brand_codes, hours';

export async function findDealer(db: Database, dealerNumber: string): Promise<DealerRow | undefined> {
  const { rows } = await db.query<DealerRow>(`SELECT ${columns} FROM dealers WHERE upper(dealer_number) = upper($1)`, [dealerNumber]);
  return rows[0];
}

/** Dealers within the radius, nearest first, one page of them with the total count. */
export async function searchDealers(
  db: Database,
  query: { lat: number; lng: number; radius: number; brands: string[] | null; limit: number; offset: number },
): Promise<{ rows: DealerRow[]; total: number }> {
  const { rows } = await db.query<DealerRow>(
    `SELECT *, count(*) OVER () AS total FROM (
       SELECT ${columns}, ${milesFromSql('$1', '$2')} AS miles FROM dealers
       WHERE ($4::text[] IS NULL OR brand_codes && $4::text[])
     ) d
     WHERE miles <= $3
     ORDER BY miles, dealer_number
     LIMIT $5 OFFSET $6`,
    [query.lat, query.lng, query.radius, query.brands, query.limit, query.offset],
  );
  if (rows.length === 0 && query.offset > 0) {
    // Past the last page the window count is gone; count separately so TotalCount stays right.
    const count = await db.query<{ total: string }>(
      `SELECT count(*) AS total FROM dealers WHERE ($4::text[] IS NULL OR brand_codes && $4::text[]) AND ${milesFromSql('$1', '$2')} <= $3`,
      [query.lat, query.lng, query.radius, query.brands],
    );
    return { rows, total: Number(count.rows[0].total) };
  }
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

export async function findDealersSellingBrand(db: Database, brand: string): Promise<DealerRow[]> {
  const { rows } = await db.query<DealerRow>(`SELECT ${columns} FROM dealers WHERE $1 = ANY(brand_codes) ORDER BY dealer_number`, [brand]);
  return rows;
}

import type { Database } from '../../db/database';

export interface GeoPlace {
  country_code: 'US' | 'CA';
  postal_code: string;
  place_name: string;
  admin_code: string;
  latitude: number;
  longitude: number;
}

const columns = 'country_code, postal_code, place_name, admin_code, latitude, longitude';

/** Great-circle distance in miles from ($1, $2) to a row's latitude/longitude; shared with the dealer search. */
export const milesFromSql = (lat: string, lng: string) =>
  `(3958.8 * 2 * asin(least(1, sqrt(power(sin(radians(latitude - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(latitude)) * power(sin(radians(longitude - ${lng}) / 2), 2)))))`;

export async function findByPostalCode(db: Database, country: 'US' | 'CA', postalCode: string): Promise<GeoPlace | undefined> {
  const { rows } = await db.query<GeoPlace>(`SELECT ${columns} FROM geo_places WHERE country_code = $1 AND postal_code = $2`, [country, postalCode]);
  return rows[0];
}

/** The ZIP sharing the longest prefix (at least 3 digits: the same sectional centre) with one we do not hold. */
export async function findNearestZip(db: Database, zip: string): Promise<GeoPlace | undefined> {
  const { rows } = await db.query<GeoPlace>(
    `SELECT ${columns} FROM geo_places WHERE country_code = 'US' AND left(postal_code, 3) = left($1, 3)
     ORDER BY abs(postal_code::int - $1::int), postal_code LIMIT 1`,
    [zip],
  );
  return rows[0];
}

/** Lower case without French accents, so "Levis" finds Lévis. */
const foldSql = (text: string) => `translate(lower(${text}), 'àâäçéèêëîïôöùûüÿ', 'aaaceeeeiioouuuy')`;

/** A town with several postal codes is one answer at their centroid, named by its first code. */
const townsWhere = (match: string) =>
  `SELECT country_code, min(postal_code) AS postal_code, place_name, admin_code, avg(latitude) AS latitude, avg(longitude) AS longitude
   FROM geo_places WHERE ${match} AND ($2::text IS NULL OR admin_code = $2)
   GROUP BY country_code, admin_code, place_name
   ORDER BY (country_code = $3) DESC, count(*) DESC, min(postal_code) LIMIT 5`;

/**
 * Towns by name, optionally in one state or province; US first unless Canada is preferred, then the towns
 * with more postal codes. The indexed exact match first; a name typed without its accents only on a miss.
 */
export async function findByName(db: Database, name: string, adminCode: string | undefined, prefer: 'US' | 'CA'): Promise<GeoPlace[]> {
  const params = [name, adminCode ?? null, prefer];
  const exact = await db.query<GeoPlace>(townsWhere('lower(place_name) = lower($1)'), params);
  if (exact.rows.length) return exact.rows;
  return (await db.query<GeoPlace>(townsWhere(`${foldSql('place_name')} = ${foldSql('$1')}`), params)).rows;
}

/** The nearest place within maxMiles; the bounding box spares the distance maths for all but nearby rows. */
export async function findNearest(db: Database, lat: number, lng: number, maxMiles: number): Promise<GeoPlace | undefined> {
  const { rows } = await db.query<GeoPlace>(
    `SELECT * FROM (SELECT ${columns}, ${milesFromSql('$1', '$2')} AS miles FROM geo_places
       WHERE latitude BETWEEN $1::float8 - $3::float8 / 69 AND $1::float8 + $3::float8 / 69
         AND abs(longitude - $2::float8) <= $3::float8 / (69 * greatest(cos(radians($1::float8)), 0.01))) p
     WHERE miles <= $3 ORDER BY miles LIMIT 1`,
    [lat, lng, maxMiles],
  );
  return rows[0];
}
